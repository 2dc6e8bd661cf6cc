/**
 * From what a reader typed to what the index is asked, as pure functions:
 * spellings folded (`Next.js`, `nextjs`, `next js`), question words set
 * aside, misspelt words corrected against the vocabulary the build writes
 * (`build/pagefind/vocabulary.json`, src/plugins/post-build/search-index), unknown
 * words left out, and the docs' synonyms (./synonyms.ts) added as
 * alternative queries. The client (./pagefindClient.ts) runs the plan.
 */
import { queryTerms } from './text';
import { SYNONYMS } from './synonyms';

/** The indexed words with the number of pages holding each. */
export interface Vocabulary {
  pages: number;
  /** Sorted, for prefix lookups. */
  words: string[];
  df: Map<string, number>;
}

/** The file the indexer writes: `{ pages, words: "word df\nword\n…" }` (df 1 left out). */
export function parseVocabulary(data: { pages: number; words: string }): Vocabulary {
  const df = new Map<string, number>();
  for (const line of data.words.split('\n')) {
    if (!line) continue;
    const space = line.indexOf(' ');
    if (space < 0) df.set(line, 1);
    else df.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { pages: data.pages, words: [...df.keys()].sort(), df };
}

/** Whether some indexed word starts with `prefix` (the reader may still be typing it). */
export function startsSomeWord(vocabulary: Vocabulary, prefix: string): boolean {
  const { words } = vocabulary;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low < words.length && words[low]!.startsWith(prefix);
}

/** Edit distance counting a swap of two neighbours as one edit, stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      if (i === 0) {
        rows[0]![j] = j;
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Typos allowed in a word, as Algolia allows them: one from 4 letters, two from 8. */
export function typosAllowed(word: string): number {
  if (/\d/.test(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** The indexed word closest to a misspelt one (fewest edits, then the most common), or null. */
export function correction(vocabulary: Vocabulary, term: string): string | null {
  const max = typosAllowed(term);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestDf = 0;
  for (const [word, df] of vocabulary.df) {
    if (Math.abs(word.length - term.length) > max || typosAllowed(word) === 0) continue;
    const distance = editDistance(term, word, Math.min(max, bestDistance));
    if (distance < bestDistance || (distance === bestDistance && df > bestDf)) {
      best = word;
      bestDistance = distance;
      bestDf = df;
    }
  }
  return bestDistance <= max ? best : null;
}

/** Words of a question that say nothing about what is asked. */
export const QUESTION_WORDS = new Set(
  'a an and are as at be but by can do does for from have how i if in into is it its me my of on or should so that the their there these this to use using via want was we what whats when where which why will with you your'.split(' '),
);

/**
 * Words that ask about a release rather than about how StyleX works: with
 * one of them (or a version number), release posts rank among the docs on
 * their score alone; otherwise the docs pages holding the query come first.
 */
const RELEASE_WORDS = new Set(
  'announcement announcements announced blog breaking changelog changes new news post posts release released releases version versions'.split(' '),
);

/** Whether the query names a version (`0.15`, `v0.18.0`) or a release. */
export function namesRelease(query: string): boolean {
  return queryTerms(query).some((word) => RELEASE_WORDS.has(word) || /^v?\d/.test(word));
}

export interface QueryPlan {
  /** The words searched, all of them known to the index. */
  terms: string[];
  /** Alternative word lists from the synonyms, searched too. */
  alternatives: string[][];
  /** Words the index does not hold and that have no correction: left out. */
  unknown: string[];
  /**
   * The reader's words with corrections applied, when a word was corrected:
   * the words as typed, the corrections as the index folds them (the
   * ranking writes those as the pages do, see spellingIn in ./ranking.ts).
   */
  corrected: string | null;
  /** The corrected words, folded. */
  corrections: string[];
  /** The query names a version or a release (see namesRelease). */
  release: boolean;
}

/** The reader's spelling of each folded word of the query (`Next.js` for `nextjs`), end punctuation left out. */
function typedSpellings(query: string): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const word of query.split(/\s+/)) {
    const [term, ...more] = queryTerms(word);
    if (term && !more.length && !spellings.has(term)) spellings.set(term, word.replace(/[?!.,;:]+$/, ''));
  }
  return spellings;
}

/**
 * Neighbours that the index holds as one word: `next js` → `nextjs`,
 * `svelte kit` → `sveltekit`. Returns the words with every such pair joined.
 */
function joinSplitWords(terms: string[], vocabulary: Vocabulary): string[] {
  const joined: string[] = [];
  for (let i = 0; i < terms.length; i += 1) {
    const pair = terms[i]! + (terms[i + 1] ?? '');
    if (i + 1 < terms.length && vocabulary.df.has(pair)) {
      joined.push(pair);
      i += 1;
    } else joined.push(terms[i]!);
  }
  return joined;
}

function indexOfRun(terms: string[], run: string[]): number {
  for (let i = 0; i + run.length <= terms.length; i += 1) {
    if (run.every((word, j) => terms[i + j] === word)) return i;
  }
  return -1;
}

/** The query again with each synonym of a phrase it holds in place of the phrase (the longest phrase of a group). */
export function synonymAlternatives(terms: string[], vocabulary: Vocabulary, groups = SYNONYMS): string[][] {
  const alternatives: string[][] = [];
  for (const group of groups) {
    const phrases = group
      .flatMap((phrase) => {
        const words = queryTerms(phrase);
        const joined = joinSplitWords(words, vocabulary);
        return joined.length < words.length ? [words, joined] : [words];
      })
      .sort((x, y) => y.length - x.length);
    const phrase = phrases.find((candidate) => indexOfRun(terms, candidate) >= 0);
    if (!phrase) continue;
    const at = indexOfRun(terms, phrase);
    for (const other of phrases) {
      if (other !== phrase) alternatives.push([...terms.slice(0, at), ...other, ...terms.slice(at + phrase.length)]);
    }
  }
  return alternatives;
}

/**
 * A word that a synonym phrase writes as two (`darkmode`: `dark mode`) is
 * searched as the docs write it, so it ranks as the phrase does; the joined
 * word stays an alternative (see synonymAlternatives).
 */
function splitPhrases(terms: string[], vocabulary: Vocabulary, groups = SYNONYMS): string[] {
  const phrases = groups.flatMap((group) => group.map((phrase) => queryTerms(phrase))).filter((words) => words.length > 1);
  return terms.flatMap((term) => {
    const phrase = phrases.find((words) => words.join('') === term && words.every((word) => known(vocabulary, word)));
    return phrase ?? [term];
  });
}

/** Word lists without repeats, and without the reader's own. */
function distinct(lists: string[][], own: string[]): string[][] {
  const seen = new Set([own.join(' ')]);
  return lists.filter((list) => {
    const key = list.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether the index holds the term or a word it starts (prefix search, as Pagefind does). */
function known(vocabulary: Vocabulary, term: string): boolean {
  return vocabulary.df.has(term) || startsSomeWord(vocabulary, term);
}

export function planQuery(query: string, vocabulary: Vocabulary): QueryPlan {
  const typed = queryTerms(query);
  const joined = joinSplitWords(typed, vocabulary);
  // A pair of known words is also searched as one (`next js` and `nextjs`);
  // a pair with an unknown half becomes the one word.
  const halvesKnown = typed.every((word) => known(vocabulary, word));
  const words = halvesKnown ? typed : joined;
  const meaningful = words.filter((word) => !QUESTION_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
  // A query of question words only ("how to") is searched as typed.
  const wanted = meaningful.length ? meaningful : words;
  const terms: string[] = [];
  const unknown: string[] = [];
  const corrections: string[] = [];
  // A long word one or two edits from an indexed one is a typo; a short one
  // may just be another word ("helm" is one edit from "held").
  let surelyMisspelt = false;
  const shown = words.map((word) => {
    if (!wanted.includes(word)) return word;
    if (known(vocabulary, word)) {
      terms.push(word);
      return word;
    }
    const fixed = correction(vocabulary, word);
    if (fixed) {
      corrections.push(fixed);
      surelyMisspelt ||= word.length >= 6;
      terms.push(fixed);
      return fixed;
    }
    unknown.push(word);
    return word;
  });
  // Several words, none of them in the docs as typed nor surely misspelt: not a docs question.
  if (wanted.length > 1 && !surelyMisspelt && !wanted.some((word) => known(vocabulary, word))) {
    return { terms: [], alternatives: [], unknown: wanted, corrected: null, corrections: [], release: false };
  }
  let unique = [...new Set(splitPhrases(terms, vocabulary))];
  const alternatives = unique.length ? synonymAlternatives(unique, vocabulary) : [];
  if (unknown.length) {
    // A word the docs never use may be a synonym of one they do (`remix`).
    const asTyped = shown.filter((word) => wanted.includes(word) || unknown.includes(word));
    const understood = synonymAlternatives(asTyped, vocabulary).filter((list) => list.every((word) => known(vocabulary, word)));
    for (const list of understood) alternatives.push(list);
    const covered = unknown.filter((word) => understood.some((list) => !list.includes(word)));
    unknown.splice(0, unknown.length, ...unknown.filter((word) => !covered.includes(word)));
    if (!unique.length && understood.length) unique = understood.shift()!;
  }
  if (halvesKnown && joined.length < typed.length) {
    const together = joined.filter((word) => !QUESTION_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
    alternatives.unshift(together, ...synonymAlternatives(together, vocabulary));
  }
  return {
    terms: unique,
    alternatives: distinct(alternatives, unique),
    unknown,
    corrected: corrections.length ? correctedQuery(query, shown, unknown, corrections) : null,
    corrections,
    release: namesRelease(query),
  };
}

function correctedQuery(query: string, shown: string[], unknown: string[], corrections: string[]): string {
  const typed = typedSpellings(query);
  return shown
    .filter((word) => !unknown.includes(word))
    .map((word) => (corrections.includes(word) ? word : (typed.get(word) ?? word)))
    .join(' ');
}
