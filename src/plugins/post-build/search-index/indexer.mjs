/**
 * Builds the local search index of a built site with Pagefind's Node API.
 *
 *   node src/plugins/post-build/search-index/indexer.mjs [outDir] [baseUrl]
 *
 * The Docusaurus plugin (./index.ts) runs it after every `docusaurus build`,
 * passing the route paths and each page's sample outputs file (by permalink)
 * on stdin; run by hand, it indexes every `index.html` under outDir. Pages
 * are read with htmlparser2, as documents, never with regular expressions. Pagefind's API is ESM-only, which is why this is a
 * separate ES module rather than part of the (CommonJS-loaded) plugin.
 *
 * What gets indexed: doc pages, blog posts and the site's own pages (home,
 * docs landing, playground), from their `<main>` element minus the chrome
 * inside it (breadcrumbs, tables of contents, prev/next links, footers).
 * Navbar, sidebar and footer are outside `<main>` and never indexed. Blog
 * lists, tag pages, the search page, redirects and 404 are skipped.
 *
 * Each page carries three Pagefind filters read from its HTML: `language` and
 * `docusaurus_tag` (the DocSearch contextual-search facets, from Docusaurus'
 * `docsearch:*` meta tags) and `category` (the modal's group title: the doc's
 * sidebar category, "Blog", or "StyleX" for other pages).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomUtils, parseDocument } from 'htmlparser2';

const PAGEFIND_DIR = 'pagefind';
/** The words of the index, for the client's typo correction (src/search/query.ts). */
const VOCABULARY_FILE = 'vocabulary.json';

/** Chrome inside `<main>` that is not content. */
const EXCLUDE_SELECTORS = [
  'nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-blog-footer-edit-meta-row',
  '.hash-link',
  'button',
  'svg',
];

/** Runtime files Pagefind writes that our search never loads. */
const UNUSED_RUNTIME_FILES = /^(pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)|pagefind-worker\.js|wasm\.unknown\.pagefind)$/;

function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A built page: its HTML and the DOM of it (htmlparser2), whose nodes know
 * where they start and end in the HTML, so that what the index needs added
 * goes in at the right places of the page as written.
 * @typedef {{html: string, document: import('domhandler').Document, main: import('domhandler').Element | null}} Page
 */

/** @param {string} html @returns {Page} */
function parsePage(html) {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  return { html, document, main: DomUtils.findOne((el) => el.name === 'main', document.children) };
}

/** @param {string | Page} page */
const pageOf = (page) => (typeof page === 'string' ? parsePage(page) : page);

const classesOf = (el) => (el?.attribs.class ?? '').split(/\s+/).filter(Boolean);
const findAll = (test, nodes) => DomUtils.findAll(test, Array.isArray(nodes) ? nodes : [nodes]);

/** What a reader reads of the nodes: their text, entities decoded, white space as single spaces. */
function textOf(nodes) {
  return DomUtils.textContent(nodes)
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

function metaContent(document, name) {
  return DomUtils.findOne((el) => el.name === 'meta' && el.attribs.name === name, document.children)?.attribs.content;
}

/** The sidebar category of a doc: the breadcrumb just before the page itself. */
function docCategory(document) {
  const nav = DomUtils.findOne((el) => el.name === 'nav' && classesOf(el).includes('theme-doc-breadcrumbs'), document.children);
  if (!nav) return undefined;
  const items = findAll((el) => el.name === 'li', nav.children)
    .map((item) => textOf(item))
    .filter(Boolean);
  return items.length >= 2 ? items[items.length - 2] : undefined;
}

function docSection(routePath) {
  if (routePath.includes('/docs/api/')) return 'API';
  if (routePath.includes('/docs/learn/')) return 'Learn';
  return 'Docs';
}

/**
 * What the index needs to know about a built page, or null when the page
 * stays out of the index.
 * @param {string | Page} page
 * @returns {{kind: 'doc'|'blog-post'|'page', language: string, tag: string, category: string, alias?: string} | null}
 */
export function readPageFacts(page, routePath) {
  const { document, main } = pageOf(page);
  if (!main) return null;
  const classes = classesOf(DomUtils.findOne((el) => el.name === 'html', document.children));
  let kind;
  if (classes.includes('docs-doc-page')) kind = 'doc';
  else if (classes.includes('blog-post-page')) kind = 'blog-post';
  else if (classes.includes('plugin-pages')) kind = 'page';
  else return null;
  const language = metaContent(document, 'docsearch:language') ?? 'en';
  const tag = metaContent(document, 'docsearch:docusaurus_tag') ?? 'default';
  let category = 'StyleX';
  if (kind === 'doc') category = docCategory(document) ?? docSection(routePath);
  else if (kind === 'blog-post') category = 'Blog';
  const h1 = DomUtils.findOne((el) => el.name === 'h1', main.children);
  return { kind, language, tag, category, alias: apiAlias(h1 ? textOf(h1) : '', routePath) };
}

/**
 * Readers search for API functions both ways code spells them: `stylex.props`
 * (the page's title) and `props` (a named import, a property in a tooltip).
 * JavaScript API pages get the short spelling as extra metadata, which
 * Pagefind matches and ranks like the title.
 * @param {string} name the text of the page's h1
 */
function apiAlias(name, routePath) {
  if (!routePath.includes('/docs/api/javascript/')) return undefined;
  const short = name.replace(/(?:stylex\.|@stylexjs\/)([\w$]+)(?:\.\*)?/g, '$1');
  return short !== name ? short : undefined;
}

const BLOCK_TAGS = new Set(
  'address article aside blockquote br dd details div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main ol p pre section summary table tbody td tfoot th thead tr ul'.split(' '),
);

/**
 * Minified HTML has no whitespace between elements (and drops optional end
 * tags such as `</td>`), so Pagefind would read two table cells or list items
 * as one word: `defineVars()` + `A derived…` → `defineVars().A`. A space
 * before each block-level element keeps words apart. Inline elements (code
 * tokens, links) are left alone so `stylex.props` stays one word.
 * @param {string | Page} page
 * @returns {[number, string][]} insertions: [index in the HTML, text]
 */
function blockSeparators(page) {
  return findAll((el) => BLOCK_TAGS.has(el.name), pageOf(page).document.children).map((el) => [el.startIndex, ' ']);
}

/** The HTML with each text inserted at its index (indices of the original HTML). */
function withInsertions(html, insertions) {
  let result = '';
  let from = 0;
  for (const [index, text] of [...insertions].sort(([a], [b]) => a - b)) {
    result += html.slice(from, index) + text;
    from = index;
  }
  return result + html.slice(from);
}

/** Where the content of an element with explicit tags starts and where its end tag starts. */
function contentRange(el, html) {
  const close = el.endIndex + 1 - `</${el.name}>`.length;
  const closed = html.slice(close, close + 2) === '</';
  return { start: el.children[0]?.startIndex ?? (closed ? close : el.endIndex + 1), end: closed ? close : el.endIndex + 1 };
}

/**
 * The page's filters, as empty elements right inside `<main>` (the index
 * root). The category is a filter rather than metadata on purpose: Pagefind
 * matches query words against metadata values, never against filters.
 */
function filterSpans(facts) {
  const spans = [
    ['language', facts.language],
    ['docusaurus_tag', facts.tag],
    ['category', facts.category],
  ]
    .map(
      ([name, value]) =>
        `<span hidden data-pagefind-filter="${name}[data-value]" data-value="${escapeAttribute(value)}"></span>`,
    )
    .join('');
  const meta = [
    ['alias', facts.alias],
    ['headings', facts.headings],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `<span hidden data-pagefind-meta="${name}[data-value]" data-value="${escapeAttribute(value)}"></span>`)
    .join('');
  return spans + meta;
}

/**
 * The h2 and h3 headings of a page, as one metadata value: Pagefind ranks a
 * match there like a title match (by its weight in PAGEFIND_OPTIONS), so the
 * page with a "Dynamic styles" section ranks above pages that mention them.
 * @param {string | Page} page
 */
export function pageHeadings(page) {
  const { main } = pageOf(page);
  if (!main) return '';
  const isHashLink = (node) => node.type === 'tag' && node.name === 'a' && classesOf(node).includes('hash-link');
  return findAll((el) => el.name === 'h2' || el.name === 'h3', main.children)
    .map((heading) => textOf(heading.children.filter((node) => !isHashLink(node))))
    .filter(Boolean)
    .join(' · ');
}

/**
 * The messages of a page's compile-error samples. Readers paste them into
 * search, but the page shows them only in the sample's "Compiler error" tab,
 * which loads on demand from the page's outputs file (src/plugins/sample-output
 * writes it to /assets/samples/; `sampleFile` is its name, which the build
 * knows by the page's permalink): the index gets their text.
 * @param {string} outDir
 * @param {string | undefined} sampleFile
 */
export async function sampleErrorMessages(outDir, sampleFile) {
  if (!sampleFile) return [];
  const { outputs } = JSON.parse(await fs.readFile(path.join(outDir, 'assets', 'samples', sampleFile), 'utf8'));
  // The page's sample views, by code key (src/plugins/sample-output).
  return Object.values(outputs)
    .filter((output) => output.kind === 'error')
    .map((output) => output.message.split('\n')[0].replace(/^[\w./-]+\.[jt]sx?: /, '').trim())
    .filter(Boolean);
}

/**
 * Where the compile-error messages go as text: after the page's "Errors"
 * heading, or at the end of `<main>`.
 */
function errorMessagesAt(page, messages) {
  const { html, document, main } = page;
  if (!messages.length || !main) return [];
  const text = ` <p>${messages.map((message) => escapeAttribute(message)).join(' ')}</p>`;
  const errorsHeading = DomUtils.findOne((el) => el.name === 'h2' && el.attribs.id === 'errors', document.children);
  return [[errorsHeading ? errorsHeading.endIndex + 1 : contentRange(main, html).end, text]];
}

/**
 * The HTML Pagefind indexes for a page: its blocks kept apart, the
 * compile-error messages in, and the filters and metadata inside `<main>`;
 * null when the page stays out of the index.
 * @param {string} html
 * @param {string} routePath
 * @param {string[]} [messages] the page's compile-error messages (sampleErrorMessages)
 */
export function indexedHtml(html, routePath, messages = []) {
  const page = parsePage(html);
  const { main } = page;
  const facts = readPageFacts(page, routePath);
  if (!facts || !main) return null;
  const filters = filterSpans({ ...facts, headings: pageHeadings(page) });
  // At the same index, in this order: filters, messages, a block's space.
  return withInsertions(html, [
    [contentRange(main, html).start, filters],
    ...errorMessagesAt(page, messages),
    ...blockSeparators(page),
  ]);
}

// As src/search/text.ts folds query words: lower case, no diacritics, no punctuation.
const PUNCTUATION = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;

/** The forms a word of the page is searchable under: whole, and each part between punctuation. */
export function wordForms(word) {
  const folded = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [folded.replace(PUNCTUATION, ''), ...folded.split(PUNCTUATION)].filter((form) => form.length >= 2 && form.length <= 40);
}

/**
 * Every word of the indexed pages with the number of pages that hold it,
 * read back from Pagefind's fragments: `{ pages, words: "word df\nword\n…" }`
 * (a count of 1 is left out), sorted.
 */
async function writeVocabulary(outputPath) {
  const { gunzipSync } = await import('node:zlib');
  const fragmentDir = path.join(outputPath, 'fragment');
  const df = new Map();
  const names = await fs.readdir(fragmentDir);
  for (const name of names) {
    const data = gunzipSync(await fs.readFile(path.join(fragmentDir, name)));
    const fragment = JSON.parse(data.subarray(data.indexOf('{')).toString());
    const words = new Set(`${fragment.meta?.title ?? ''} ${fragment.content}`.split(/\s+/).flatMap(wordForms));
    for (const word of words) df.set(word, (df.get(word) ?? 0) + 1);
  }
  const words = [...df]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([word, count]) => (count > 1 ? `${word} ${count}` : word))
    .join('\n');
  await fs.writeFile(path.join(outputPath, VOCABULARY_FILE), JSON.stringify({ pages: names.length, words }));
}

async function* htmlFiles(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== PAGEFIND_DIR && entry.name !== 'assets') yield* htmlFiles(file);
    } else if (entry.name === 'index.html') {
      yield file;
    }
  }
}

/**
 * Indexes the site in outDir into outDir/pagefind/.
 * `sampleFiles` names each page's sample outputs file under /assets/samples/
 * by the page's route (its permalink); without it, as when run by hand, the
 * compile-error messages stay out of the index.
 * @param {{outDir: string, baseUrl?: string, routesPaths?: string[], sampleFiles?: Record<string, string>}} options
 * @returns {Promise<{pages: number, skipped: number}>}
 */
export async function buildSearchIndex({ outDir, baseUrl = '/', routesPaths, sampleFiles = {} }) {
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({
    rootSelector: 'main',
    excludeSelectors: EXCLUDE_SELECTORS,
    forceLanguage: 'en',
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);

  const pages = [];
  if (routesPaths) {
    for (const routePath of new Set(routesPaths)) {
      if (routePath.startsWith(baseUrl) && routePath.endsWith('/')) {
        pages.push([routePath, path.join(outDir, routePath.slice(baseUrl.length), 'index.html')]);
      }
    }
  } else {
    for await (const file of htmlFiles(outDir)) {
      const relative = path.relative(outDir, path.dirname(file)).split(path.sep).join('/');
      pages.push([`${baseUrl}${relative ? `${relative}/` : ''}`, file]);
    }
  }

  let indexed = 0;
  let skipped = 0;
  try {
    for (const [routePath, file] of pages) {
      let html;
      try {
        html = await fs.readFile(file, 'utf8');
      } catch {
        skipped += 1;
        continue;
      }
      const content = indexedHtml(html, routePath, await sampleErrorMessages(outDir, sampleFiles[routePath]));
      if (!content) {
        skipped += 1;
        continue;
      }
      const added = await index.addHTMLFile({ url: routePath, content });
      if (added.errors.length) throw new Error(`Pagefind rejected ${routePath}: ${added.errors.join('; ')}`);
      indexed += 1;
    }
    const outputPath = path.join(outDir, PAGEFIND_DIR);
    await fs.rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    for (const name of await fs.readdir(outputPath)) {
      if (UNUSED_RUNTIME_FILES.test(name)) await fs.rm(path.join(outputPath, name));
    }
    await writeVocabulary(outputPath);
  } finally {
    await pagefind.close();
  }
  if (indexed === 0) throw new Error(`The search index is empty: no page under ${outDir} could be indexed.`);
  return { pages: indexed, skipped };
}

async function readStdin() {
  if (process.stdin.isTTY) return '';
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [outDir = 'build', baseUrl = '/'] = process.argv.slice(2);
  const input = await readStdin();
  const { routesPaths, sampleFiles } = input.trim() ? JSON.parse(input) : {};
  const started = Date.now();
  const { pages, skipped } = await buildSearchIndex({ outDir: path.resolve(outDir), baseUrl, routesPaths, sampleFiles });
  console.log(
    `[pagefind-index] Indexed ${pages} pages with Pagefind (${skipped} skipped) in ${Date.now() - started} ms.`,
  );
}
