import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type algoliaSearchHelper from 'algoliasearch-helper';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import { loadOnce } from '@site/src/components/LazyContent/loadOnce';
import type { SearchNotice } from '@site/src/search/records';

export type SearchPageItem = { title: string; url: string; summary: string; breadcrumbs: string[] };

export type SearchResultsState = {
  items: SearchPageItem[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  failed: boolean;
  /** What the local index changed in the query (corrected spelling, words left out). */
  notice: SearchNotice | null;
};

type Action =
  | { type: 'reset' }
  | { type: 'loading' }
  | { type: 'update'; value: Omit<SearchResultsState, 'failed'> }
  | { type: 'advance' }
  | { type: 'error' };

const initialState: SearchResultsState = {
  items: [],
  query: null,
  totalResults: null,
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: null,
  failed: false,
  notice: null,
};

function reducer(state: SearchResultsState, action: Action): SearchResultsState {
  switch (action.type) {
    case 'reset':
      return initialState;
    case 'loading':
      return { ...state, loading: true, failed: false };
    case 'update':
      return {
        ...action.value,
        failed: false,
        items: action.value.lastPage === 0 ? action.value.items : state.items.concat(action.value.items),
      };
    case 'advance': {
      const hasMore = state.totalPages! > state.lastPage! + 1;
      return { ...state, lastPage: hasMore ? state.lastPage! + 1 : state.lastPage, hasMore };
    }
    case 'error':
      return { ...state, loading: false, hasMore: false, failed: true };
  }
}

/** Records of DocSearch's older crawler mark matches with this class. */
const sanitize = (value: string) => value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

type Hit = {
  url: string;
  _highlightResult: { hierarchy: { [key: string]: { value: string } } };
  _snippetResult?: { content?: { value: string } };
};

type Helper = ReturnType<typeof algoliaSearchHelper>;

type Results = { query: string; hits: Hit[]; page: number; nbHits: number; nbPages: number; notice?: SearchNotice };

/** What an answer does to the list: nothing if it answers an older query. */
function resultAction(results: Results, latestQuery: string, toUrl: (url: string) => string): Action | undefined {
  const { query: answered, hits, page, nbHits, nbPages, notice = null } = results;
  if (answered === '' || !Array.isArray(hits)) return { type: 'reset' };
  if (answered !== latestQuery) return undefined;
  const items = hits.map(({ url, _highlightResult: { hierarchy }, _snippetResult: snippet = {} }) => {
    const titles = Object.keys(hierarchy).map((key) => sanitize(hierarchy[key]!.value));
    return {
      title: titles.pop()!,
      url: toUrl(url),
      summary: snippet.content ? `${sanitize(snippet.content.value)}…` : '',
      breadcrumbs: titles,
    };
  });
  return {
    type: 'update',
    value: {
      items,
      query: answered,
      totalResults: nbHits,
      totalPages: nbPages,
      lastPage: page,
      hasMore: nbPages > page + 1,
      loading: false,
      notice,
    },
  };
}

export type SearchResultsOptions = {
  /** Loads the local index or Algolia's client: both answer Algolia's requests. */
  loadClient: () => Promise<Parameters<typeof algoliaSearchHelper>[0]>;
  indexName: string;
  /** Filter by language and docs version, like the modal does. */
  contextualSearch: boolean;
  locale: string;
  query: string;
};

/**
 * The results of the /search/ page for `query`: searched 300 ms after the
 * last keystroke, fifteen at a time, with `advance()` asking for the next
 * page (the page calls it as the reader scrolls to the end). One
 * algoliasearch-helper instance per client; answers to an older query are
 * dropped.
 */
export function useSearchResults({ loadClient, indexName, contextualSearch, locale, query }: SearchResultsOptions) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const allDocsData = useAllDocsData();
  // The docs version searched, per docs plugin: the newest (the site has one).
  const docsTags = useMemo(
    () => Object.entries(allDocsData).map(([pluginId, data]) => `docs-${pluginId}-${data.versions[0]!.name}`),
    [allDocsData],
  );

  // Read by the result listener, which lives as long as the helper.
  const latestQuery = useRef(query);
  const toUrl = useRef(processSearchResultUrl);
  useEffect(() => {
    latestQuery.current = query;
    toUrl.current = processSearchResultUrl;
  });

  // The helper and the client load once the page is up (they are not needed
  // to show it), and the helper is born with its listeners. A failed load is
  // forgotten: the next search loads it again.
  const loadHelper = useMemo(
    () =>
      loadOnce<Helper>(async () => {
        const [{ default: create }, client] = await Promise.all([import('algoliasearch-helper'), loadClient()]);
        const helper = create(client, indexName, {
          hitsPerPage: 15,
          advancedSyntax: true,
          disjunctiveFacets: contextualSearch ? ['language', 'docusaurus_tag'] : [],
        });
        helper.on('result', ((event: { results: Results }) => {
          const action = resultAction(event.results, latestQuery.current, toUrl.current);
          if (action) dispatch(action);
        }) as never);
        helper.on('error', () => dispatch({ type: 'error' }));
        return helper;
      }),
    [loadClient, indexName, contextualSearch],
  );
  useEffect(() => void loadHelper().catch(() => {}), [loadHelper]);

  const search = useCallback(
    (page: number) => {
      loadHelper().then(
        (helper) => {
          if (contextualSearch) {
            helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
            helper.addDisjunctiveFacetRefinement('language', locale);
            for (const tag of docsTags) helper.addDisjunctiveFacetRefinement('docusaurus_tag', tag);
          }
          helper.setQuery(latestQuery.current).setPage(page).search();
        },
        () => dispatch({ type: 'error' }),
      );
    },
    [loadHelper, contextualSearch, locale, docsTags],
  );

  useEffect(() => {
    dispatch({ type: 'reset' });
    if (!query) return undefined;
    dispatch({ type: 'loading' });
    const timer = setTimeout(() => search(0), 300);
    return () => clearTimeout(timer);
  }, [query, search]);

  useEffect(() => {
    if (state.lastPage) search(state.lastPage);
  }, [search, state.lastPage]);

  const advance = useCallback(() => dispatch({ type: 'advance' }), []);
  return { state, advance };
}
