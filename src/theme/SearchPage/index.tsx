/**
 * The /search/ page, ejected from @docusaurus/theme-search-algolia 3.10.2.
 * Changes from the original:
 * - the search client comes from useSearchPageClient(): the local Pagefind
 *   index by default, Algolia's liteClient only when Algolia is configured
 *   (the original always builds an Algolia client);
 * - failures show the error texts of the modal instead of spinning forever,
 *   and an empty result uses the modal's "No results for" wording;
 * - "Powered by Algolia" only with the Algolia backend;
 * - styles moved from a CSS module to StyleX with the site's tokens.
 * The query lives in `?q=` (read on load, rewritten as the reader types) and
 * further results load as the reader scrolls, as in the original.
 */
import React, { type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import * as stylex from '@stylexjs/stylex';
import algoliaSearchHelper from 'algoliasearch-helper';
import { liteClient } from 'algoliasearch/lite';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import {
  HtmlClassNameProvider,
  PageMetadata,
  useEvent,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { createLocalSearchClient } from '@site/src/search/pagefindClient';
import { errorTexts, missingResultsUrl, noResultsTexts, useSearchBackend } from '@site/src/search/client';
import type { SearchBackend } from '@site/src/search/constants';
import { colors, fonts, layout, radii, space } from '@site/src/tokens/tokens.stylex';
import './styles.css';

function useDocumentsFoundPlural() {
  const { selectMessage } = usePluralForm();
  return (count: number) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found".',
          message: 'One document found|{count} documents found',
        },
        { count },
      ),
    );
}

function useDocsSearchVersionsHelpers() {
  const allDocsData = useAllDocsData();
  // docsPluginId -> versionName: the version select menus / facet filters
  const [searchVersions, setSearchVersions] = useState<{ [pluginId: string]: string }>(() =>
    Object.entries(allDocsData).reduce(
      (acc, [pluginId, pluginData]) => ({ ...acc, [pluginId]: pluginData.versions[0]!.name }),
      {},
    ),
  );
  const setSearchVersion = (pluginId: string, searchVersion: string) =>
    setSearchVersions((s) => ({ ...s, [pluginId]: searchVersion }));
  const versioningEnabled = Object.values(allDocsData).some((docsData) => docsData.versions.length > 1);
  return { allDocsData, versioningEnabled, searchVersions, setSearchVersion };
}

// One select per versioned docs plugin instance
function SearchVersionSelectList({
  docsSearchVersionsHelpers,
}: {
  docsSearchVersionsHelpers: ReturnType<typeof useDocsSearchVersionsHelpers>;
}) {
  const versionedPluginEntries = Object.entries(docsSearchVersionsHelpers.allDocsData).filter(
    ([, docsData]) => docsData.versions.length > 1,
  );
  return (
    <div {...stylex.props(styles.versions)}>
      {versionedPluginEntries.map(([pluginId, docsData]) => {
        const labelPrefix = versionedPluginEntries.length > 1 ? `${pluginId}: ` : '';
        return (
          <select
            key={pluginId}
            onChange={(e) => docsSearchVersionsHelpers.setSearchVersion(pluginId, e.target.value)}
            defaultValue={docsSearchVersionsHelpers.searchVersions[pluginId]}
            {...stylex.props(styles.field)}>
            {docsData.versions.map((version, i) => (
              <option key={i} label={`${labelPrefix}${version.label}`} value={version.name} />
            ))}
          </select>
        );
      })}
    </div>
  );
}

type ResultDispatcherState = {
  items: { title: string; url: string; summary: string; breadcrumbs: string[] }[];
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  loading: boolean | null;
  failed: boolean;
};

type ResultDispatcher =
  | { type: 'reset'; value?: undefined }
  | { type: 'loading'; value?: undefined }
  | { type: 'update'; value: Omit<ResultDispatcherState, 'failed'> }
  | { type: 'advance'; value?: undefined }
  | { type: 'error'; value?: undefined };

function getSearchPageTitle(searchQuery: string | undefined) {
  return searchQuery
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        { query: searchQuery },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
}

/** The local index, or Algolia when the build was configured for it. */
function useSearchPageClient(backend: SearchBackend, appId: string, apiKey: string) {
  const { siteConfig } = useDocusaurusContext();
  return useMemo(
    () =>
      backend === 'local'
        ? createLocalSearchClient({ baseUrl: siteConfig.baseUrl, mode: 'page' })
        : liteClient(appId, apiKey),
    [backend, appId, apiKey, siteConfig.baseUrl],
  );
}

function SearchPageContent(): ReactNode {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const {
    algolia: { appId, apiKey, indexName, contextualSearch },
  } = useAlgoliaThemeConfig();
  const backend = useSearchBackend();
  const searchClient = useSearchPageClient(backend, appId, apiKey);
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const documentsFoundPlural = useDocumentsFoundPlural();

  const docsSearchVersionsHelpers = useDocsSearchVersionsHelpers();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = getSearchPageTitle(searchQuery);

  const initialSearchResultState: ResultDispatcherState = {
    items: [],
    query: null,
    totalResults: null,
    totalPages: null,
    lastPage: null,
    hasMore: null,
    loading: null,
    failed: false,
  };
  const [searchResultState, searchResultStateDispatcher] = useReducer(
    (prevState: ResultDispatcherState, data: ResultDispatcher): ResultDispatcherState => {
      switch (data.type) {
        case 'reset':
          return initialSearchResultState;
        case 'loading':
          return { ...prevState, loading: true, failed: false };
        case 'update': {
          if (searchQuery !== data.value.query) return prevState;
          return {
            ...data.value,
            failed: false,
            items: data.value.lastPage === 0 ? data.value.items : prevState.items.concat(data.value.items),
          };
        }
        case 'advance': {
          const hasMore = prevState.totalPages! > prevState.lastPage! + 1;
          return { ...prevState, lastPage: hasMore ? prevState.lastPage! + 1 : prevState.lastPage, hasMore };
        }
        case 'error':
          return { ...prevState, loading: false, hasMore: false, failed: true };
        default:
          return prevState;
      }
    },
    initialSearchResultState,
  );

  // respect settings from the theme config for facets
  const disjunctiveFacets = contextualSearch ? ['language', 'docusaurus_tag'] : [];

  const algoliaHelper = algoliaSearchHelper(searchClient as Parameters<typeof algoliaSearchHelper>[0], indexName, {
    hitsPerPage: 15,
    advancedSyntax: true,
    disjunctiveFacets,
  });

  algoliaHelper.on('result', ({ results: { query, hits, page, nbHits, nbPages } }) => {
    if (query === '' || !Array.isArray(hits)) {
      searchResultStateDispatcher({ type: 'reset' });
      return;
    }
    const sanitizeValue = (value: string) =>
      value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');
    const items = hits.map(
      ({
        url,
        _highlightResult: { hierarchy },
        _snippetResult: snippet = {},
      }: {
        url: string;
        _highlightResult: { hierarchy: { [key: string]: { value: string } } };
        _snippetResult: { content?: { value: string } };
      }) => {
        const titles = Object.keys(hierarchy).map((key) => sanitizeValue(hierarchy[key]!.value));
        return {
          title: titles.pop()!,
          url: processSearchResultUrl(url),
          summary: snippet.content ? `${sanitizeValue(snippet.content.value)}…` : '',
          breadcrumbs: titles,
        };
      },
    );
    searchResultStateDispatcher({
      type: 'update',
      value: {
        items,
        query,
        totalResults: nbHits,
        totalPages: nbPages,
        lastPage: page,
        hasMore: nbPages > page + 1,
        loading: false,
      },
    });
  });

  algoliaHelper.on('error', () => searchResultStateDispatcher({ type: 'error' }));

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const observer = useRef(
    ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: { y: currentY },
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) {
            searchResultStateDispatcher({ type: 'advance' });
          }
          prevY.current = currentY;
        },
        { threshold: 1 },
      ),
  );

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      algoliaHelper.addDisjunctiveFacetRefinement('language', currentLocale);
      Object.entries(docsSearchVersionsHelpers.searchVersions).forEach(([pluginId, searchVersion]) => {
        algoliaHelper.addDisjunctiveFacetRefinement('docusaurus_tag', `docs-${pluginId}-${searchVersion}`);
      });
    }
    algoliaHelper.setQuery(searchQuery).setPage(page).search();
  });

  // The local backend: fetch the index as soon as the page is shown.
  useEffect(() => {
    if ('preload' in searchClient) searchClient.preload();
  }, [searchClient]);

  useEffect(() => {
    if (!loaderRef) return undefined;
    const currentObserver = observer.current;
    if (currentObserver) {
      currentObserver.observe(loaderRef);
      return () => currentObserver.unobserve(loaderRef);
    }
    return () => true;
  }, [loaderRef]);

  useEffect(() => {
    searchResultStateDispatcher({ type: 'reset' });
    if (searchQuery) {
      searchResultStateDispatcher({ type: 'loading' });
      const timer = setTimeout(() => makeSearch(), 300);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [searchQuery, docsSearchVersionsHelpers.searchVersions, makeSearch]);

  useEffect(() => {
    if (!searchResultState.lastPage || searchResultState.lastPage === 0) return;
    makeSearch(searchResultState.lastPage);
  }, [makeSearch, searchResultState.lastPage]);

  const failure = errorTexts(backend);

  return (
    <Layout>
      <PageMetadata
        title={pageTitle}
        description="Search the StyleX guides, API reference and blog."
      />
      <Head>
        {/* Search pages are not worth indexing (facebook/docusaurus#3233). */}
        <meta name="robots" content="noindex, follow" />
      </Head>

      <main {...stylex.props(styles.page)}>
        <Heading as="h1">{pageTitle}</Heading>

        <form {...stylex.props(styles.form)} onSubmit={(e) => e.preventDefault()} role="search">
          <input
            type="search"
            name="q"
            {...stylex.props(styles.field)}
            placeholder={translate({
              id: 'theme.SearchPage.inputPlaceholder',
              message: 'Type your search here',
              description: 'The placeholder for search page input',
            })}
            aria-label={translate({
              id: 'theme.SearchPage.inputLabel',
              message: 'Search',
              description: 'The ARIA label for search page input',
            })}
            onChange={(e) => setSearchQuery(e.target.value)}
            value={searchQuery}
            autoComplete="off"
            autoFocus
          />
          {contextualSearch && docsSearchVersionsHelpers.versioningEnabled && (
            <SearchVersionSelectList docsSearchVersionsHelpers={docsSearchVersionsHelpers} />
          )}
        </form>

        <div {...stylex.props(styles.summaryRow)}>
          <p {...stylex.props(styles.count)} aria-live="polite">
            {!!searchResultState.totalResults && documentsFoundPlural(searchResultState.totalResults)}
          </p>
          {backend === 'algolia' ? (
            <Link to="https://www.algolia.com/" {...stylex.props(styles.poweredBy)}>
              {translate({ id: 'theme.SearchPage.algoliaLabel', message: 'Powered by Algolia' })}
            </Link>
          ) : (
            <span {...stylex.props(styles.poweredBy)}>
              {translate({ id: 'search.page.localLabel', message: 'Searched locally, in your browser' })}
            </span>
          )}
        </div>

        {searchResultState.failed ? (
          <div role="alert" {...stylex.props(styles.message)}>
            <p {...stylex.props(styles.messageTitle)}>{failure.titleText}</p>
            <p>{failure.helpText}</p>
          </div>
        ) : searchResultState.items.length > 0 ? (
          <section aria-label={translate({ id: 'search.page.resultsLabel', message: 'Search results' })}>
            {searchResultState.items.map(({ title, url, summary, breadcrumbs }, i) => (
              <article key={i} {...stylex.props(styles.item)}>
                <Heading as="h2" {...stylex.props(styles.itemHeading)}>
                  {/* Titles, paths and excerpts are escaped by the search client; only <mark> remains. */}
                  <Link to={url} dangerouslySetInnerHTML={{ __html: title }} />
                </Heading>
                {breadcrumbs.length > 0 && (
                  // One list per result: a plain list, not a navigation landmark.
                  <ol
                    aria-label={translate({ id: 'search.page.resultPath', message: 'Location' })}
                    {...stylex.props(styles.path)}>
                    {breadcrumbs.map((html, index) => (
                      <li
                        key={index}
                        {...stylex.props(styles.pathItem, index > 0 && styles.pathItemAfterFirst)}
                        dangerouslySetInnerHTML={{ __html: html }}
                      />
                    ))}
                  </ol>
                )}
                {summary && <p {...stylex.props(styles.summary)} dangerouslySetInnerHTML={{ __html: summary }} />}
              </article>
            ))}
          </section>
        ) : searchQuery && searchResultState.query === searchQuery && !searchResultState.loading ? (
          <div {...stylex.props(styles.message)}>
            <p {...stylex.props(styles.messageTitle)}>
              {noResultsTexts.noResultsText} “<strong>{searchQuery}</strong>”
            </p>
            <p>
              {noResultsTexts.reportMissingResultsText}{' '}
              <a href={missingResultsUrl({ query: searchQuery })} target="_blank" rel="noopener noreferrer">
                {noResultsTexts.reportMissingResultsLinkText}
              </a>
            </p>
          </div>
        ) : searchQuery ? (
          <div
            role="status"
            aria-label={translate({ id: 'search.page.loading', message: 'Searching…' })}
            {...stylex.props(styles.spinner)}
          />
        ) : null}

        {searchResultState.hasMore && (
          <div {...stylex.props(styles.loader)} ref={setLoaderRef}>
            {translate({
              id: 'theme.SearchPage.fetchingNewResults',
              message: 'Fetching new results...',
              description: 'The paragraph for fetching new search results',
            })}
          </div>
        )}
      </main>
    </Layout>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}

const spin = stylex.keyframes({
  to: { transform: 'rotate(360deg)' },
});

const styles = stylex.create({
  page: {
    marginInline: 'auto',
    paddingBlock: space.xl,
    paddingInline: space.lg,
    maxWidth: layout.contentMax,
    // Results arrive after the page has painted: keep the footer below the
    // fold until then, so they do not push it down (layout shift).
    minHeight: '100vh',
    width: '100%',
  },
  form: {
    gap: space.sm,
    display: 'flex',
    flexWrap: 'wrap',
    marginBottom: space.sm,
  },
  field: {
    borderColor: {
      default: colors.border,
      ':focus': colors.accent,
    },
    borderRadius: radii.md,
    borderStyle: 'solid',
    borderWidth: '2px',
    outline: 'none',
    paddingBlock: space.md,
    paddingInline: space.md,
    backgroundColor: colors.backgroundRaised,
    color: colors.text,
    flexGrow: 1,
    fontFamily: fonts.body,
    fontSize: fonts.sizeMd,
    minWidth: '12rem',
  },
  versions: {
    gap: space.sm,
    display: 'flex',
  },
  summaryRow: {
    gap: space.sm,
    alignItems: 'center',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    marginBottom: space.sm,
  },
  count: {
    margin: 0,
    color: colors.text,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
  },
  poweredBy: {
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
  },
  item: {
    paddingBlock: space.lg,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: '1px',
  },
  itemHeading: {
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightMedium,
    marginBottom: 0,
  },
  path: {
    listStyle: 'none',
    color: colors.textMuted,
    display: 'flex',
    flexWrap: 'wrap',
    fontSize: fonts.sizeXs,
    marginBottom: 0,
    marginTop: space.xs,
    paddingLeft: 0,
  },
  pathItem: {
    display: 'inline',
  },
  pathItemAfterFirst: {
    '::before': {
      paddingInline: space.xs,
      content: '"›"',
    },
  },
  summary: {
    color: colors.textMuted,
    marginBottom: 0,
    marginTop: space.sm,
  },
  message: {
    paddingBlock: space.xl,
    color: colors.textMuted,
  },
  messageTitle: {
    color: colors.text,
    fontSize: fonts.sizeLg,
  },
  spinner: {
    borderColor: colors.border,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderWidth: '0.4em',
    marginBlock: space.xl,
    marginInline: 'auto',
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationName: spin,
    animationTimingFunction: 'linear',
    borderTopColor: colors.accent,
    height: '3rem',
    width: '3rem',
  },
  loader: {
    color: colors.textMuted,
    marginTop: space.xl,
  },
});
