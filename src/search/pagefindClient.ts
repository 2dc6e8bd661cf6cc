/**
 * A search client with the interface of Algolia's `liteClient`, answered from
 * the local Pagefind index in build/pagefind/. DocSearch's modal and the
 * /search/ page (algoliasearch-helper) both talk to it as if it were Algolia:
 * requests come in Algolia's shape (query, facetFilters, page, hitsPerPage)
 * and results go back in the shape of DocSearch records (hierarchy lvl0-lvl6,
 * content, type, absolute url, _highlightResult, _snippetResult).
 *
 * One result = one page. `nbHits` counts the pages that match, which is also
 * what the /search/ page lists, so "See all N results" is exact. In the modal a
 * page also brings up to three of its sections (headings with anchors).
 *
 * The Pagefind runtime (/pagefind/pagefind.js and its WASM) is imported lazily
 * on first use, never in a route's initial JavaScript.
 */
import { loadOnce } from '../components/LazyContent/loadOnce';
import { SearchUnavailableError } from './errors';
import { MAX_QUERY_LENGTH, queryTerms } from './text';
import { parseVocabulary, planQuery, type Vocabulary } from './query';
import { rankPages, type RankedPages } from './ranking';
import {
  modalHits,
  pageHit,
  toPagefindFilter,
  type PagefindFilter,
  type PagefindResponse,
  type SearchHit,
  type SearchRequest,
  type SearchResult,
} from './records';

export { toPagefindFilter, type SearchHit, type SearchRequest, type SearchResult } from './records';

/* ------------------------------------------------------------------------ */
/* Pagefind runtime (the subset we use)                                      */

interface PagefindInstance {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (term: string, options?: { filters?: PagefindFilter }) => Promise<PagefindResponse>;
}
export interface PagefindModule {
  createInstance: (options: Record<string, unknown>) => PagefindInstance;
}

export interface LocalSearchClient {
  search: (
    requests: { requests: readonly SearchRequest[] } | readonly { indexName: string; params?: SearchRequest }[],
  ) => Promise<{ results: SearchResult[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
  /** Starts downloading the runtime, the index entry and the vocabulary without searching. */
  preload: () => void;
}


/* ------------------------------------------------------------------------ */
/* Runtime loading                                                           */

/**
 * Ranking, tuned on the site's queries (tests/e2e/search-relevance.spec.ts):
 * - matches in the title, or in the short-name alias (`props`) of JavaScript API
 *   pages, weigh much more than Pagefind's default (5);
 * - exact words beat longer words they are a prefix of (`termSimilarity`), so
 *   `create` prefers create over createTheme;
 * - a milder page-length penalty keeps long guides from burying short
 *   reference pages, and term saturation comes a little later.
 * On top of this, a page whose title is exactly the query goes first (see
 * promoteExactTitle).
 */
export const PAGEFIND_OPTIONS = {
  baseUrl: '/',
  excerptLength: 22,
  ranking: {
    metaWeights: { title: 12, alias: 12, headings: 5 },
    termSimilarity: 4,
    pageLength: 0.6,
    termSaturation: 1.4,
    termFrequency: 1.0,
  },
};

let attempts = 0;
let silencingRuntimeRejections = false;

/**
 * Pagefind starts loading its index in a constructor and leaves that promise
 * unhandled. When the index cannot be fetched, the same error also reaches
 * us through init() and search(), and the modal shows its error state; the
 * duplicate "uncaught (in promise)" coming from the runtime file is dropped.
 */
function silenceRuntimeRejections(bundleDir: string) {
  if (silencingRuntimeRejections || typeof window === 'undefined') return;
  silencingRuntimeRejections = true;
  const runtimeFile = new URL(`${bundleDir}pagefind.js`, window.location.href).href.replace(/\?.*$/, '');
  window.addEventListener('unhandledrejection', (event) => {
    const stack = event.reason instanceof Error ? (event.reason.stack ?? '') : '';
    if (stack.includes(runtimeFile)) event.preventDefault();
  });
}

/** The browser's way to load the runtime; Node (the relevance benchmark) passes its own. */
const importRuntime = (url: string) => import(/* webpackIgnore: true */ url) as Promise<PagefindModule>;

const loadRuntime = loadOnce(
  async (bundleDir: string, load: (url: string) => Promise<PagefindModule> = importRuntime): Promise<PagefindInstance> => {
    silenceRuntimeRejections(bundleDir);
    // A failed module import is cached by the browser: retry under a new URL.
    const url = `${bundleDir}pagefind.js${attempts > 0 ? `?attempt=${attempts}` : ''}`;
    attempts += 1;
    const module = await load(url);
    // Main thread: the index is small, and one worker script less to download.
    const instance = module.createInstance({ basePath: bundleDir, noWorker: true });
    await instance.options(PAGEFIND_OPTIONS);
    await instance.init();
    return instance;
  },
);

/** The index's words (written by src/plugins/post-build/search-index), for typo correction. */
const loadVocabulary = loadOnce(async (bundleDir: string): Promise<Vocabulary> => {
  const response = await fetch(`${bundleDir}vocabulary.json`);
  if (!response.ok) throw new Error(`vocabulary.json: HTTP ${response.status}`);
  return parseVocabulary((await response.json()) as { pages: number; words: string });
});

/** The promise kept under `key`, or a new one from `make`; the oldest go beyond `size`, failures at once. */
function remember<T>(cache: Map<string, Promise<T>>, size: number, key: string, make: () => Promise<T>): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = make();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
  }
  return pending;
}

/* ------------------------------------------------------------------------ */
/* Requests                                                                  */

function normalizeRequests(input: Parameters<LocalSearchClient['search']>[0]): SearchRequest[] {
  const list = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
  return list.map((request: SearchRequest & { params?: SearchRequest }) => ({
    ...request,
    ...(request.params ?? {}),
  }));
}

/* ------------------------------------------------------------------------ */
/* The client                                                                */

export interface LocalSearchClientOptions {
  /** Site base URL, e.g. `/`; the index lives in `${baseUrl}pagefind/`. */
  baseUrl: string;
  /** `modal`: pages and their sections; `page`: one record per page. */
  mode: 'modal' | 'page';
  /** Pages whose records the modal shows (each costs one small fragment file). */
  modalPages?: number;
  /** Sections shown under each page in the modal. */
  modalSections?: number;
  /** Loads `pagefind.js` from its URL (a dynamic import by default). */
  loadModule?: (url: string) => Promise<PagefindModule>;
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const bundleDir = `${options.baseUrl.replace(/\/?$/, '/')}pagefind/`;
  const modalPages = options.modalPages ?? 8;
  const modalSections = options.modalSections ?? 3;
  const cache = new Map<string, Promise<RankedPages>>();
  // Each word's own search, kept too: typing `dark m` after `dark` searches only `m`.
  const wordCache = new Map<string, Promise<PagefindResponse>>();

  async function matchingPages(query: string, filter: PagefindFilter) {
    const [pagefind, vocabulary] = await Promise.all([loadRuntime(bundleDir, options.loadModule), loadVocabulary(bundleDir)]);
    const search = (terms: string[]) =>
      remember(wordCache, 200, JSON.stringify([terms, filter]), () => pagefind.search(terms.join(' '), { filters: filter }));
    return remember(cache, 50, JSON.stringify([query, filter]), () => rankPages(planQuery(query, vocabulary), vocabulary, search));
  }

  async function answer(request: SearchRequest): Promise<SearchResult> {
    const started = Date.now();
    const rawQuery = typeof request.query === 'string' ? request.query : '';
    const query = rawQuery.slice(0, MAX_QUERY_LENGTH).trim();
    const hitsPerPage = Math.max(0, Math.min(request.hitsPerPage ?? 20, 100));
    const page = Math.max(0, request.page ?? 0);
    const terms = queryTerms(query);
    const base = {
      page,
      hitsPerPage,
      query: rawQuery,
      params: '',
      index: request.indexName ?? 'local',
      exhaustiveNbHits: true as const,
      exhaustive: { nbHits: true as const },
      exhaustiveFacetsCount: true as const,
    };
    if (terms.length === 0) {
      return { ...base, hits: [], nbHits: 0, nbPages: 0, facets: {}, processingTimeMS: 0 };
    }

    const { results, facets, terms: searched, notice } = await matchingPages(query, toPagefindFilter(request.facetFilters));
    const requestedFacets = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
    const facetCounts = Object.fromEntries(
      Object.entries(facets).filter(([name]) => requestedFacets.includes('*') || requestedFacets.includes(name)),
    );

    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const hitOptions = { origin, terms: searched };
    let hits: SearchHit[] = [];
    if (hitsPerPage > 0) {
      if (options.mode === 'modal') {
        const pages = await Promise.all(results.slice(0, modalPages).map((result) => result.data()));
        hits = modalHits(pages, hitOptions, modalSections, Math.max(hitsPerPage, pages.length));
      } else {
        const slice = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
        hits = (await Promise.all(slice.map((result) => result.data()))).map((data) => pageHit(data, hitOptions));
      }
    }
    return {
      ...base,
      hits,
      nbHits: results.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
      facets: facetCounts,
      processingTimeMS: Date.now() - started,
      ...(notice ? { notice } : {}),
    };
  }

  return {
    async search(input) {
      try {
        const requests = normalizeRequests(input);
        return { results: await Promise.all(requests.map(answer)) };
      } catch (error) {
        throw new SearchUnavailableError('The local search index could not be loaded.', { cause: error });
      }
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'local-pagefind', add: () => undefined } },
    preload() {
      loadRuntime(bundleDir, options.loadModule).catch(() => undefined);
      loadVocabulary(bundleDir).catch(() => undefined);
    },
  };
}
