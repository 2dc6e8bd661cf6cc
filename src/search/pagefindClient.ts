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
import { SearchUnavailableError } from './errors';
import { cleanText, escapeHtml, highlight, MAX_QUERY_LENGTH, queryTerms, safeExcerpt, wordMatchesTerm } from './text';

/* ------------------------------------------------------------------------ */
/* Pagefind runtime types (the subset we use)                                */

interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}
interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}
interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  weighted_locations: PagefindWeightedLocation[];
  locations: number[];
  excerpt: string;
}
interface PagefindData {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  anchors: PagefindAnchor[];
  locations: number[];
  sub_results: PagefindSubResult[];
}
interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
interface PagefindResponse {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
}
type PagefindFilter = Record<string, unknown>;
interface PagefindInstance {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  destroy: () => Promise<void>;
  search: (term: string, options?: { filters?: PagefindFilter }) => Promise<PagefindResponse>;
}
interface PagefindModule {
  createInstance: (options: Record<string, unknown>) => PagefindInstance;
}

/* ------------------------------------------------------------------------ */
/* Algolia shapes (the subset DocSearch and algoliasearch-helper read)       */

type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {
    hierarchy: Record<string, HighlightValue>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy: Record<string, HighlightValue>;
    content?: HighlightValue;
  };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  exhaustive: { nbHits: true };
  facets: Record<string, Record<string, number>>;
  exhaustiveFacetsCount: true;
}

export interface LocalSearchClient {
  search: (
    requests: { requests: readonly SearchRequest[] } | readonly { indexName: string; params?: SearchRequest }[],
  ) => Promise<{ results: SearchResult[] }>;
  addAlgoliaAgent: (segment: string, version?: string) => void;
  transporter: { algoliaAgent: { value: string; add: (options: { segment: string; version?: string }) => unknown } };
  /** Starts downloading the runtime and the index entry without searching. */
  preload: () => void;
}


/* ------------------------------------------------------------------------ */
/* Runtime loading                                                           */

/**
 * Ranking, tuned on the site's queries (tests/e2e/search-relevance.spec.ts):
 * - matches in the title, or in the `stylex.name` alias of JavaScript API
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
    metaWeights: { title: 12, alias: 12 },
    termSimilarity: 4,
    pageLength: 0.6,
    termSaturation: 1.4,
    termFrequency: 1.0,
  },
};

/** How many top pages are checked for an exact title match. */
const EXACT_TITLE_WINDOW = 8;

let runtime: Promise<PagefindInstance> | null = null;
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

function loadRuntime(bundleDir: string): Promise<PagefindInstance> {
  if (!runtime) {
    silenceRuntimeRejections(bundleDir);
    // A failed module import is cached by the browser: retry under a new URL.
    const url = `${bundleDir}pagefind.js${attempts > 0 ? `?attempt=${attempts}` : ''}`;
    attempts += 1;
    const loading = (async () => {
      const module = (await import(/* webpackIgnore: true */ url)) as PagefindModule;
      // Main thread: the index is small, and one worker script less to download.
      const instance = module.createInstance({ basePath: bundleDir, noWorker: true });
      await instance.options(PAGEFIND_OPTIONS);
      await instance.init();
      return instance;
    })();
    runtime = loading;
    loading.catch(() => {
      if (runtime === loading) runtime = null;
    });
  }
  return runtime;
}

/* ------------------------------------------------------------------------ */
/* Requests                                                                  */

/** `['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]` → Pagefind filter. */
export function toPagefindFilter(facetFilters: FacetFilters | undefined): PagefindFilter {
  if (!facetFilters) return {};
  const groups = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const clauses: PagefindFilter[] = [];
  for (const group of groups) {
    const alternatives = (typeof group === 'string' ? [group] : group)
      .map((filter) => {
        const colon = filter.indexOf(':');
        if (colon <= 0) return null;
        return { [filter.slice(0, colon)]: filter.slice(colon + 1) } as PagefindFilter;
      })
      .filter((clause): clause is PagefindFilter => clause !== null);
    if (alternatives.length === 1) clauses.push(alternatives[0]!);
    else if (alternatives.length > 1) clauses.push({ any: alternatives });
  }
  return clauses.length ? { all: clauses } : {};
}

function normalizeRequests(input: Parameters<LocalSearchClient['search']>[0]): SearchRequest[] {
  const list = Array.isArray(input) ? input : (input as { requests: readonly SearchRequest[] }).requests;
  return list.map((request: SearchRequest & { params?: SearchRequest }) => ({
    ...request,
    ...(request.params ?? {}),
  }));
}

/* ------------------------------------------------------------------------ */
/* Results                                                                   */

interface PageHitOptions {
  origin: string;
  terms: string[];
}

function hl(text: string, terms: string[]): HighlightValue {
  const { value, matched } = highlight(text, terms);
  const matchLevel = matched.length === 0 ? 'none' : matched.length === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: matched };
}

/**
 * The modal shows one line of excerpt: start it a few words before the first
 * match so the match is visible, not cut off at the end of the line.
 */
function focusOnFirstMatch(html: string, wordsBefore = 3): string {
  const first = html.indexOf('<mark>');
  if (first <= 0) return html;
  const before = html.slice(0, first).split(' ');
  if (before.length <= wordsBefore + 1) return html;
  return `… ${before.slice(-wordsBefore - 1).join(' ')}${html.slice(first)}`;
}

function snippet(excerpt: string, terms: string[], focus = false): { value: HighlightValue; text: string } {
  const safe = safeExcerpt(excerpt);
  const html = focus ? focusOnFirstMatch(safe.html) : safe.html;
  const text = safe.text;
  const marked = html.includes('<mark>');
  return {
    value: { value: html, matchLevel: marked ? 'full' : 'none', matchedWords: marked ? terms : [] },
    text,
  };
}

function sectionScore(section: PagefindSubResult): number {
  return section.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
}

/** Headings above a section, from h2 down to the section's own heading. */
function headingTrail(data: PagefindData, anchor: PagefindAnchor): string[] {
  const level = Number(anchor.element.slice(1));
  const trail: string[] = [];
  const headings = data.anchors
    .filter((a) => /^h[2-6]$/i.test(a.element) && a.location <= anchor.location && cleanText(a.text))
    .sort((a, b) => a.location - b.location);
  for (const heading of headings) {
    const depth = Number(heading.element.slice(1)) - 2;
    if (depth > level - 2) continue;
    trail.length = depth;
    trail[depth] = cleanText(heading.text);
  }
  trail.length = Math.max(0, level - 1);
  return trail.map((title) => title ?? '').filter(Boolean);
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function makeHit(
  data: PagefindData,
  section: PagefindSubResult | undefined,
  { origin, terms }: PageHitOptions,
  type: SearchHit['type'] | 'auto',
): SearchHit {
  const title = cleanText(data.meta.title) || data.url;
  const category = cleanText(data.filters.category?.[0]) || 'Docs';
  const trail = section?.anchor ? headingTrail(data, section.anchor) : [];
  const levels = [category, title, ...trail].slice(0, 7);
  const pageUrl = new URL(data.url, origin).href;
  const url = section ? new URL(section.url, origin).href : pageUrl;
  const excerpt = section ? snippet(section.excerpt, terms, true) : null;

  let hitType: SearchHit['type'];
  if (type !== 'auto') hitType = type;
  else {
    const heading = trail[trail.length - 1] ?? '';
    const headingMatches = queryTerms(heading).some((word) => terms.some((term) => wordMatchesTerm(word, term)));
    hitType = trail.length && headingMatches ? (`lvl${trail.length + 1}` as SearchHit['type']) : 'content';
  }

  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, levels[i] ? escapeHtml(levels[i]!) : null])) as SearchHit['hierarchy'];
  const highlighted = Object.fromEntries(levels.map((text, i) => [LEVELS[i], hl(text, terms)]));
  // The modal shows one "path" line under a section hit, read from the
  // snippet of lvl1: give it the whole trail (page › heading › subheading).
  const path = hitType === 'content' ? [title, ...trail] : [title, ...trail.slice(0, -1)];
  const snippetHierarchy: Record<string, HighlightValue> = {
    ...highlighted,
    lvl1: { ...hl(path.join(' › '), terms) },
  };

  const hash = url.includes('#') ? url.slice(url.indexOf('#') + 1) : null;
  return {
    objectID: hash ? `${data.url}#${hash}` : data.url,
    url,
    url_without_anchor: pageUrl,
    anchor: hash,
    type: hitType,
    content: excerpt ? escapeHtml(excerpt.text) : null,
    hierarchy,
    _highlightResult: {
      hierarchy: highlighted,
      ...(excerpt ? { content: excerpt.value } : {}),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(excerpt ? { content: excerpt.value } : {}),
    },
  };
}

/** The page record and its matching sections (best first) for the modal. */
function modalRecords(data: PagefindData, options: PageHitOptions, maxSections: number) {
  const intro = data.sub_results.find((s) => !s.anchor);
  const sections = data.sub_results
    .filter((s) => s.anchor && /^h[2-6]$/i.test(s.anchor.element) && s.excerpt.includes('<mark>'))
    .sort((a, b) => sectionScore(b) - sectionScore(a))
    .slice(0, maxSections)
    .map((section) => makeHit(data, section, options, 'auto'));
  const page = makeHit(data, undefined, options, 'lvl1');
  if (intro?.excerpt.includes('<mark>')) {
    const { value, text } = snippet(intro.excerpt, options.terms, true);
    page.content = escapeHtml(text);
    page._highlightResult.content = value;
    page._snippetResult.content = value;
  }
  return { page, sections };
}

/**
 * The modal's records: every page, each followed by its sections. When the
 * budget of records runs short, sections are handed out a round at a time
 * (every page's best section first), so no page is crowded out.
 */
function modalHits(pages: PagefindData[], options: PageHitOptions, maxSections: number, budget: number): SearchHit[] {
  const records = pages.map((data) => modalRecords(data, options, maxSections));
  const kept = records.map(() => 0);
  let left = budget - records.length;
  for (let round = 0; round < maxSections && left > 0; round += 1) {
    records.forEach((record, i) => {
      if (left > 0 && record.sections.length > round) {
        kept[i] = round + 1;
        left -= 1;
      }
    });
  }
  return records.flatMap((record, i) => [record.page, ...record.sections.slice(0, kept[i])]);
}

/** The /search/ page lists one record per page, linked to its best section. */
function pageHit(data: PagefindData, options: PageHitOptions): SearchHit {
  const best = [...data.sub_results].sort((a, b) => sectionScore(b) - sectionScore(a))[0];
  const hit = makeHit(data, undefined, options, 'lvl1');
  if (best) {
    const { value, text } = snippet(best.excerpt, options.terms);
    hit.url = new URL(best.url, options.origin).href;
    hit.anchor = best.anchor?.id ?? null;
    hit.content = escapeHtml(text);
    hit._highlightResult.content = value;
    hit._snippetResult.content = value;
  }
  return hit;
}

/**
 * Pagefind never answers "nothing": when no indexed word starts with a query
 * word, it searches for the longest prefix that exists ("banana" → "b").
 * Results are ANDed over the query words, so every result page shares the
 * same matched words: if the best page has no word that really matches each
 * query word, no page has, and the honest answer is no results.
 */
function matchesEveryTerm(data: PagefindData, terms: string[]): boolean {
  const words = data.content.split(/[^\S\uFEFF]+/);
  const matched = data.locations.map((location) => words[location] ?? '');
  matched.push(...(data.meta.title ?? '').split(/\s+/));
  return terms.every((term) => matched.some((word) => wordMatchesTerm(word, term)));
}

/**
 * A query that is exactly a page's title (or its `stylex.name` alias) names
 * that page: `StyleXStyles` must open StyleXStyles, even when the page about
 * StyleXStylesWithout mentions it more often.
 */
function promoteExactTitle(results: PagefindResult[], top: PagefindData[], terms: string[]): PagefindResult[] {
  const wanted = terms.join('');
  const index = top.findIndex((data) =>
    [data.meta.title, data.meta.alias].some((name) => name && queryTerms(cleanText(name)).join('') === wanted),
  );
  if (index <= 0) return results;
  return [results[index]!, ...results.filter((_, i) => i !== index)];
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
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const bundleDir = `${options.baseUrl.replace(/\/?$/, '/')}pagefind/`;
  const modalPages = options.modalPages ?? 8;
  const modalSections = options.modalSections ?? 3;
  const cache = new Map<string, Promise<{ results: PagefindResult[]; facets: Record<string, Record<string, number>> }>>();

  async function matchingPages(query: string, filter: PagefindFilter) {
    const key = JSON.stringify([query, filter]);
    let pending = cache.get(key);
    if (!pending) {
      pending = (async () => {
        const pagefind = await loadRuntime(bundleDir);
        const response = await pagefind.search(query, { filters: filter });
        const terms = queryTerms(query);
        let results = response.results;
        if (results.length > 0) {
          const top = await Promise.all(results.slice(0, EXACT_TITLE_WINDOW).map((result) => result.data()));
          results = matchesEveryTerm(top[0]!, terms) ? promoteExactTitle(results, top, terms) : [];
        }
        return { results, facets: results.length ? response.filters : {} };
      })();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
      if (cache.size > 50) cache.delete(cache.keys().next().value as string);
    }
    return pending;
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

    const { results, facets } = await matchingPages(query, toPagefindFilter(request.facetFilters));
    const requestedFacets = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
    const facetCounts = Object.fromEntries(
      Object.entries(facets).filter(([name]) => requestedFacets.includes('*') || requestedFacets.includes(name)),
    );

    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    const hitOptions = { origin, terms };
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
      loadRuntime(bundleDir).catch(() => undefined);
    },
  };
}
