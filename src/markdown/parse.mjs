/**
 * The Markdown of docs/, blog/ and the site's pages as a syntax tree, with
 * the parsers Docusaurus uses (remark-mdx, remark-gfm, remark-directive),
 * and the code blocks found in it. One parse for every tool that reads the
 * sources: the sample tests and outputs (src/plugins/sample-output), the
 * Markdown export, scripts/check-samples.mjs and the installation-guide suite.
 */
import fs from 'node:fs';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { codeKey, parseFence } from './fence.mjs';

/** A processor that parses MDX as Docusaurus does; `use` more plugins on it to transform. */
export function mdxProcessor() {
  return (
    unified()
      .use(remarkParse)
      .use(remarkFrontmatter, ['yaml'])
      .use(remarkMdx)
      // Unpadded tables: the same table, without the spaces that align its columns.
      .use(remarkGfm, { tablePipeAlign: false })
      .use(remarkDirective)
  );
}

/**
 * @typedef {{
 *   file: string,
 *   line: number,
 *   endLine: number,
 *   lang: string,
 *   metastring: string,
 *   fence: import('./fence.mjs').Fence,
 *   code: string,
 *   key: string,
 *   within: { name: string, line: number, attributes: Record<string, string> }[],
 * }} CodeBlock
 * `line` is the opening fence's line and `endLine` the closing one's; `key`
 * the block's code key, the one the build gives it (keyOfCode);
 * `within` the JSX elements around the block, outermost first
 * (`<Tabs>`, `<TabItem value="npm">`), with their literal attributes.
 */

/**
 * The code key (./fence.mjs) of a Markdown `code` node: of its code and the
 * props the page's code block receives for it (src/markdown/rehype-markdown-imports.mjs).
 * @param {{ value: string, lang?: string | null, meta?: string | null }} node
 */
export function keyOfCode(node) {
  return codeKey(node.value, { className: node.lang ? `language-${node.lang}` : undefined, metastring: node.meta || undefined });
}

/** @param {any} node */
function jsxAttributes(node) {
  return Object.fromEntries(
    (node.attributes ?? [])
      .filter((/** @type {any} */ a) => a.type === 'mdxJsxAttribute' && (typeof a.value === 'string' || a.value == null))
      .map((/** @type {any} */ a) => [a.name, a.value ?? '']),
  );
}

/** The last parse of each file: the sample tests read a page's blocks several times. */
const parsed = new Map();

/**
 * Every fenced code block of one Markdown file, in document order.
 * @param {string} file
 * @param {string} [source] the file's text, when already read
 * @returns {CodeBlock[]}
 */
export function codeBlocks(file, source = fs.readFileSync(file, 'utf8')) {
  const last = parsed.get(file);
  if (last?.source === source) return last.blocks;
  const tree = mdxProcessor().parse(source);
  /** @type {CodeBlock[]} */
  const blocks = [];
  /** @param {any} node @param {any[]} ancestors */
  const visit = (node, ancestors) => {
    if (node.type !== 'code') {
      for (const child of node.children ?? []) visit(child, [...ancestors, node]);
      return;
    }
    const fence = parseFence(node.lang, node.meta);
    blocks.push({
      file,
      line: node.position.start.line,
      endLine: node.position.end.line,
      lang: fence.lang,
      metastring: fence.meta,
      fence,
      code: node.value,
      key: keyOfCode(node),
      within: ancestors
        .filter((/** @type {any} */ a) => a.type === 'mdxJsxFlowElement' && a.name)
        .map((/** @type {any} */ a) => ({ name: a.name, line: a.position.start.line, attributes: jsxAttributes(a) })),
    });
  };
  visit(tree, []);
  parsed.set(file, { source, blocks });
  return blocks;
}
