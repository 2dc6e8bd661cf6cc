/**
 * Pagefind results turned into DocSearch records, as pure functions: the
 * facet filters of a request as a Pagefind filter, the records of a page
 * (hierarchy, highlights, snippets) for the modal and for the /search/ page.
 * The client (./pagefindClient.ts) loads the
 * runtime and calls these; tests/unit/search.test.mjs tests them in Node.
 */
import { cleanText, escapeHtml, highlight, queryTerms, safeExcerpt, wordMatchesTerm } from './text';

/* ------------------------------------------------------------------------ */
/* Pagefind runtime types (the subset we use)                                */

export interface PagefindAnchor {
  element: string;
  id: string;
  text: string;
  location: number;
}
export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}
export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  weighted_locations: PagefindWeightedLocation[];
  locations: number[];
  excerpt: string;
}
export interface PagefindData {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  anchors: PagefindAnchor[];
  locations: number[];
  sub_results: PagefindSubResult[];
}
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindData>;
}
export interface PagefindResponse {
  results: PagefindResult[];
  filters: Record<string, Record<string, number>>;
}
export type PagefindFilter = Record<string, unknown>;

/* ------------------------------------------------------------------------ */
/* Algolia shapes (the subset DocSearch and algoliasearch-helper read)       */

export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
}

export interface HighlightValue {
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

/** What the local index changed in the query, for the reader to see (Algolia has no such field). */
export interface SearchNotice {
  /** The query with misspelt words corrected. */
  corrected?: string;
  /** Words no result holds (or no page at all). */
  leftOut?: string[];
}

export interface SearchResult {
  notice?: SearchNotice;
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

/* ------------------------------------------------------------------------ */
/* Results                                                                   */

export interface PageHitOptions {
  origin: string;
  terms: string[];
}

export function hl(text: string, terms: string[]): HighlightValue {
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

export function snippet(excerpt: string, terms: string[], focus = false): { value: HighlightValue; text: string } {
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

export type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
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
export function modalHits(pages: PagefindData[], options: PageHitOptions, maxSections: number, budget: number): SearchHit[] {
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
export function pageHit(data: PagefindData, options: PageHitOptions): SearchHit {
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
