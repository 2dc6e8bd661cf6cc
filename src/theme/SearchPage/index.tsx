/**
 * The /search/ page, ejected from @docusaurus/theme-search-algolia.
 * Changes from the original:
 * - the search client comes from useSearchPageClient(): the local Pagefind
 *   index by default, Algolia's liteClient only when Algolia is configured
 *   (the original always builds an Algolia client);
 * - failures show the error texts of the modal instead of spinning forever,
 *   and an empty result uses the modal's "No results for" wording;
 * - "Powered by Algolia" only with the Algolia backend;
 * - styles moved from a CSS module to StyleX with the site's tokens;
 * - the results come from useSearchResults (./useSearchResults.ts), which
 *   creates the search helper once, after the page has hydrated (it is not
 *   among what the page loads to show itself); no docs-version menu (the site has one
 *   docs version, searched through contextual search like in the modal).
 * The query lives in `?q=` (read on load, rewritten as the reader types) and
 * further results load as the reader scrolls, as in the original.
 */
import React, { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import * as stylex from '@stylexjs/stylex';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useSearchQueryString,
} from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { LiteClient } from 'algoliasearch/lite';
import { createLocalSearchClient, type LocalSearchClient } from '@site/src/search/pagefindClient';
import { errorTexts, missingResultsUrl, noResultsTexts, useSearchBackend } from '@site/src/search/client';
import type { SearchBackend } from '@site/src/search/constants';
import { SearchNoticeText } from '@site/src/search/SearchNotice';
import { colors, fonts, layout, radii, space } from '@site/src/tokens/tokens.stylex';
import { loadOnce } from '@site/src/components/LazyContent/loadOnce';
import { useSearchResults, type SearchResultsOptions } from './useSearchResults';
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

type PageClient = LocalSearchClient | LiteClient;

/**
 * The local index, or Algolia when the build was configured for it. Loaded
 * after the page hydrates (Algolia's client in its own chunk), like the
 * search helper: neither is needed to show the page.
 */
function useSearchPageClient(backend: SearchBackend, appId: string, apiKey: string): () => Promise<PageClient> {
  const { siteConfig } = useDocusaurusContext();
  return useMemo(
    () =>
      loadOnce<PageClient>(async () =>
        backend === 'local'
          ? createLocalSearchClient({ baseUrl: siteConfig.baseUrl, mode: 'page' })
          : (await import('algoliasearch/lite')).liteClient(appId, apiKey),
      ),
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
  const documentsFoundPlural = useDocumentsFoundPlural();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const pageTitle = getSearchPageTitle(searchQuery);
  const { state: searchResultState, advance } = useSearchResults({
    loadClient: searchClient as SearchResultsOptions['loadClient'],
    indexName,
    contextualSearch,
    locale: currentLocale,
    query: searchQuery,
  });

  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  // Created once: the end of the list coming into view asks for more.
  const [observer] = useState(
    () =>
      ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: { y: currentY },
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) {
            advance();
          }
          prevY.current = currentY;
        },
        { threshold: 1 },
      ),
  );

  // The local backend: fetch the index as soon as the page is shown.
  useEffect(() => {
    searchClient().then(
      (client) => {
        if ('preload' in client) client.preload();
      },
      () => {},
    );
  }, [searchClient]);

  useEffect(() => {
    if (!loaderRef) return undefined;
    if (!observer) return undefined;
    observer.observe(loaderRef);
    return () => observer.unobserve(loaderRef);
  }, [loaderRef, observer]);

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
        {/* Always in the page, so screen readers announce what appears in it. */}
        <p aria-live="polite" data-search-notice="" {...stylex.props(styles.notice)}>
          {searchResultState.items.length > 0 && <SearchNoticeText notice={searchResultState.notice} />}
        </p>

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
  notice: {
    margin: 0,
    color: colors.textMuted,
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
