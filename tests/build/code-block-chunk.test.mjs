/**
 * The code block comes with the pages that show code, and only with them
 * (src/plugins/code-block-imports): every page whose HTML has a code block
 * loads the chunk with the code block's code before it hydrates, and loads
 * it with a client-side navigation to it too; no other page loads it.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, buildFiles, htmlPages, initialAssets, isRedirectPage, navigationScripts } from '../lib/built-site.mjs';

assertBuilt();

// The attribute our code block's content puts on its wrapper (src/theme/CodeBlock/Content):
// in the HTML of each block, and in the code that renders it.
const MARKER = 'data-code-key';
const codeChunks = buildFiles().filter(
  (rel) => rel.startsWith('assets/js/') && rel.endsWith('.js') && fs.readFileSync(path.join(buildDir, rel), 'utf8').includes(MARKER),
);
const pages = htmlPages().filter((page) => !isRedirectPage(page.doc) && page.html.includes('/assets/js/main.'));

test('the code block is one chunk of its own', () => {
  assert.equal(codeChunks.length, 1, `chunks with the code block: ${codeChunks.join(', ')}`);
  assert.match(codeChunks[0], /^assets\/js\/code-block\.[0-9a-f]{8}\.js$/);
});

test('a page loads the code block before it hydrates exactly when it shows code', () => {
  const withCode = pages.filter((page) => page.html.includes(`${MARKER}=`));
  // The Learn and API pages, the posts and the home page have code; post lists and indexes do not.
  assert.ok(withCode.length > 60, `${withCode.length} pages with code`);
  assert.ok(pages.length - withCode.length > 10, `${pages.length - withCode.length} pages without code`);
  const wrong = [];
  for (const page of pages) {
    const hasCode = page.html.includes(`${MARKER}=`);
    const loads = initialAssets(page).scripts.some((file) => codeChunks.includes(file));
    if (hasCode !== loads) wrong.push(`${page.route}: ${hasCode ? 'shows code but does not load' : 'loads the code block without showing code'}`);
  }
  assert.deepEqual(wrong, []);
});

test('a client-side navigation to a page with code loads the code block with the route', () => {
  for (const route of ['/docs/learn/styling-ui/defining-styles/', '/blog/v0.19.0/', '/docs/api/javascript/create/']) {
    assert.ok(
      navigationScripts(route).some((file) => codeChunks.includes(file)),
      `${route}: the code block is not among the route's chunks`,
    );
  }
  for (const route of ['/blog/', '/blog/tags/release/', '/docs/']) {
    assert.ok(!navigationScripts(route).some((file) => codeChunks.includes(file)), `${route}: loads the code block`);
  }
});
