/**
 * A page's hydration module carries its code blocks without their code
 * (src/partial-hydration): each block finds its markup by the
 * `codeKey` the build gave it (src/markdown/rehype-markdown-imports.mjs) and reads its
 * code back from the page's lines (src/theme/CodeBlock/server.ts), which is
 * then what its copy button copies. So every block of every built Markdown
 * page must carry the key (src/markdown/fence.mjs) of a block of the Markdown
 * sources, and its lines must read back as exactly that block's code.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { assertBuilt, find, htmlPages, isRedirectPage, siteDir, textOf } from '../lib/built-site.mjs';
import { collectPages } from '../../src/plugins/sample-output/code-samples.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import { codeKey } from '../../src/markdown/fence.mjs';

assertBuilt();

// Every fenced block of the Markdown sources, by the key the build gives it.
const sources = new Map();
for (const file of collectPages(['docs', 'blog', 'src/pages', 'src/test-pages'])) {
  for (const block of codeBlocks(file)) {
    // The props Markdown hands the block.
    const key = codeKey(block.code, { className: block.lang ? `language-${block.lang}` : undefined, metastring: block.metastring || undefined });
    sources.set(key, { code: block.code, where: `${path.relative(siteDir, file)}:${block.line}` });
  }
}

/** Whether an element is part of a page's Markdown (other code blocks are rendered from React code). */
const inMarkdown = (el) => {
  for (let node = el.parent; node; node = node.parent) if ((node.attribs?.class ?? '').split(' ').includes('markdown')) return true;
  return false;
};

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
      if (!inMarkdown(block)) continue;
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
