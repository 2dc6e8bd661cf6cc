/**
 * A module that several route chunks of one page need comes once
 * (src/plugins/bundle-shaping, row chunk-groups): theme-common's Collapsible, which the docs
 * sidebar and the mobile table of contents both use, is in one chunk that
 * every docs page loads once before it hydrates.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, htmlPages, initialAssets, isRedirectPage, scriptsContaining } from '../lib/built-site.mjs';

assertBuilt();

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
