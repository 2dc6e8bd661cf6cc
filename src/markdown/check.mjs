/**
 * The check of every Markdown source the site builds, run by the build
 * before anything is bundled (src/plugins/markdown-check) and by
 * tests/unit/markdown-check.test.mjs on its fixtures. A page must:
 *
 * - be UTF-8 text and parse as MDX (./parse.mjs reads and parses it);
 * - close every code fence it opens (an unclosed fence makes the rest of
 *   the page its code, and the Markdown twin gains a closing fence);
 * - use only the fence words ./fence.mjs reads (a misspelt `previw` would
 *   be shown to readers and obeyed by nothing);
 * - link only to pages of the site and to headings or ids they have.
 *
 * Each problem names the file, the line and what is wrong in a sentence.
 * Links are checked here, where their file and line are known; Docusaurus'
 * own check (`onBrokenLinks`, `onBrokenAnchors`) still covers the links the
 * theme and React pages render, after the post-build steps.
 */
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { toString } from 'mdast-util-to-string';
import { createSlugger } from '@docusaurus/utils';
import { FENCE_WORDS, parseFence } from './fence.mjs';
import { MarkdownError, parseMarkdown, readMarkdown } from './parse.mjs';

/**
 * @typedef {{ file: string, line: number, column: number, message: string }} Problem
 * @typedef {{ file: string, route: string }} Page a Markdown page and its route (without the base URL)
 * @typedef {{ folder: string, except?: string[] }} Complete a folder of routes (`/docs/`) whose pages
 *   and routes are all known, but for its subfolders named in `except`
 * @typedef {{ url: string, line: number, column: number }} Link
 */

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/**
 * Code fences opened and never closed: a `code` node whose last line is not
 * a closing fence of its opening's character and at least its length.
 * @param {any} tree @param {string} source @param {string} file @returns {Problem[]}
 */
function unclosedFences(tree, source, file) {
  /** @type {Problem[]} */
  const problems = [];
  const visit = (/** @type {any} */ node) => {
    if (node.type === 'code' && node.position) {
      const lines = source.slice(node.position.start.offset, node.position.end.offset).split('\n');
      const opening = FENCE_OPEN.exec(lines[0]);
      if (opening) {
        const last = lines.length > 1 ? lines[lines.length - 1].replace(/^[\s>]*/, '').trimEnd() : '';
        const closes = last.length >= opening[1].length && new RegExp(`^\\${opening[1][0]}+$`).test(last);
        if (!closes) {
          problems.push({
            file,
            line: node.position.start.line,
            column: node.position.start.column,
            message: `this code fence (${opening[1]}) is never closed, so the rest of the page would become its code: add a closing ${opening[1]} line after the code`,
          });
        }
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return problems;
}

/** Levenshtein distance, for "did you mean". @param {string} a @param {string} b */
function distance(a, b) {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** @param {string} word */
function unknownWordMessage(word) {
  const key = word.split('=')[0];
  const near = FENCE_WORDS.map((known) => known.split('=')[0]).filter((known) => /^[\w-]+$/.test(known) && distance(key, known) <= 2).sort((a, b) => distance(key, a) - distance(key, b))[0];
  return (
    `"${word}" is not a word a code fence may hold${near ? ` (did you mean "${near}"?)` : ''}; ` +
    `the words are ${FENCE_WORDS.join(', ')} (README, "Code samples are compiled")`
  );
}

/**
 * The ids a page's headings get, as Docusaurus gives them
 * (@docusaurus/mdx-loader's headings step): an explicit `{/* #id *\/}` at
 * the end of the heading, or the slug of its text; plus every literal `id`
 * and `<a name>` of its JSX.
 * @param {any} tree @returns {Set<string>}
 */
function anchorsOf(tree) {
  const anchors = new Set();
  const slugger = createSlugger();
  const visit = (/** @type {any} */ node) => {
    if (node.type === 'heading') {
      const last = node.children.at(-1);
      const comment = last?.type === 'mdxTextExpression' ? /^\s*\/\*\s*#(\S+?)\s*\*\/\s*$/.exec(last.value)?.[1] : undefined;
      if (comment) anchors.add(comment);
      else anchors.add(slugger.slug(toString(node.children.filter((/** @type {any} */ child) => !['html', 'jsx'].includes(child.type)))));
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes ?? []) {
        if (typeof attribute.value !== 'string') continue;
        if (attribute.name === 'id' || (node.name === 'a' && attribute.name === 'name')) anchors.add(attribute.value);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return anchors;
}

/** Every link of a page: Markdown links and definitions, and the literal `href`/`to` of its JSX. @param {any} tree @returns {Link[]} */
function linksOf(tree) {
  /** @type {Link[]} */
  const links = [];
  const add = (/** @type {string} */ url, /** @type {any} */ node) => links.push({ url, line: node.position.start.line, column: node.position.start.column });
  const visit = (/** @type {any} */ node) => {
    if ((node.type === 'link' || node.type === 'definition') && node.position) add(node.url, node);
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.position) {
      for (const attribute of node.attributes ?? []) {
        if (['href', 'to'].includes(attribute.name) && typeof attribute.value === 'string') add(attribute.value, node);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return links;
}

/** `/a/b` and `/a/b/` name the same page (Docusaurus matches either). @param {string} route */
const routeKey = (route) => route.replace(/\/+$/, '') || '/';

/**
 * The problems of one file on its own: encoding, syntax, fences. Returns the
 * tree when it parses, for the link check.
 * @param {string} file
 * @returns {{ problems: Problem[], tree?: any }}
 */
export function checkFile(file) {
  let source;
  try {
    source = readMarkdown(file);
    const tree = parseMarkdown(file, source);
    /** @type {Problem[]} */
    const problems = unclosedFences(tree, source, file);
    const visit = (/** @type {any} */ node) => {
      if (node.type === 'code' && node.position) {
        for (const word of parseFence(node.lang, node.meta).unknown) {
          problems.push({ file, line: node.position.start.line, column: node.position.start.column, message: unknownWordMessage(word) });
        }
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    return { problems, tree };
  } catch (error) {
    if (!(error instanceof MarkdownError)) throw error;
    /** @type {Problem[]} */
    const problems = [{ file, line: error.line, column: error.column, message: error.reason }];
    // An unclosed fence is the usual cause of a JSX tag left open: name it too.
    if (source !== undefined) problems.unshift(...unclosedFences(unified().use(remarkParse).parse(source), source, file));
    return { problems };
  }
}

/**
 * Checks every Markdown page of the site, and each of its links against the
 * pages and routes given. A link to a route that is neither, in a folder
 * whose routes are all known (`complete`), is broken; one elsewhere (a
 * route of another plugin, such as /search/) is left to Docusaurus' check,
 * which knows every route.
 * @param {{ pages: Page[], routes?: string[], complete?: Complete[] }} site
 *   `routes`: the other routes of the content plugins (React pages, tags),
 *   which have no headings to check
 * @returns {Problem[]}
 */
export function checkMarkdown({ pages, routes = [], complete = [] }) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, { page: Page, tree: any, anchors?: Set<string> }>} */
  const byRoute = new Map();
  const byFile = new Map();
  const parsed = [];
  for (const page of pages) {
    const result = checkFile(page.file);
    problems.push(...result.problems);
    if (!result.tree) continue;
    const entry = { page, tree: result.tree };
    byRoute.set(routeKey(page.route), entry);
    byFile.set(path.resolve(page.file), entry);
    parsed.push(entry);
  }
  const otherRoutes = new Set(routes.map(routeKey));
  const anchors = (/** @type {{ tree: any, anchors?: Set<string> }} */ entry) => (entry.anchors ??= anchorsOf(entry.tree));

  for (const entry of parsed) {
    const { file, route } = entry.page;
    for (const { url, line, column } of linksOf(entry.tree)) {
      const at = (/** @type {string} */ message) => problems.push({ file, line, column, message });
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) continue;
      const [withoutHash, hash] = url.split('#');
      const pathname = withoutHash.split('?')[0];
      let targetRoute;
      let target;
      if (pathname === '') {
        target = entry;
        targetRoute = route;
      } else if (/\.mdx?$/.test(pathname) && !pathname.startsWith('/')) {
        // A link to another Markdown file, which Docusaurus turns into its route.
        target = byFile.get(path.resolve(path.dirname(file), decodeURI(pathname)));
        if (!target) {
          at(`links to the file ${pathname}, which is not a page of the site`);
          continue;
        }
        targetRoute = target.page.route;
      } else {
        const resolved = decodeURI(new URL(pathname, `https://site${route.endsWith('/') ? route : `${route}/`}`).pathname);
        // Files (images, the Markdown twins, llms.txt) are the bundler's and the built-site tests' to check.
        if (/\.[a-z\d]+$/i.test(resolved)) continue;
        target = byRoute.get(routeKey(resolved));
        targetRoute = resolved;
        if (!target && !otherRoutes.has(routeKey(resolved))) {
          const known = complete.some(({ folder, except = [] }) => {
            // The folder's own route (a list page) and its `except` subfolders are other routes.
            const first = `${resolved}/`.startsWith(folder) ? resolved.slice(folder.length).split('/')[0] : '';
            return first !== '' && !except.includes(first);
          });
          if (known) at(`links to ${resolved}, which is not a page of the site`);
          continue;
        }
      }
      if (hash && target && !anchors(target).has(decodeURIComponent(hash))) {
        at(`links to #${hash} on ${target === entry ? 'this page' : targetRoute}, which has no heading or element with that id`);
      }
    }
  }
  return problems;
}

/**
 * The problems as one message, a line each (`file:line:column: sentence`),
 * in file and line order.
 * @param {Problem[]} problems
 * @param {string} [from] folder the file names are relative to
 */
export function formatProblems(problems, from = process.cwd()) {
  const lines = [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
    .map((p) => `${path.relative(from, p.file) || p.file}:${p.line}:${p.column}: ${p.message}`);
  return `${problems.length} problem${problems.length === 1 ? '' : 's'} in the Markdown sources:\n${lines.join('\n')}`;
}
