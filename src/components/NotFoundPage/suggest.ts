import { editDistance } from '../../search/query';

/** A page a reader may have meant: its path (without the base URL) and title. */
export interface PageEntry {
  path: string;
  title: string;
}

/** The path's segments as written, without `.html`, `index` and empty ones. */
function writtenSegments(pathname: string): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: read the path as it is.
  }
  return decoded
    .replace(/\.html?$/i, '')
    .split('/')
    .filter((segment) => segment && segment.toLowerCase() !== 'index');
}

/** The path's segments, lower-cased for comparing. */
const segmentsOf = (pathname: string) => writtenSegments(pathname).map((segment) => segment.toLowerCase());

/** Without separators: `create-theme`, `create_theme` and `createtheme` are one slug. */
const compact = (slug: string) => slug.replace(/[-_.\s]+/g, '');

/** Edits between two slugs, written as they are or without separators, stopping above `max`. */
function slugDistance(a: string, b: string, max: number): number {
  return Math.min(editDistance(a, b, max), editDistance(compact(a), compact(b), max));
}

/** Edits a mistyped slug may have: a third of its letters, at least one. */
const editsAllowed = (slug: string) => Math.max(1, Math.floor(compact(slug).length / 3));

interface Candidate {
  page: PageEntry;
  /** Edits from the requested slug; half an edit for a page below a requested folder. */
  distance: number;
  /** Leading folders it shares with the requested path (`docs`, `api`, `javascript`). */
  shared: number;
}

/**
 * The pages closest to a path that has no page, best first: the last segment
 * compared with each page's last segment (case and separators ignored,
 * within a few edits: `defineVar` → `defineVars`, `thinkng-in-stylex` →
 * `thinking-in-stylex`), ties broken by the folders they share (the same
 * section first); a folder without a page of its own (`/docs/learn/theming/`)
 * suggests the pages in it.
 */
export function closestPages(pathname: string, pages: readonly PageEntry[], limit = 3): PageEntry[] {
  const requested = segmentsOf(pathname);
  const slug = requested.at(-1);
  if (!slug) return [];
  const folders = requested.slice(0, -1);
  const max = editsAllowed(slug);
  const candidates: Candidate[] = [];
  for (const page of pages) {
    const segments = segmentsOf(page.path);
    const own = segments.at(-1);
    if (!own) continue;
    let shared = 0;
    while (shared < folders.length && segments[shared] === folders[shared]) shared += 1;
    const inFolder = segments.length > requested.length && requested.every((segment, i) => segments[i] === segment);
    const distance = inFolder ? 0.5 : slugDistance(slug, own, max);
    if (distance <= max) candidates.push({ page, distance, shared });
  }
  candidates.sort((a, b) => a.distance - b.distance || b.shared - a.shared || a.page.path.length - b.page.path.length);
  return candidates.slice(0, limit).map((candidate) => candidate.page);
}

/** The words of the path's last segment, for the search field: `thinkng-in-stylex` → `thinkng in stylex`. */
export function searchWords(pathname: string): string {
  const slug = writtenSegments(pathname).at(-1) ?? '';
  return slug.replace(/[-_.\s]+/g, ' ').trim();
}
