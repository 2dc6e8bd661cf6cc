/**
 * The relevance benchmark of the docs search (tests/search/queries.json), run
 * in Node against a built site's index with the very client the modal and the
 * /search/ page use (src/search/pagefindClient.ts, Pagefind's own runtime and
 * WASM from build/pagefind/). Results are ranked pages, as the /search/ page
 * lists them; the modal shows the same pages grouped by category.
 *
 * Used by tests/build/search-relevance.test.mjs (thresholds) and
 * scripts/bench-search.mjs (the table).
 */
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadTs } from './load-ts.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const QUERIES = JSON.parse(fs.readFileSync(path.join(siteDir, 'tests/search/queries.json'), 'utf8'));

/** What the modal sends on a docs page (contextual search). */
export const FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

/** How many ranked pages a query is judged on. */
const DEPTH = 10;
const ORIGIN = 'http://local';

/**
 * Serves `buildDir` to `fetch` (Pagefind's runtime fetches its index) and
 * counts the bytes read, as a cold browser would download them from
 * scripts/serve.mjs (JavaScript, JSON and WebAssembly gzipped; Pagefind's
 * index files are gzip already).
 */
function localFetch(buildDir) {
  const counter = { bytes: 0, files: new Set() };
  const fetchFile = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input.url, `${ORIGIN}/`);
    if (url.origin !== ORIGIN) throw new TypeError(`offline: ${url.href}`);
    const file = path.join(buildDir, decodeURIComponent(url.pathname));
    try {
      const body = fs.readFileSync(file);
      if (!counter.files.has(file)) {
        counter.files.add(file);
        counter.bytes += /\.(js|json|pagefind)$/.test(file) ? zlib.gzipSync(body).length : body.length;
      }
      return new Response(body, { status: 200 });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
  return { fetchFile, counter };
}

/**
 * A search function over the built site: `search(query)` answers with the
 * ranked page paths and what the client says about the query (corrections,
 * words left out).
 */
export async function pagefindEngine(buildDir = path.join(siteDir, 'build')) {
  const { fetchFile, counter } = localFetch(buildDir);
  const previousFetch = globalThis.fetch;
  globalThis.fetch = fetchFile;
  // pagefind.js is an ES module without a package.json saying so: load a copy named .mjs.
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-')), 'pagefind.mjs');
  fs.copyFileSync(path.join(buildDir, 'pagefind', 'pagefind.js'), copy);
  const { createLocalSearchClient } = loadTs(path.join(siteDir, 'src/search/pagefindClient.ts'));
  const client = createLocalSearchClient({
    baseUrl: `${ORIGIN}/`,
    mode: 'page',
    loadModule: () => import(pathToFileURL(copy).href),
  });
  return {
    name: 'Pagefind',
    counter,
    async search(query) {
      const { results } = await client.search([
        { indexName: 'local', query, hitsPerPage: DEPTH, facetFilters: FACET_FILTERS },
      ]);
      const [result] = results;
      return {
        urls: result.hits.map((hit) => new URL(hit.url_without_anchor).pathname),
        nbHits: result.nbHits,
        notice: result.notice,
      };
    },
    close() {
      globalThis.fetch = previousFetch;
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length ? (sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2) : 0;
};

/**
 * Runs every query of the benchmark through `engine.search` and scores it:
 * the rank of the first expected page (0 = not in the top DEPTH).
 */
export async function runBenchmark(engine, queries = QUERIES) {
  const cases = [];
  let firstQueryBytes = null;
  for (const { category, query, expect } of queries.queries) {
    const started = performance.now();
    const answer = await engine.search(query);
    const ms = performance.now() - started;
    firstQueryBytes ??= engine.counter?.bytes ?? null;
    const ranks = expect.map((url) => answer.urls.indexOf(url) + 1).filter((rank) => rank > 0);
    const rank = ranks.length ? Math.min(...ranks) : 0;
    cases.push({ category, query, expect, rank, empty: answer.urls.length === 0, top: answer.urls.slice(0, 3), urls: answer.urls, ms, notice: answer.notice });
  }
  const outOfDomain = [];
  for (const query of queries.outOfDomain) {
    const answer = await engine.search(query);
    outOfDomain.push({ query, found: answer.urls.length, top: answer.urls.slice(0, 3) });
  }
  return { cases, outOfDomain, summary: summarize(cases), firstQueryBytes };
}

function score(cases) {
  const n = cases.length;
  return {
    queries: n,
    hitsAt1: cases.filter((c) => c.rank === 1).length / n,
    hitsAt3: cases.filter((c) => c.rank >= 1 && c.rank <= 3).length / n,
    mrr: cases.reduce((sum, c) => sum + (c.rank ? 1 / c.rank : 0), 0) / n,
    noResults: cases.filter((c) => c.empty).length / n,
    medianMs: median(cases.map((c) => c.ms)),
  };
}

export function summarize(cases) {
  const categories = [...new Set(cases.map((c) => c.category))];
  return {
    categories: Object.fromEntries(categories.map((name) => [name, score(cases.filter((c) => c.category === name))])),
    all: score(cases),
  };
}

const pct = (value) => `${(value * 100).toFixed(1)}%`;

/** The per-category table, in Markdown. */
export function formatTable(summary, title = '') {
  const rows = [...Object.entries(summary.categories), ['**all**', summary.all]];
  return [
    ...(title ? [title, ''] : []),
    '| Category | Queries | hits@1 | hits@3 | MRR | "No results" |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      ([name, s]) =>
        `| ${name} | ${s.queries} | ${pct(s.hitsAt1)} | ${pct(s.hitsAt3)} | ${s.mrr.toFixed(3)} | ${pct(s.noResults)} |`,
    ),
  ].join('\n');
}

/** The engines side by side, in Markdown. */
export function formatComparison(reports) {
  return [
    '| Engine | hits@1 | hits@3 | MRR | "No results" in domain | Out-of-domain with results | Median query, Node (ms) | Index bytes before first result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...reports.map(({ name, report, bytes }) => {
      const s = report.summary.all;
      const stray = report.outOfDomain.filter((o) => o.found).length;
      return `| ${name} | ${pct(s.hitsAt1)} | ${pct(s.hitsAt3)} | ${s.mrr.toFixed(3)} | ${pct(s.noResults)} | ${stray} of ${report.outOfDomain.length} | ${s.medianMs.toFixed(1)} | ${(bytes / 1024).toFixed(1)} KB |`;
    }),
  ].join('\n');
}

const isPost = (url) => url.startsWith('/blog/');

/**
 * A question about how StyleX works is answered by the docs: for a query
 * that names no version or release (`namesRelease`, src/search/query.ts) and
 * expects a docs page, the release posts ranked above that page (all those
 * listed when it is not found).
 */
export function postsAboveDocs(cases, namesRelease) {
  return cases
    .filter((c) => !c.expect.some(isPost) && !namesRelease(c.query))
    .map((c) => ({ ...c, posts: (c.rank ? c.urls.slice(0, c.rank - 1) : c.urls).filter(isPost) }))
    .filter((c) => c.posts.length)
    .map((c) => `  [${c.category}] "${c.query}": ${c.posts.join(', ')} above ${c.rank ? `rank ${c.rank}` : 'the expected page (not found)'}`);
}

/** The queries whose expected page is not in the top 3, for the log. */
export function misses(cases) {
  return cases
    .filter((c) => c.rank === 0 || c.rank > 3)
    .map((c) => `  [${c.category}] "${c.query}": rank ${c.rank || '-'}; top: ${c.top.join(', ') || '(no results)'}`);
}

/**
 * The same benchmark on MiniSearch (the in-browser engine with typo
 * tolerance built in), for the engine comparison of `npm run bench:search
 * -- --engines`: one document per indexed page (title, `stylex.name` alias,
 * h2/h3 headings and text, read from the Pagefind fragments, so both engines
 * see the same pages), fuzzy matching within Algolia's typo budget, prefix
 * search on the word being typed, field boosts, words joined with OR (BM25
 * ranks the pages holding more of them first), and the same query plan's
 * question words and synonyms. `bytes` is what a browser would download
 * before its first result: the library and the serialized index, gzipped.
 */
export async function miniSearchEngine(buildDir = path.join(siteDir, 'build')) {
  const { default: MiniSearch } = await import('minisearch');
  const { wordForms, queryTerms } = loadTs(path.join(siteDir, 'src/search/text.ts'));
  const { planQuery, parseVocabulary, QUESTION_WORDS } = loadTs(path.join(siteDir, 'src/search/query.ts'));
  const fragmentDir = path.join(buildDir, 'pagefind', 'fragment');
  const documents = fs.readdirSync(fragmentDir).map((name, id) => {
    const data = zlib.gunzipSync(fs.readFileSync(path.join(fragmentDir, name)));
    const fragment = JSON.parse(data.subarray(data.indexOf('{')).toString());
    return {
      id,
      url: fragment.url,
      title: fragment.meta.title ?? '',
      alias: fragment.meta.alias ?? '',
      headings: fragment.meta.headings ?? '',
      text: fragment.content,
      language: fragment.filters.language?.[0],
    };
  });
  const options = {
    fields: ['title', 'alias', 'headings', 'text'],
    storeFields: ['url', 'title'],
    tokenize: (text) => text.split(/\s+/),
    processTerm: (term) => {
      const forms = wordForms(term);
      return forms.length ? forms : null;
    },
  };
  const started = performance.now();
  const index = new MiniSearch(options);
  index.addAll(documents.filter((doc) => doc.language === 'en'));
  const buildMs = performance.now() - started;
  const serialized = JSON.stringify(index);
  const library = fs.readFileSync(path.join(siteDir, 'node_modules/minisearch/dist/es/index.js'));
  const bytes = zlib.gzipSync(serialized).length + zlib.gzipSync(library).length;
  const vocabulary = parseVocabulary(JSON.parse(fs.readFileSync(path.join(buildDir, 'pagefind', 'vocabulary.json'), 'utf8')));
  const searchOptions = {
    boost: { title: 6, alias: 6, headings: 3, text: 1 },
    combineWith: 'OR',
    prefix: (term, i, terms) => i === terms.length - 1,
    fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  };
  return {
    name: 'MiniSearch',
    counter: { bytes },
    buildMs,
    async search(query) {
      // The engine's own typo tolerance on the words as typed (question
      // words out), and the synonyms' alternatives OR-ed in.
      const plan = planQuery(query, vocabulary);
      const typed = queryTerms(query);
      const meaningful = typed.filter((word) => !QUESTION_WORDS.has(word));
      const words = meaningful.length ? meaningful : typed;
      if (!words.length) return { urls: [] };
      const tree = { combineWith: 'OR', queries: [words.join(' '), ...plan.alternatives.map((list) => list.join(' '))] };
      const results = index.search(tree, searchOptions);
      return { urls: results.map((result) => result.url) };
    },
    close() {},
  };
}
