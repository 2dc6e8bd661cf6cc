/**
 * The search modal: DocSearch's modal with our client, counts and texts.
 * Loaded by ./index.tsx when the modal first opens (or the button is
 * hovered, focused or touched), so nothing here is in the bundle every page
 * loads.
 */
import React, { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchHit, DocSearchTransformClient, InternalDocSearchHit } from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { isRegexpStringMatch, useSearchLinkCreator } from '@docusaurus/theme-common';
import {
  mergeFacetFilters,
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import type { ThemeConfigAlgolia } from '@docusaurus/theme-search-algolia';
import translations from '@theme/SearchTranslations';
import type { LocalSearchClient } from '@site/src/search/pagefindClient';
import { errorTexts, missingResultsUrl, noResultsTexts, withTrueCounts } from '@site/src/search/client';
import type { SearchBackend } from '@site/src/search/constants';

type Hit = InternalDocSearchHit;

/** Results per group (lvl0: Learn, a sidebar category, Blog…) in the modal. */
const MAX_RESULTS_PER_GROUP = 8;

function ResultsFooter({
  state,
  count,
  onClose,
}: {
  state: AutocompleteState<Hit>;
  /** Undefined while the current query's answer has not arrived (the hits shown are the previous query's). */
  count: number | undefined;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      {count === undefined ? (
        <Translate id="theme.SearchBar.seeAllPending">See all results</Translate>
      ) : (
        <Translate id="theme.SearchBar.seeAll" values={{ count }}>
          {'See all {count} results'}
        </Translate>
      )}
    </Link>
  );
}

export default function SearchModal({
  backend,
  localClient,
  counts,
  initialQuery,
  onClose,
}: {
  backend: SearchBackend;
  /** The Pagefind client, for the local backend. */
  localClient: LocalSearchClient | null;
  /** Hit counts per query, as the backend reported them (see withTrueCounts); kept while the modal is closed. */
  counts: Map<string, number>;
  initialQuery: string | undefined;
  onClose: () => void;
}): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (backend === 'local' && localClient) {
        return {
          ...(localClient as unknown as DocSearchTransformClient),
          search: withTrueCounts(localClient.search, counts) as unknown as DocSearchTransformClient['search'],
        };
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return {
        search: withTrueCounts(client.search, counts),
        addAlgoliaAgent: client.addAlgoliaAgent,
        transporter: client.transporter,
      };
    },
    [backend, localClient, counts, siteMetadata],
  );

  const [navigator] = useState(() => ({
    navigate({ itemUrl }: { itemUrl: string }) {
      if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
      else history.push(itemUrl);
    },
  }));

  const transformItems = useCallback(
    (items: DocSearchHit[]): DocSearchHit[] =>
      items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({ state }: { state: AutocompleteState<Hit> }) {
        // Never DocSearch's own figure, which adds up the counts of every keystroke.
        const count = counts.get(state.query);
        return <ResultsFooter state={state} count={count} onClose={onClose} />;
      },
    [counts, onClose],
  );

  const searchParameters = useMemo(
    () => ({
      ...algolia.searchParameters,
      facetFilters: algolia.contextualSearch
        ? mergeFacetFilters(contextualFacetFilters, algolia.searchParameters?.facetFilters ?? [])
        : (algolia.searchParameters?.facetFilters ?? []),
    }),
    [algolia, contextualFacetFilters],
  );

  const modalTranslations = useMemo(
    () => ({
      ...translations.modal,
      errorScreen: errorTexts(backend),
      noResultsScreen: noResultsTexts,
    }),
    [backend],
  );

  return (
    <DocSearchModal
      appId={algolia.appId}
      apiKey={algolia.apiKey}
      indexName={algolia.indexName}
      searchParameters={searchParameters}
      onClose={onClose}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      navigator={navigator}
      transformItems={transformItems}
      hitComponent={({ hit, children }) => <Link to={hit.url}>{children}</Link>}
      transformSearchClient={transformSearchClient}
      resultsFooterComponent={resultsFooterComponent}
      placeholder={translations.placeholder}
      translations={modalTranslations}
      getMissingResultsUrl={missingResultsUrl}
      maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
      insights={false}
      isAskAiActive={false}
      onAskAiToggle={() => {}}
    />
  );
}
