/**
 * The Markdown of docs/, blog/ and the site's pages as a syntax tree, with
 * the parsers Docusaurus uses (remark-mdx, remark-gfm, remark-directive),
 * and the code blocks found in it. One parse for every tool that reads the
 * sources: the sample tests and outputs (src/plugins/sample-output), the
 * Markdown export, scripts/check-samples.mjs and the installation-guide suite.
 * A file that is not UTF-8 or does not parse fails with its path, line and
 * a sentence (MarkdownError), whichever tool reads it first.
 */
import fs from 'node:fs';
import path from 'node:path';
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

/** A Markdown source the site cannot build: where, and why in a sentence. */
export class MarkdownError extends Error {
  /** @param {string} file @param {number} line @param {number} column @param {string} reason */
  constructor(file, line, column, reason) {
    super(`${path.relative(process.cwd(), file) || file}:${line}:${column}: ${reason}`);
    this.name = 'MarkdownError';
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of a Markdown file; a file that is not UTF-8 (saved as Latin-1 or
 * Windows-1252, say) throws, where reading it as UTF-8 would turn each such
 * character into U+FFFD on the page.
 * @param {string} file
 */
export function readMarkdown(file) {
  const bytes = fs.readFileSync(file);
  try {
    return utf8.decode(bytes);
  } catch {
    // The first line that does not decode, and the column of its first bad byte.
    let start = 0;
    for (let line = 1; ; line += 1) {
      const end = bytes.indexOf(0x0a, start);
      const lineBytes = bytes.subarray(start, end === -1 ? bytes.length : end);
      try {
        utf8.decode(lineBytes);
      } catch {
        const text = new TextDecoder('utf-8').decode(lineBytes);
        const column = text.indexOf('\uFFFD') + 1;
        const bad = lineBytes[Buffer.from(text.slice(0, column - 1)).length];
        throw new MarkdownError(
          file,
          line,
          column,
          `the file is not UTF-8 text (byte 0x${bad.toString(16).toUpperCase().padStart(2, '0')} here): save it as UTF-8, or the page shows the replacement character U+FFFD for each such character`,
        );
      }
      if (end === -1) throw new MarkdownError(file, 1, 1, 'the file is not UTF-8 text; save it as UTF-8');
      start = end + 1;
    }
  }
}

/** The last parse of each file: the sample tests and the build read a page several times. */
const parsed = new Map();

/** What usually causes an MDX syntax error of prose, as a hint after the parser's reason. */
function syntaxHint(reason) {
  if (/expression|brace/.test(reason)) return ' (in MDX a `{` starts a JavaScript expression: write `\\{` or put it in backticks)';
  if (/(before|in|after) name/.test(reason)) return ' (in MDX a `<` starts a JSX tag: write `&lt;` or put it in backticks)';
  return '';
}

/**
 * The syntax tree of one Markdown file, as Docusaurus parses it; a syntax
 * error throws a MarkdownError at its line and column.
 * @param {string} file
 * @param {string} [source] the file's text, when already read
 * @returns {any} the mdast root
 */
export function parseMarkdown(file, source = readMarkdown(file)) {
  const last = parsed.get(file);
  if (last?.source === source) return last.tree;
  let tree;
  try {
    tree = mdxProcessor().parse({ value: source, path: file });
  } catch (error) {
    const { line, column, reason } = /** @type {{ line?: number, column?: number, reason?: string }} */ (error);
    if (typeof reason !== 'string') throw error;
    // Some messages (a JSX tag left open) carry their place only in the reason: `(8:3-8:24)`.
    const place = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    throw new MarkdownError(file, line ?? Number(place?.[1] ?? 1), column ?? Number(place?.[2] ?? 1), `the MDX does not parse: ${reason}${syntaxHint(reason)}`);
  }
  parsed.set(file, { source, tree, blocks: undefined });
  return tree;
}

/**
 * Every fenced code block of one Markdown file, in document order.
 * @param {string} file
 * @param {string} [source] the file's text, when already read
 * @returns {CodeBlock[]}
 */
export function codeBlocks(file, source = readMarkdown(file)) {
  const tree = parseMarkdown(file, source);
  const last = parsed.get(file);
  if (last.blocks) return last.blocks;
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
  last.blocks = blocks;
  return blocks;
}
