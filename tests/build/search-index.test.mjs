/**
 * Checks the search-related output of `npm run build` (default backend):
 * the Pagefind index, what it contains and leaves out, and that nothing in
 * the pages reaches for Algolia or loads the search runtime up front.
 *
 *   node --test tests/build/
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { indexedHtml, readPageFacts } from '../../src/plugins/post-build/search-index/indexer.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.resolve(process.env.STYLEX_BUILD_DIR ?? path.join(siteDir, 'build'));
const indexDir = path.join(buildDir, 'pagefind');

function htmlFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['assets', 'pagefind'].includes(entry.name)) htmlFiles(file, found);
    } else if (entry.name.endsWith('.html')) found.push(file);
  }
  return found;
}

/** The indexed pages, decoded from Pagefind's fragment files. */
function fragments() {
  return readdirSync(path.join(indexDir, 'fragment')).map((name) => {
    const data = zlib.gunzipSync(readFileSync(path.join(indexDir, 'fragment', name)));
    assert.equal(data.subarray(0, 12).toString(), 'pagefind_dcd');
    return JSON.parse(data.subarray(12).toString());
  });
}

test('the build contains a Pagefind index of the docs, blog posts and pages', () => {
  assert.ok(existsSync(path.join(indexDir, 'pagefind.js')), 'build/pagefind/pagefind.js');
  const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
  assert.ok(entry.languages.en.page_count >= 20, `pages in the index: ${entry.languages.en.page_count}`);
  const urls = fragments().map((fragment) => fragment.url);
  for (const url of ['/', '/docs/learn/', '/docs/api/javascript/defineVars/', '/blog/introducing-stylex/']) {
    assert.ok(urls.includes(url), `${url} is indexed`);
  }
  for (const url of urls) {
    assert.ok(!/^\/(search|blog\/(tags|archive|authors|page))\b/.test(url) && url !== '/blog/', `${url} is a list page`);
  }
  // Unused Pagefind UI bundles are not shipped.
  assert.ok(!existsSync(path.join(indexDir, 'pagefind-ui.js')));
});

test('indexed pages carry their filters, title and heading anchors, without site chrome', () => {
  for (const fragment of fragments()) {
    assert.deepEqual(fragment.filters.language, ['en'], fragment.url);
    assert.equal(fragment.filters.docusaurus_tag.length, 1, fragment.url);
    assert.equal(fragment.filters.category.length, 1, fragment.url);
    assert.ok(fragment.meta.title, `${fragment.url} has a title`);
    // Doc pages (not the /docs/ landing, a plain page) carry the docs version tag.
    if (/^\/docs\/(learn|api)\//.test(fragment.url)) {
      assert.equal(fragment.filters.docusaurus_tag[0], 'docs-default-current', fragment.url);
    }
    // Navbar, footer, sidebar, TOC and pagination are not content.
    assert.doesNotMatch(fragment.content, /Copyright © 2025/, `${fragment.url}: footer indexed`);
    assert.doesNotMatch(fragment.content, /Edit this page|Previous\s+\S+\s+Next/, `${fragment.url}: doc footer indexed`);
    assert.doesNotMatch(fragment.content, /\u200b/, `${fragment.url}: heading anchors indexed`);
  }
  const withAnchors = fragments().filter((fragment) => fragment.anchors.some((a) => /^h[23]$/.test(a.element)));
  assert.ok(withAnchors.length > 0, 'some pages have h2/h3 anchors');
});

test('no page connects to Algolia or loads the search runtime up front', () => {
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    assert.doesNotMatch(html, /algolia\.net|algolianet\.com/i, path.relative(buildDir, file));
    // data-pagefind-* attributes mark content; the runtime is /pagefind/….
    assert.doesNotMatch(html, /\/pagefind\//i, path.relative(buildDir, file));
  }
  const scripts = readdirSync(path.join(buildDir, 'assets', 'js'));
  for (const name of scripts.filter((n) => /^(main|runtime~main)\./.test(n))) {
    const code = readFileSync(path.join(buildDir, 'assets', 'js', name), 'utf8');
    assert.doesNotMatch(code, /pagefind\.js/, `${name} contains the search runtime loader`);
  }
});

test('page classification and filters', () => {
  const doc =
    '<html class="docs-wrapper docs-doc-page"><head><meta name=docsearch:language content=en>' +
    '<meta name=docsearch:docusaurus_tag content=docs-default-current></head><body><main class=x>' +
    '<nav class="theme-doc-breadcrumbs"><ul><li><a href="/">⌂</a></li><li><span>Types &amp; more</span></li>' +
    '<li><span>VarGroup</span></li></ul></nav><h1>VarGroup</h1></main></body></html>';
  const facts = readPageFacts(doc, '/docs/api/types/VarGroup/');
  assert.deepEqual(facts, {
    kind: 'doc',
    language: 'en',
    tag: 'docs-default-current',
    category: 'Types & more',
    alias: undefined,
  });
  const marked = indexedHtml(doc, '/docs/api/types/VarGroup/');
  assert.match(marked, /<main class=x><span hidden data-pagefind-filter="language\[data-value\]" data-value="en">/);
  assert.match(marked, /data-value="Types &amp; more"/);

  const api = doc.replace('VarGroup</h1>', 'stylex.create</h1>');
  assert.equal(readPageFacts(api, '/docs/api/javascript/create/').alias, 'create');
  const when = doc.replace('VarGroup</h1>', 'stylex.when.*</h1>');
  assert.equal(readPageFacts(when, '/docs/api/javascript/when/').alias, 'when');
  assert.equal(readPageFacts('<html class="blog-wrapper blog-list-page"><main></main></html>', '/blog/'), null);
  assert.equal(readPageFacts('<html class="plugin-pages"><body>no main</body></html>', '/x/'), null);
  assert.equal(readPageFacts('<html class="blog-wrapper blog-post-page"><main></main></html>', '/blog/a/').category, 'Blog');
});

test('block elements are kept apart, inline code tokens are not', () => {
  const page = (content) => `<html class=plugin-pages><main>${content}</main></html>`;
  const inMain = (content) => indexedHtml(page(content), '/x/').replace(/^.*?<main>(<span hidden[^>]*><\/span>)*|<\/main>.*$/g, '');
  assert.equal(
    inMain('<table><tr><td><code>a()</code><td>B<li>c</li><p>d</p>'),
    ' <table> <tr> <td><code>a()</code> <td>B <li>c</li> <p>d</p>',
  );
  assert.equal(inMain('<code><span>stylex</span><span>.</span><span>props</span></code>'), '<code><span>stylex</span><span>.</span><span>props</span></code>');
  assert.equal(inMain('<pre><param><path d=1>'), ' <pre><param><path d=1>');
});
