/**
 * A page's hydration module carries its code blocks without their code
 * (src/partial-hydration): each block finds its markup by the
 * `codeKey` the build gave it (src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping) and reads its
 * code back from the page's lines (src/theme/CodeBlock/key.ts), which is
 * then what its copy button copies. So every block of every built page must
 * carry the key of a block of the Markdown sources, and its lines must read
 * back as exactly that block's code.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertBuilt, find, htmlPages, isRedirectPage, siteDir, textOf } from '../lib/built-site.mjs';
import { collectPages, extractBlocks } from '../../src/plugins/sample-output/code-samples.mjs';
import { codeKeyOf } from '../../src/markdown/rehype-markdown-imports.mjs';

assertBuilt();

// Every fenced block of the Markdown sources, by the key the build gives it.
const sources = new Map();
for (const file of collectPages(['docs', 'blog', 'src/pages', 'src/test-pages'])) {
  for (const block of extractBlocks(file)) {
    const attributes = [];
    if (block.lang) attributes.push({ name: 'className', value: `language-${block.lang}` });
    if (block.metastring) attributes.push({ name: 'metastring', value: block.metastring });
    // Markdown hands a block's code to the page with a final line break.
    const key = codeKeyOf(block.code ? `${block.code}\n` : '', attributes);
    sources.set(key, { code: block.code, where: `${path.relative(siteDir, file)}:${block.line}` });
  }
}

// The code as the browser reads it back: the text of the block's lines.
const readBack = (block) =>
  find(block, (el) => (el.attribs?.class ?? '').split(' ').includes('token-line'))
    .map(textOf)
    .join('\n');

test('every code block of a Markdown page is found by its key and reads back as its source', () => {
  const pages = htmlPages().filter((page) => !isRedirectPage(page.doc));
  const wrong = [];
  let checked = 0;
  for (const page of pages) {
    for (const block of find(page.doc, (el) => el.attribs?.['data-code-key'] !== undefined)) {
      const key = block.attribs['data-code-key'];
      // Keys of the build are 8 hex digits; blocks rendered from React code are keyed by a base-36 hash of their content.
      if (!/^[0-9a-f]{8}$/.test(key)) continue;
      const source = sources.get(key);
      if (!source) {
        wrong.push(`${page.route}: block ${key} matches no block of the sources`);
        continue;
      }
      checked += 1;
      const code = readBack(block);
      if (code !== source.code) wrong.push(`${page.route}: block of ${source.where} reads back as ${JSON.stringify(code.slice(0, 80))}`);
    }
  }
  assert.deepEqual(wrong, []);
  // The docs and posts show several hundred blocks.
  assert.ok(checked > 300, `${checked} blocks checked`);
});
