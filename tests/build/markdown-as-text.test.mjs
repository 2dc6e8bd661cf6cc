/**
 * No reader meets Markdown or MDX syntax as text: when the pipeline does not
 * understand a construct (an admonition fence in a form MDX no longer reads,
 * a link inside JSX, an HTML comment, a component never imported), the page
 * prints its source instead. Read from build/:
 *
 * - every built page's visible text (text nodes of the title and body, not
 *   attributes or scripts), outside code, keys and sample output, has no
 *   admonition fence `:::`, Markdown link, `{/* *\/}` comment, `**`/`__`
 *   emphasis, backtick code, heading marker or JSX/HTML tag
 *   (tests/lib/markdown-as-text.mjs);
 * - the Markdown twins, read as a Markdown renderer shows them, have none of
 *   it either, and show every admonition of their page as a quote that starts
 *   with its kind and title in bold (`> **Warning: Title**`).
 *
 * Run after `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { assertBuilt, buildDir, contentRoutes, fileOf, find, htmlPages, textOf } from '../lib/built-site.mjs';
import { CODE_PLACEHOLDER, markdownAsText, visibleText } from '../lib/markdown-as-text.mjs';

assertBuilt();

const found = (html) => markdownAsText(visibleText(parseDocument(`<html>${html}</html>`))).map((f) => f.kind);

test('the check finds each kind of syntax as text, and none inside code or attributes', () => {
  const cases = [
    ['<p>:::warning Unsupported shorthands disappear silently</p>', 'admonition fence'],
    ['<p>See [the API](/docs/api/) for more.</p>', 'Markdown link'],
    ['<p>See [<code>create</code>](/docs/api/javascript/create/).</p>', 'Markdown link'],
    ['<p>{/* truncate */}</p>', 'MDX comment'],
    ['<p>This is **not** bold.</p>', '** emphasis'],
    ['<p>This is __not__ bold.</p>', '__ emphasis'],
    ['<li>Use `stylex.create` here.</li>', 'backtick code'],
    ['<p>## Installation</p>', 'heading marker'],
    ['<div>&lt;Tabs groupId="package-manager"&gt;</div>', 'JSX or HTML tag'],
    ['<p>&lt;/details&gt;</p>', 'JSX or HTML tag'],
    ['<head><title>`create` | StyleX</title></head>', 'backtick code'],
  ];
  for (const [html, kind] of cases) assert.deepEqual(found(html), [kind], html);

  const clean = [
    '<pre><code>:::warning\n**bold** [a](b) {/* c */} &lt;Tabs&gt;\n:::</code></pre>',
    '<p>Write <code>:::note[Title]</code>, <code>**</code> or <kbd>[</kbd> in prose.</p>',
    '<p><a href="/x/" title="[a](b) **c**">A link</a> keeps its syntax in attributes.</p>',
    '<script>const s = "**a** [b](c) <Tabs>";</script><script type="application/ld+json">{"a":"[b](c)"}</script>',
    '<p>Types such as Array&lt;string&gt; and a &lt; b &gt; c are not tags; 2 * 3 * 4, a_b__c and 12:30 are text.</p>',
  ];
  for (const html of clean) assert.deepEqual(found(html), [], html);
});

test('no built page shows Markdown or MDX syntax as text', () => {
  const pages = htmlPages();
  assert.ok(pages.length > 80, `the build has its pages (${pages.length})`);
  const problems = pages.flatMap((page) =>
    markdownAsText(visibleText(page.doc)).map(({ kind, excerpt }) => `${page.route}: ${kind} in “${excerpt}”`),
  );
  assert.deepEqual(problems, []);
});

// ---------------------------------------------------------------------------
// The Markdown twins, read the way a Markdown renderer shows them.
// ---------------------------------------------------------------------------

const KINDS = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution' };
const BLOCK_NODES = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'code', 'thematicBreak']);

/** The text a Markdown renderer shows of `tree`: code as CODE_PLACEHOLDER, blocks on their own lines. */
function renderedText(tree) {
  const out = [];
  const walk = (node) => {
    if (node.type === 'text') out.push(node.value);
    else if (node.type === 'code' || node.type === 'inlineCode') out.push(CODE_PLACEHOLDER);
    const block = BLOCK_NODES.has(node.type);
    if (block) out.push('\n');
    if (node.type !== 'code') (node.children ?? []).forEach(walk);
    if (block) out.push('\n');
  };
  walk(tree);
  return out.join('');
}

/** What a page's admonitions say they are: `Warning: Title`, or `Warning` without a title. */
function htmlAdmonitions(doc) {
  return find(doc, (el) => /\btheme-admonition-\w+/.test(el.attribs?.class ?? '')).map((el) => {
    const kind = KINDS[el.attribs.class.match(/\btheme-admonition-(\w+)/)[1]];
    const heading = find(el, (child) => /^admonitionHeading/.test(child.attribs?.class ?? ''))[0];
    const title = heading ? textOf(heading).trim() : '';
    return title === '' || title.toLowerCase() === kind.toLowerCase() ? kind : `${kind}: ${title}`;
  });
}

/** The text of an inline node (as a renderer shows it, code included). */
const toString = (node) => ('value' in node ? node.value : (node.children ?? []).map(toString).join(''));

/** The twin's quotes that open with an admonition's bold kind. */
function twinAdmonitions(tree) {
  const titles = [];
  const kindsPattern = new RegExp(`^(${Object.values(KINDS).join('|')})(: |$)`);
  const walk = (node) => {
    if (node.type === 'blockquote') {
      const first = node.children[0];
      const strong = first?.type === 'paragraph' && first.children[0]?.type === 'strong' ? first.children[0] : undefined;
      if (strong && kindsPattern.test(toString(strong))) titles.push(toString(strong));
    }
    (node.children ?? []).forEach(walk);
  };
  walk(tree);
  return titles;
}

test('the Markdown twins show no syntax as text, and every admonition as a titled quote', () => {
  const routes = contentRoutes();
  const problems = [];
  let admonitions = 0;
  for (const route of routes) {
    const twin = `${route.slice(1).replace(/\/$/, '')}.md`;
    const tree = unified().use(remarkParse).use(remarkGfm).parse(fs.readFileSync(path.join(buildDir, twin), 'utf8'));
    for (const { kind, excerpt } of markdownAsText(renderedText(tree))) problems.push(`${twin}: ${kind} in “${excerpt}”`);
    const expected = htmlAdmonitions(parseDocument(fs.readFileSync(fileOf(route), 'utf8')));
    admonitions += expected.length;
    const quoted = twinAdmonitions(tree);
    if (quoted.join('\n') !== expected.join('\n')) {
      problems.push(`${twin}: admonitions quoted as ${JSON.stringify(quoted)}, the page shows ${JSON.stringify(expected)}`);
    }
  }
  assert.ok(admonitions > 20, `the pages have admonitions (${admonitions})`);
  assert.deepEqual(problems, []);
});
