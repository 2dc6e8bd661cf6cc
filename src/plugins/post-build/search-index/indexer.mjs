/**
 * Builds the local search index of a built site with Pagefind's Node API.
 *
 *   node src/plugins/post-build/search-index/indexer.mjs [outDir] [baseUrl]
 *
 * The Docusaurus plugin (./index.ts) runs it after every `docusaurus build`,
 * passing the route paths on stdin; run by hand, it indexes every
 * `index.html` under outDir. Pagefind's API is ESM-only, which is why this is a
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

export const PAGEFIND_DIR = 'pagefind';
/** The words of the index, for the client's typo correction (src/search/query.ts). */
export const VOCABULARY_FILE = 'vocabulary.json';

/** Chrome inside `<main>` that is not content. */
export const EXCLUDE_SELECTORS = [
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

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = hex ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

export function escapeAttribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function stripTags(html) {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/[\s\u200b]+/g, ' ')
    .trim();
}

/** An attribute of an opening tag, quoted or not (the HTML is minified). */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

function metaContent(html, name) {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, 'name') === name) return attribute(tag, 'content');
  }
  return undefined;
}

function htmlClasses(html) {
  const tag = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  return (attribute(tag, 'class') ?? '').split(/\s+/).filter(Boolean);
}

/** The sidebar category of a doc: the breadcrumb just before the page itself. */
function docCategory(html) {
  const nav = /<nav\b[^>]*theme-doc-breadcrumbs[^>]*>([\s\S]*?)<\/nav>/i.exec(html)?.[1];
  if (!nav) return undefined;
  const items = nav
    .split(/<li\b/i)
    .slice(1)
    .map((item) => stripTags(item.replace(/^[^>]*>/, '')))
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
 * @returns {{kind: 'doc'|'blog-post'|'page', language: string, tag: string, category: string, alias?: string} | null}
 */
export function readPageFacts(html, routePath) {
  if (!/<main\b/i.test(html)) return null;
  const classes = htmlClasses(html);
  let kind;
  if (classes.includes('docs-doc-page')) kind = 'doc';
  else if (classes.includes('blog-post-page')) kind = 'blog-post';
  else if (classes.includes('plugin-pages')) kind = 'page';
  else return null;
  const language = metaContent(html, 'docsearch:language') ?? 'en';
  const tag = metaContent(html, 'docsearch:docusaurus_tag') ?? 'default';
  let category = 'StyleX';
  if (kind === 'doc') category = docCategory(html) ?? docSection(routePath);
  else if (kind === 'blog-post') category = 'Blog';
  return { kind, language, tag, category, alias: apiAlias(html, routePath) };
}

/**
 * Readers search for API functions both ways code spells them: `stylex.props`
 * (the page's title) and `props` (a named import, a property in a tooltip).
 * JavaScript API pages get the short spelling as extra metadata, which
 * Pagefind matches and ranks like the title.
 */
function apiAlias(html, routePath) {
  if (!routePath.includes('/docs/api/javascript/')) return undefined;
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html.slice(html.search(/<main\b/i)))?.[1];
  const name = h1 ? stripTags(h1) : '';
  const short = name.replace(/(?:stylex\.|@stylexjs\/)([\w$]+)(?:\.\*)?/g, '$1');
  return short !== name ? short : undefined;
}

const BLOCK_TAGS =
  /<(?=(?:address|article|aside|blockquote|br|dd|details|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)[\s>/])/gi;

/**
 * Minified HTML has no whitespace between elements (and drops optional end
 * tags such as `</td>`), so Pagefind would read two table cells or list items
 * as one word: `defineVars()` + `A derived…` → `defineVars().A`. A space
 * before each block-level tag keeps words apart. Inline tags (code tokens,
 * links) are left alone so `stylex.props` stays one word.
 */
export function separateBlocks(html) {
  return html.replace(BLOCK_TAGS, ' <');
}

/**
 * The page's filters, as empty elements right inside `<main>` (the index
 * root). The category is a filter rather than metadata on purpose: Pagefind
 * matches query words against metadata values, never against filters.
 */
export function withSearchFilters(html, facts) {
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
  return html.replace(/<main\b[^>]*>/i, (open) => open + spans + meta);
}

/**
 * The h2 and h3 headings of a page, as one metadata value: Pagefind ranks a
 * match there like a title match (by its weight in PAGEFIND_OPTIONS), so the
 * page with a "Dynamic styles" section ranks above pages that mention them.
 */
export function pageHeadings(html) {
  const start = Math.max(0, html.search(/<main\b/i));
  const end = html.search(/<\/main>/i);
  const main = html.slice(start, end > start ? end : undefined);
  return [...main.matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/gi)]
    .map((match) => stripTags(match[1].replace(/<a\b[^>]*class="?hash-link[\s\S]*?<\/a>/gi, '')))
    .filter(Boolean)
    .join(' · ');
}

/**
 * The messages of a page's compile-error samples. Readers paste them into
 * search, but the page shows them only in the sample's "Compiler error" tab,
 * which loads on demand (src/plugins/sample-output writes them to
 * /assets/samples/<source-slug>.<hash>.json): the index gets their text.
 */
export async function sampleErrorMessages(outDir, routePath) {
  const dir = path.join(outDir, 'assets', 'samples');
  const slug = routePath.replace(/^\/|\/$/g, '').replace(/[^a-zA-Z0-9]+/g, '-');
  let names;
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const file = names.find((name) => name.startsWith(`${slug}.`) || name.startsWith(`${slug}-index.`));
  if (!file) return [];
  const { outputs } = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8'));
  // The page's sample views, by code key (src/plugins/sample-output).
  return Object.values(outputs)
    .filter((output) => output.kind === 'error')
    .map((output) => output.message.split('\n')[0].replace(/^[\w./-]+\.[jt]sx?: /, '').trim())
    .filter(Boolean);
}

/** The compile-error messages as text of the page's "Errors" section (or its end). */
export function withErrorMessages(html, messages) {
  if (!messages.length) return html;
  const text = `<p>${messages.map((message) => escapeAttribute(message)).join(' ')}</p>`;
  const errorsHeading = /<h2\b[^>]*\sid="?errors"?[\s>][\s\S]*?<\/h2>/i.exec(html);
  if (errorsHeading) {
    const end = errorsHeading.index + errorsHeading[0].length;
    return html.slice(0, end) + text + html.slice(end);
  }
  return html.replace(/<\/main>/i, `${text}</main>`);
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
export async function writeVocabulary(outputPath) {
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
 * @param {{outDir: string, baseUrl?: string, routesPaths?: string[]}} options
 * @returns {Promise<{pages: number, skipped: number}>}
 */
export async function buildSearchIndex({ outDir, baseUrl = '/', routesPaths }) {
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
      const facts = readPageFacts(html, routePath);
      if (!facts) {
        skipped += 1;
        continue;
      }
      const messages = await sampleErrorMessages(outDir, routePath);
      const content = withSearchFilters(separateBlocks(withErrorMessages(html, messages)), { ...facts, headings: pageHeadings(html) });
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
  const routesPaths = input.trim() ? JSON.parse(input).routesPaths : undefined;
  const started = Date.now();
  const { pages, skipped } = await buildSearchIndex({ outDir: path.resolve(outDir), baseUrl, routesPaths });
  console.log(
    `[pagefind-index] Indexed ${pages} pages with Pagefind (${skipped} skipped) in ${Date.now() - started} ms.`,
  );
}
