/**
 * Text helpers shared by the local search client: the same word normalisation
 * Pagefind applies to queries, safe HTML for titles and excerpts, and the test
 * that tells a real match from Pagefind's prefix fallback.
 */

/** Punctuation as Pagefind strips it from words (`Next.js` is `nextjs`). */
export const PUNCTUATION = /[\p{Pd}\p{Pe}\p{Pf}\p{Pi}\p{Po}\p{Ps}]/gu;
const MARKS = /\p{M}/gu;

/** Longest query we search for (Algolia's own limit is 512 characters). */
export const MAX_QUERY_LENGTH = 512;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      const code = hex ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

/** Plain text of a heading or title as Pagefind stored it (zero-width anchors removed). */
export function cleanText(text: string | undefined | null): string {
  return decodeEntities(text ?? '')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, without diacritics: how Pagefind compares words. */
function fold(word: string): string {
  return word.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The query words Pagefind searches for: folded, punctuation removed. */
export function queryTerms(query: string): string[] {
  return query
    .split(/\s+/)
    .map((word) => fold(word).replace(PUNCTUATION, ''))
    .filter(Boolean);
}

/** The forms under which Pagefind indexes one word of the page. */
export function wordForms(word: string): string[] {
  const folded = fold(decodeEntities(word));
  const forms = new Set([folded.replace(PUNCTUATION, '')]);
  for (const part of folded.split(PUNCTUATION)) if (part) forms.add(part);
  return [...forms].filter(Boolean);
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * Whether a word of the page really answers a query term: the word starts with
 * the term (the reader is still typing), or both share a long stem ("themes"
 * and "theme", "installation" and "installing"). Pagefind's fallback, which
 * matches "banana" to any word starting with "b", fails this test.
 */
export function wordMatchesTerm(word: string, term: string): boolean {
  return wordForms(word).some((form) => formMatchesTerm(form, term));
}

/** The same test on one form of a word (see wordForms). */
export function formMatchesTerm(form: string, term: string): boolean {
  return form.startsWith(term) || commonPrefixLength(form, term) >= Math.max(4, Math.ceil(term.length * 0.6));
}

/**
 * Escapes `text` and wraps the words that match a query term in `<mark>`.
 * The text is split on word boundaries, never turned into a regular
 * expression, so any query is safe here.
 */
export function highlight(text: string, terms: string[]): { value: string; matched: string[] } {
  const matched = new Set<string>();
  const value = text
    .split(/([\p{L}\p{N}_.$-]+)/u)
    .map((segment, index) => {
      if (index % 2 === 1) {
        const hits = terms.filter((term) => wordMatchesTerm(segment, term));
        if (hits.length) {
          hits.forEach((term) => matched.add(term));
          return `<mark>${escapeHtml(segment)}</mark>`;
        }
      }
      return escapeHtml(segment);
    })
    .join('');
  return { value, matched: [...matched] };
}

/**
 * Re-emits a Pagefind excerpt keeping only its `<mark>` tags: every other
 * character is escaped again, so nothing from the page can become markup.
 */
export function safeExcerpt(excerpt: string): { html: string; text: string } {
  let html = '';
  let text = '';
  let open = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === '</mark>') {
      if (open) html += '</mark>';
      open = false;
    } else {
      const plain = decodeEntities(part).replace(/[\u200b\ufeff]/g, '');
      html += escapeHtml(plain);
      text += plain;
    }
  }
  if (open) html += '</mark>';
  return { html, text: text.replace(/\s+/g, ' ').trim() };
}
