/**
 * The navbar search: DocSearch's button and modal, as in
 * @docusaurus/theme-search-algolia, rewritten (not wrapped) because the
 * original cannot be told to
 * - search the local Pagefind index instead of Algolia (the modal's client is
 *   swapped through `transformSearchClient`),
 * - leave out its `preconnect` to the Algolia host when Algolia is not used,
 * - show the true "See all N results" count (DocSearch sums counts over
 *   keystrokes) and our wording of the empty and error states ("No results
 *   for", "Let us know." with a prefilled GitHub issue).
 * Ask AI is not used on this site and is left out.
 *
 * The modal (and with it the search runtime) loads only when it opens.
 */
import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type {
  DocSearchModal as DocSearchModalType,
  DocSearchHit,
  DocSearchTransformClient,
  InternalDocSearchHit,
} from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
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
import {
  errorTexts,
  missingResultsUrl,
  noResultsTexts,
  useSearchBackend,
  withTrueCounts,
} from '@site/src/search/client';
import type { SearchBackend } from '@site/src/search/constants';
// The button is on every page; the modal's (much larger) CSS loads with it.
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = typeof DocSearchModalType;
type Hit = InternalDocSearchHit;

let DocSearchModal: ModalComponent | null = null;
let localClient: LocalSearchClient | null = null;

/** The modal's code, and for the local backend the Pagefind client, on demand. */
function importDocSearchModalIfNeeded(backend: SearchBackend, baseUrl: string): Promise<void> {
  if (DocSearchModal && (backend !== 'local' || localClient)) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    // In a CSS chunk of its own (src/plugins/docsearch-modal-css), not in the
    // stylesheet every page loads.
    import('./modal.css'),
    backend === 'local' ? import('@site/src/search/pagefindClient') : null,
  ]).then(([{ DocSearchModal: Modal }, , local]) => {
    DocSearchModal = Modal;
    if (local && !localClient) localClient = local.createLocalSearchClient({ baseUrl, mode: 'modal' });
  });
}

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

export default function SearchBar(): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const backend = useSearchBackend();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // Hit counts per query, as the backend reported them (see withTrueCounts).
  const [counts] = useState(() => new Map<string, number>());
  const loadModal = useCallback(
    () => importDocSearchModalIfNeeded(backend, siteConfig.baseUrl),
    [backend, siteConfig.baseUrl],
  );
  // Hover, focus and touch load the modal ahead of the click. A failure
  // there (offline, a redeployed site) is not the reader's concern yet:
  // opening the modal tries again.
  const preloadModal = useCallback(() => {
    loadModal().catch(() => {});
  }, [loadModal]);

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
    [backend, counts, siteMetadata],
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

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      div.dataset.searchBackend = backend;
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
  }, [backend]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    loadModal().then(
      () => {
        // Start fetching the index while the modal appears.
        localClient?.preload();
        setIsOpen(true);
      },
      (error: unknown) => console.error('The search could not be loaded.', error),
    );
  }, [prepareSearchContainer, loadModal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({ state }: { state: AutocompleteState<Hit> }) {
        // Never DocSearch's own figure, which adds up the counts of every keystroke.
        const count = counts.get(state.query);
        return <ResultsFooter state={state} count={count} onClose={closeModal} />;
      },
    [counts, closeModal],
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
    <>
      {backend === 'algolia' && (
        <Head>
          {/* Only a configured Algolia backend warrants a connection to its host. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <DocSearchButton
        onTouchStart={preloadModal}
        onFocus={preloadModal}
        onMouseOver={preloadModal}
        onClick={openModal}
        ref={searchButtonRef}
        translations={translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            searchParameters={searchParameters}
            onClose={closeModal}
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
          />,
          searchContainer.current,
        )}
    </>
  );
}
