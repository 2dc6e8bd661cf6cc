/**
 * Browser-side glue shared by the SearchBar (modal) and the SearchPage: which
 * backend the build uses, the wording of the empty and error states, and the
 * wrapper that makes both backends report counts and failures the same way.
 */
import { translate } from '@docusaurus/Translate';
import { site } from '@site/src/data/site';
import type { SearchBackend } from './constants';
import { SearchUnavailableError } from './errors';
import type { SearchNotice } from './records';

export { useSearchBackend } from './backend';

/**
 * `docusaurus start` serves no build output, so the local index does not exist
 * there: the error state says so instead of blaming the network.
 */
const localIndexMissing = process.env.NODE_ENV === 'development';

export function errorTexts(backend: SearchBackend): { titleText: string; helpText: string } {
  if (backend === 'local' && localIndexMissing) {
    return {
      titleText: translate({
        id: 'search.devServer.title',
        message: 'Search needs a production build',
      }),
      helpText: translate({
        id: 'search.devServer.help',
        message:
          'The local search index is built by `npm run build`. Run `npm run build && npm run serve` to search the docs.',
      }),
    };
  }
  return {
    titleText: translate({ id: 'search.error.title', message: 'Unable to fetch results' }),
    helpText: translate({ id: 'search.error.help', message: 'You might want to check your network connection.' }),
  };
}

export const noResultsTexts = {
  noResultsText: translate({ id: 'search.noResults.text', message: 'No results for' }),
  suggestedQueryText: translate({ id: 'search.noResults.suggestions', message: 'Try searching for' }),
  reportMissingResultsText: translate({
    id: 'search.noResults.report',
    message: 'Believe this query should return results?',
  }),
  reportMissingResultsLinkText: translate({ id: 'search.noResults.reportLink', message: 'Let us know.' }),
};

/** A prefilled GitHub issue about a query that found nothing. */
export function missingResultsUrl({ query }: { query: string }): string {
  const shown = query.length > 200 ? `${query.slice(0, 200)}…` : query;
  const page = typeof window === 'undefined' ? '' : window.location.href;
  const url = new URL(site.newIssueUrl);
  url.searchParams.set('title', `Docs search: no results for "${shown}"`);
  url.searchParams.set(
    'body',
    [
      `Searching the docs for \`${shown.replace(/`/g, "'")}\` returns no results.`,
      '',
      `Page I searched from: ${page}`,
      '',
      'What I expected to find:',
    ].join('\n'),
  );
  return url.href;
}

type SearchFunction = (...args: never[]) => Promise<{ results: readonly unknown[] }>;

/**
 * Records the true hit count of each query (DocSearch 4.7 sums `nbHits` over
 * keystrokes, so its own count is wrong), and what the local index says it
 * changed in the query (`notices`), and turns any failure into the
 * `RetryError` DocSearch expects before showing its error screen.
 */
export function withTrueCounts<F extends SearchFunction>(
  search: F,
  counts: Map<string, number>,
  notices?: Map<string, SearchNotice | undefined>,
): F {
  const wrapped = async (...args: Parameters<F>) => {
    let response: Awaited<ReturnType<F>>;
    try {
      response = (await search(...args)) as Awaited<ReturnType<F>>;
    } catch (error) {
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError('The search service could not be reached.', { cause: error });
    }
    const first = response.results[0] as { query?: unknown; nbHits?: unknown; notice?: SearchNotice } | undefined;
    if (first && typeof first.query === 'string' && typeof first.nbHits === 'number') {
      counts.set(first.query, first.nbHits);
      if (counts.size > 100) counts.delete(counts.keys().next().value as string);
      notices?.set(first.query, first.notice);
      if (notices && notices.size > 100) notices.delete(notices.keys().next().value as string);
    }
    return response;
  };
  return wrapped as unknown as F;
}
