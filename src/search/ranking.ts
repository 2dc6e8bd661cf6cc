/**
 * Runs a query plan (./query.ts) on the index and ranks the pages:
 *
 * - the plan's words must all match (Pagefind searches with AND); each
 *   synonym alternative is searched too, and a page's score adds up its
 *   normalised score in each search (an alternative counts a little less);
 * - when no page holds every word, words are dropped as Algolia's
 *   `removeWordsIfNoResults` does: each word is searched on its own, a page
 *   scores by the rarity of the words it holds, and the words the best page
 *   lacks are reported as left out;
 * - a page whose title (with its sidebar category, as the breadcrumbs name
 *   it: "Theming › Defining variables", or its `stylex.name` alias) names
 *   every word of the query gets ahead of pages that only mention them, then
 *   one whose h2/h3 does; a title that is exactly the query comes first;
 * - a query that names no version or release asks how StyleX works: the
 *   docs pages among the best come before the release posts, which would
 *   otherwise win on a heading that announced the feature ("Media queries
 *   that follow your order"); with a version or a release word in the query
 *   a post ranks on its score alone.
 *
 * The search itself is passed in, so this runs on Pagefind in the browser
 * and in Node (tests/lib/search-benchmark.mjs).
 */
import { cleanText, formMatchesTerm, PUNCTUATION, queryTerms, wordForms, wordMatchesTerm } from './text';
import type { Vocabulary, QueryPlan } from './query';
import type { PagefindData, PagefindResponse, PagefindResult, SearchNotice } from './records';

export interface RankedPages {
  results: PagefindResult[];
  facets: Record<string, Record<string, number>>;
  /** Every word searched (corrections and synonyms included), for highlighting. */
  terms: string[];
  notice: SearchNotice | null;
}

/** An alternative query from the synonyms weighs this much of the reader's own. */
const ALTERNATIVE_WEIGHT = 0.8;
/** The category filter of release posts (src/plugins/post-build/search-index). */
const POST_CATEGORY = 'Blog';
/** Words searched at most for one query (the reader's own always are). */
const MAX_WORDS = 5;
/** Pages looked at for title and heading matches. */
const RERANK_WINDOW = 8;
/**
 * Added, as a share of the best score a page can reach, for a title naming
 * the query's words (weighted by rarity), an h2/h3 naming all of them, and
 * the words standing together in the text as in the query (a pasted message).
 */
const TITLE_BONUS = 0.6;
const HEADING_BONUS = 0.35;
const PHRASE_BONUS = 0.5;
/** Words allowed between two query words that count as together ("allowed inside of a create"). */
const PHRASE_GAP = 3;

type Search = (terms: string[]) => Promise<PagefindResponse>;

/** Fetches each page's data once, however many times it is asked for. */
function once(result: PagefindResult): PagefindResult {
  let data: Promise<PagefindData> | null = null;
  return { ...result, data: () => (data ??= result.data()) };
}

/**
 * The forms of each word of a title or heading (see wordForms), punctuation
 * kept in the words: `Pseudo-elements` names pseudo and elements.
 */
function formsOf(text: string | undefined): string[][] {
  return cleanText(text).split(' ').filter(Boolean).map(wordForms);
}

/** The share of the terms' weight that the words name. */
function share(words: string[][], terms: string[], weight: (term: string) => number): number {
  const total = terms.reduce((sum, term) => sum + weight(term), 0);
  const named = terms.filter((term) => words.some((forms) => forms.some((form) => formMatchesTerm(form, term))));
  return total ? named.reduce((sum, term) => sum + weight(term), 0) / total : 0;
}

/** How strongly a page's title and category, or one of its h2/h3 headings, names the query. */
function nameBonus(data: PagefindData, variants: Variant[], weight: (term: string) => number): number {
  const title = [...formsOf(data.meta.title), ...formsOf(data.meta.alias), ...formsOf(data.filters.category?.[0])];
  const headings = data.anchors.filter((anchor) => /^h[23]$/i.test(anchor.element)).map((anchor) => formsOf(anchor.text));
  return Math.max(
    ...variants.map(({ terms, factor }) => {
      const inTitle = share(title, terms, weight);
      const inHeading = Math.max(0, ...headings.map((heading) => share(heading, terms, weight)));
      // A heading counts only when it names the whole query.
      const named = Math.max(TITLE_BONUS * inTitle * inTitle, inHeading === 1 ? HEADING_BONUS : 0);
      return factor * (named + PHRASE_BONUS * phraseShare(data, terms));
    }),
  );
}

/**
 * A page's words, and the same lower-cased without punctuation (null for a
 * word that needs the full test: other than ASCII, or an HTML entity); kept
 * for the last pages seen, since their text is the same whatever the query.
 */
interface PageWords {
  words: string[];
  plain: (string | null)[];
}
const wordsByUrl = new Map<string, PageWords>();
const WORDS_KEPT = 32;

function pageWords(data: PagefindData): PageWords {
  let entry = wordsByUrl.get(data.url);
  if (!entry) {
    const words = data.content.split(/\s+/);
    entry = { words, plain: words.map((word) => (/[^ -~]|&/.test(word) ? null : word.toLowerCase().replace(PUNCTUATION, ''))) };
    wordsByUrl.set(data.url, entry);
    if (wordsByUrl.size > WORDS_KEPT) wordsByUrl.delete(wordsByUrl.keys().next().value as string);
  }
  return entry;
}

/**
 * Where the words matching a term stand in a page's text. A word can match
 * only if it holds the term's first letters (see formMatchesTerm), so the
 * full test runs on those few words only.
 */
function positionsOf(data: PagefindData, term: string): Set<number> {
  const { words, plain } = pageWords(data);
  const start = term.slice(0, 4);
  const found = new Set<number>();
  words.forEach((word, position) => {
    const quick = plain[position];
    if (quick != null && !quick.includes(start)) return;
    if (wordMatchesTerm(word, term)) found.add(position);
  });
  return found;
}

/** The share of neighbouring query words that stand together in the page's text. */
function phraseShare(data: PagefindData, terms: string[]): number {
  if (terms.length < 2) return 0;
  const at = terms.map((term) => positionsOf(data, term));
  let together = 0;
  for (let i = 0; i + 1 < terms.length; i += 1) {
    const next = at[i + 1]!;
    const near = (position: number) => {
      for (let gap = 1; gap <= PHRASE_GAP + 1; gap += 1) if (next.has(position + gap)) return true;
      return false;
    };
    if ([...at[i]!].some(near)) together += 1;
  }
  return together / (terms.length - 1);
}

/** A title that is exactly the query (or the alias): `StyleXStyles` opens StyleXStyles. */
function isExactTitle(data: PagefindData, terms: string[]): boolean {
  const wanted = terms.join('');
  return [data.meta.title, data.meta.alias].some((name) => name && queryTerms(cleanText(name)).join('') === wanted);
}

interface Variant {
  terms: string[];
  factor: number;
}

/** Characters around a word that are not part of it: quotes, brackets, a full stop (not `@` or `$`). */
const EDGES = /^[\p{Ps}\p{Pi}"'`]+|[\p{Ps}\p{Pe}\p{Pf}"'`.,:;!?]+$/gu;

/**
 * How the pages write a word the index holds folded: the commonest spelling
 * in their titles and text (`createTheme` for `createtheme`, `light-dark`
 * for `lightdark`, `installation` rather than `Installation`), or the folded
 * word if they do not hold it.
 */
export function spellingIn(pages: PagefindData[], term: string): string {
  const start = term.slice(0, 4);
  const seen = new Map<string, number>();
  for (const data of pages) {
    for (const word of `${data.meta.title ?? ''} ${data.content}`.split(/\s+/)) {
      if (!word.toLowerCase().includes(start)) continue;
      for (const part of [word, ...word.split(PUNCTUATION)]) {
        const spelling = part.replace(EDGES, '');
        if (spelling && queryTerms(spelling).join('') === term) seen.set(spelling, (seen.get(spelling) ?? 0) + 1);
      }
    }
  }
  let best = term;
  let count = 0;
  for (const [spelling, n] of seen) {
    if (n > count) [best, count] = [spelling, n];
  }
  // A capital that only starts a sentence or a title is not the word's own.
  const lower = best.toLowerCase();
  return best === best[0] + lower.slice(1) ? lower : best;
}

interface Ranked {
  /** The page's title is exactly the query: it stays first. */
  first: boolean;
  post: boolean;
}

/** The release posts after the other pages (a post whose title is exactly the query stays first). */
export function docsBeforePosts<T extends Ranked>(ranked: T[]): T[] {
  const later = (item: T) => item.post && !item.first;
  return [...ranked.filter((item) => !later(item)), ...ranked.filter(later)];
}

export async function rankPages(plan: QueryPlan, vocabulary: Vocabulary, search: Search): Promise<RankedPages> {
  const empty = { results: [], facets: {}, terms: [], notice: plan.unknown.length ? { leftOut: plan.unknown } : null };
  if (plan.terms.length === 0) return empty;

  // Each word searched costs time (and maybe an index chunk): alternatives
  // come shortest first until MAX_WORDS words are searched.
  const variants: Variant[] = [{ terms: plan.terms, factor: 1 }];
  const searched = new Set(plan.terms);
  for (const terms of [...plan.alternatives].sort((a, b) => a.length - b.length)) {
    const added = terms.filter((term) => !searched.has(term));
    if (searched.size + added.length > Math.max(MAX_WORDS, plan.terms.length)) continue;
    added.forEach((term) => searched.add(term));
    variants.push({ terms, factor: ALTERNATIVE_WEIGHT });
  }
  const words = [...searched];
  const responses = await Promise.all(words.map((word) => search([word])));

  // Each word on its own: a page scores the rarity of each word it holds,
  // times how well it matches it (Pagefind's score, relative to the best).
  const pages = new Map<string, PagefindResult>();
  const match = new Map<string, Map<string, number>>();
  responses.forEach((response, i) => {
    const top = response.results[0]?.score || 1;
    const scores = new Map<string, number>();
    for (const result of response.results) {
      if (!pages.has(result.id)) pages.set(result.id, once(result));
      scores.set(result.id, result.score / top);
    }
    match.set(words[i]!, scores);
  });
  const rarity = (term: string) =>
    Math.log(1 + vocabulary.pages / Math.max(1, vocabulary.df.get(term) ?? match.get(term)?.size ?? 1));
  const variantScore = (id: string, { terms, factor }: Variant) =>
    factor * terms.reduce((sum, term) => sum + rarity(term) * (match.get(term)?.get(id) ?? 0), 0);
  const holdsAll = (id: string, { terms }: Variant) => terms.every((term) => match.get(term)?.has(id));

  const scored = [...pages.keys()].map((id) => ({ id, score: Math.max(...variants.map((v) => variantScore(id, v))) }));
  scored.sort((a, b) => b.score - a.score);

  const window = scored.slice(0, RERANK_WINDOW);
  const data = await Promise.all(window.map((entry) => pages.get(entry.id)!.data()));
  const best = plan.terms.reduce((sum, term) => sum + rarity(term), 0);
  window.forEach((entry, i) => {
    entry.score += best * nameBonus(data[i]!, variants, rarity);
  });
  const exact = window.findIndex((_, i) => isExactTitle(data[i]!, plan.terms));
  const ranked = window
    .map((entry, i) => ({
      entry,
      first: i === exact,
      post: data[i]!.filters.category?.[0] === POST_CATEGORY,
    }))
    .sort((a, b) => Number(b.first) - Number(a.first) || b.entry.score - a.entry.score);
  const reordered = (plan.release ? ranked : docsBeforePosts(ranked)).map(({ entry }) => entry);
  const results = [...reordered, ...scored.slice(RERANK_WINDOW)].map((entry) => pages.get(entry.id)!);

  // Words dropped: only when no page holds every word of any variant.
  const complete = scored.some(({ id }) => variants.some((variant) => holdsAll(id, variant)));
  const first = results[0];
  const leftOut = [...plan.unknown];
  if (!complete && first) leftOut.push(...plan.terms.filter((term) => !match.get(term)?.has(first.id)));

  const notice: SearchNotice = {};
  if (plan.corrected) {
    const spelt = new Map(plan.corrections.map((term) => [term, spellingIn(data, term)]));
    notice.corrected = plan.corrected
      .split(' ')
      .map((word) => spelt.get(word) ?? word)
      .join(' ');
  }
  if (leftOut.length && results.length) notice.leftOut = leftOut;
  return {
    results,
    facets: results.length ? (responses.find((response) => response.results.length)?.filters ?? {}) : {},
    terms: words,
    notice: Object.keys(notice).length ? notice : empty.notice,
  };
}
