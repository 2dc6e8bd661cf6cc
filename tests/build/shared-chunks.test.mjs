/**
 * A module that several route chunks of one page need comes once
 * (src/plugins/bundle-shaping, row chunk-groups): no page loads the same
 * module in two of the scripts it loads before it hydrates, and
 * theme-common's Collapsible, which the docs sidebar and the mobile table of
 * contents both use, is in one chunk that every docs page loads once.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertBuilt, buildDir, htmlPages, initialAssets, isRedirectPage, scriptsContaining } from '../lib/built-site.mjs';

assertBuilt();
const require = createRequire(import.meta.url);
const { parseSync } = require('@babel/core');

/** The ids of the modules a chunk brings (the keys of the module table it pushes); none for other scripts. */
function moduleIds(file) {
  const program = parseSync(fs.readFileSync(path.join(buildDir, file), 'utf8'), { babelrc: false, configFile: false, sourceType: 'script' }).program;
  const ids = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    // `(globalThis.webpackChunk… ||= []).push([[chunk ids], { id(e, t, n) { … }, … }])`
    if (node.type === 'CallExpression' && node.callee.property?.name === 'push' && node.arguments[0]?.type === 'ArrayExpression') {
      const table = node.arguments[0].elements[1];
      if (table?.type === 'ObjectExpression') for (const property of table.properties) ids.push(String(property.key.value ?? property.key.name));
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && value !== node.loc) visit(value);
    }
  };
  program.body.forEach(visit);
  return ids;
}

// In both builds: with partial hydration off (`npm run test:docusaurus-hydration`),
// every doc's and blog post's content chunk once carried its own @mdx-js/react.
test('no page loads a module twice before it hydrates', () => {
  const pages = htmlPages().filter((page) => !isRedirectPage(page.doc) && page.html.includes('/assets/js/main.'));
  const ids = new Map();
  const idsOf = (file) => {
    if (!ids.has(file)) ids.set(file, moduleIds(file));
    return ids.get(file);
  };
  const twice = new Set();
  for (const page of pages) {
    const seen = new Map();
    for (const file of initialAssets(page).scripts) {
      for (const id of idsOf(file)) {
        if (seen.has(id)) twice.add(`module ${id} in ${seen.get(id)} and ${file} (first on ${page.route})`);
        else seen.set(id, file);
      }
    }
  }
  assert.ok(idsOf(initialAssets(pages[0]).scripts.find((file) => /\/main\./.test(file))).length > 50, 'the modules of the main bundle are read');
  assert.deepEqual([...twice], []);
});

// A line of Collapsible's own code, as the bundler writes it.
const MARKER = 'willChange="height"';
const withCollapsible = scriptsContaining(MARKER);

test('the collapsible is in one chunk, which every docs page loads once', () => {
  assert.equal(withCollapsible.length, 1, `chunks with the collapsible: ${withCollapsible.join(', ')}`);
  assert.match(withCollapsible[0], /^assets\/js\/collapsible\.[0-9a-f]{8}\.js$/);
  const docs = htmlPages().filter((page) => page.route.startsWith('/docs/') && !isRedirectPage(page.doc) && page.html.includes('/assets/js/main.'));
  assert.ok(docs.length > 50, `${docs.length} docs pages`);
  const missing = docs.filter((page) => !initialAssets(page).scripts.includes(withCollapsible[0])).map((page) => page.route);
  // The docs landing page has no sidebar and no table of contents.
  assert.deepEqual(missing.filter((route) => route !== '/docs/'), []);
});
