/**
 * The opening of every API reference page (docs/api/javascript/, docs/api/types/),
 * read from the sources: what a reader needs for a daily lookup comes first.
 *
 *   1. The title is the export as code spells it: `stylex.create`,
 *      `stylex.when.*` for a namespace of functions, `StyleXStyles` for a type,
 *      several joined by " / " or " and ". The names are derived from the
 *      installed @stylexjs/stylex (tests/lib/api-names.mjs), so a misspelt or
 *      stale name fails.
 *   2. Before the first `##` heading the page has a summary paragraph and a
 *      `ts` block: the signature.
 *   3. The signature, like any block under a "Signature" heading or marked
 *      as an excerpt of the type declarations, is the package's own
 *      declaration, word for word: each
 *      top-level statement of the block (imports aside) occurs in the
 *      installed type declarations, ignoring whitespace, comments and trailing
 *      separators. A `// …` line marks lines left out; the parts around it
 *      must occur in order in one declaration file.
 *
 * tests/e2e/api-first-screen.spec.ts checks that the h1, the summary and the
 * signature are on the first screen of the built pages.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { mdxProcessor } from '../../src/markdown/parse.mjs';
import { parseFence } from '../../src/markdown/fence.mjs';
import { collectPages } from '../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { apiSpellings, namesOfTitle, stylexDeclarations, UNPUBLISHED } from '../lib/api-names.mjs';

const declDir = stylexDeclarations;
const pkgDir = path.resolve(declDir, '../..');

const pages = collectPages(['docs/api/javascript', 'docs/api/types']);

// ---------------------------------------------------------------------------
// The installed declarations, normalised.

const ELISION = '\u0000';

/**
 * Whitespace, comments, a union's leading `|` and separators before a closing
 * bracket do not count.
 */
function normalise(text) {
  return text
    .replace(/^\s*\/\/\s*(…|\.\.\.).*$/gm, ELISION)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '')
    .replace(/([=<(,:])\|/g, '$1')
    .replace(/[;,]+(?=[}\])>])/g, '');
}

function declarationFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(full);
    return entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const declarations = declarationFiles(declDir).map((file) => ({
  file: path.relative(pkgDir, file),
  text: normalise(fs.readFileSync(file, 'utf8')),
}));

/** Whether the statement (parts split at `// …`) occurs in one declaration file. */
function declared(statement) {
  const parts = normalise(statement).split(ELISION).filter(Boolean);
  return declarations.some(({ text }) => {
    let from = 0;
    for (const part of parts) {
      const at = text.indexOf(part, from);
      if (at < 0) return false;
      from = at + part.length;
    }
    return true;
  });
}

function statementsOf(code) {
  const source = ts.createSourceFile('signature.ts', code, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((s) => !ts.isImportDeclaration(s))
    .map((s) => code.slice(s.getFullStart(), s.getEnd()).trim());
}

// ---------------------------------------------------------------------------
// A page's opening: its title and what comes before the first `##`.

function opening(file) {
  const tree = mdxProcessor().parse(fs.readFileSync(file, 'utf8'));
  const yaml = tree.children.find((n) => n.type === 'yaml');
  const title = /^title:\s*(.+)$/m.exec(yaml?.value ?? '')?.[1].trim().replace(/^(['"])(.*)\1$/, '$2');
  const firstH2 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2);
  const head = tree.children.slice(0, firstH2 < 0 ? undefined : firstH2);
  const paragraphs = head.filter((n) => n.type === 'paragraph');
  const code = head.filter((n) => n.type === 'code');
  return { title, head, paragraphs, code };
}

const spellings = apiSpellings();

test('the name list is derived from the installed package', () => {
  for (const known of ['stylex.create', 'stylex.when.*', 'stylex.types.*', 'stylex.env', 'StyleXStyles', 'Types']) {
    assert.ok(spellings.has(known), `expected ${known}`);
  }
  assert.ok(!spellings.has('stylex.env.*'), 'env is an object of configured values, not of functions');
  assert.ok(pages.length >= 20, `found only ${pages.length} API reference pages`);
});

test('every API reference title is the export as code spells it', () => {
  const wrong = [];
  for (const file of pages) {
    const { title } = opening(file);
    const names = namesOfTitle(title ?? '');
    const unknown = names.filter((name) => !spellings.has(name));
    if (unknown.length > 0) wrong.push(`${path.relative(siteDir, file)}: "${title}" (${unknown.join(', ')})`);
  }
  assert.deepEqual(wrong, [], 'titles that are not spelled as the package exports them');
});

test('every API reference page opens with a summary paragraph and the signature', () => {
  const wrong = [];
  for (const file of pages) {
    const rel = path.relative(siteDir, file);
    const { head, paragraphs, code } = opening(file);
    if (head[1]?.type !== 'paragraph') wrong.push(`${rel}: the first block after the front matter is not a paragraph`);
    if (paragraphs.length === 0) wrong.push(`${rel}: no summary paragraph before the first ##`);
    if (code.length === 0) wrong.push(`${rel}: no signature block before the first ##`);
    else if (!['ts', 'tsx'].includes(parseFence(code[0].lang, code[0].meta).lang)) {
      wrong.push(`${rel}: the signature block is \`${code[0].lang}\`, not \`ts\``);
    }
  }
  assert.deepEqual(wrong, []);
});

/**
 * The blocks that claim to be the package's declarations: a page's signature
 * (its first block, above the first `##`), a block right under a "Signature"
 * heading, and any block whose `no-typecheck` reason says it is an excerpt of
 * the type declarations.
 */
function declarationBlocks(file) {
  const tree = mdxProcessor().parse(fs.readFileSync(file, 'utf8'));
  const { title, code } = opening(file);
  const blocks = new Set(UNPUBLISHED.has(title) ? [] : code.slice(0, 1));
  tree.children.forEach((node, i) => {
    if (node.type !== 'code') return;
    const previous = tree.children[i - 1];
    const underSignature =
      previous?.type === 'heading' && previous.children.map((c) => c.value ?? '').join('') === 'Signature';
    const reason = parseFence(node.lang, node.meta).markers['no-typecheck'];
    if (underSignature || /excerpt of the package's type declarations/.test(reason ?? '')) blocks.add(node);
  });
  // The head's block is a different node object from the tree walked here: match by position.
  const lines = new Set();
  return [...blocks].filter((b) => !lines.has(b.position.start.line) && lines.add(b.position.start.line));
}

test('every signature is the package’s own declaration, word for word', () => {
  const wrong = [];
  let checked = 0;
  for (const file of pages) {
    const rel = path.relative(siteDir, file);
    for (const block of declarationBlocks(file)) {
      const statements = statementsOf(block.value);
      if (statements.length === 0) wrong.push(`${rel}:${block.position.start.line} declares nothing`);
      for (const statement of statements) {
        checked += 1;
        if (!declared(statement)) wrong.push(`${rel}:${block.position.start.line}\n${statement}`);
      }
    }
  }
  assert.ok(checked >= pages.length, `only ${checked} statements checked`);
  assert.deepEqual(wrong, [], `statements not found in ${path.relative(siteDir, declDir)}/**/*.d.ts`);
});

test('the comparison ignores layout but not words', () => {
  assert.ok(declared('declare const create: StyleX$Create;'));
  assert.ok(declared('export type StyleXArray<T> =\n  T | ReadonlyArray<StyleXArray<T>>;'));
  assert.ok(declared('export type InlineStyles = {_opaque: typeof StyleXInlineStylesTag};'));
  assert.ok(!declared('declare const create: StyleX$CreateTheme;'));
  assert.ok(!declared('export type StyleXArray<T> = T | Array<StyleXArray<T>>;'));
  // An elision keeps the order of what is left.
  assert.ok(declared("export type CSSProperties = Readonly<{\n  theme?: all | string;\n  // …\n  zIndex?: all | zIndex;\n"));
  assert.ok(!declared("export type CSSProperties = Readonly<{\n  zIndex?: all | zIndex;\n  // …\n  theme?: all | string;\n"));
});
