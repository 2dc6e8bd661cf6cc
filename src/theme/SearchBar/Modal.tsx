/**
 * The search modal: DocSearch's modal with our client, counts and texts.
 * Loaded by ./index.tsx when the modal first opens (or the button is
 * hovered, focused or touched), so nothing here is in the bundle every page
 * loads.
 */
import React, { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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
import type { SearchNotice } from '@site/src/search/records';
import { noticeLine, SearchNoticeText } from '@site/src/search/SearchNotice';

type Hit = InternalDocSearchHit;

type PagefindClientModule = typeof import('@site/src/search/pagefindClient');

/** Kept while the modal is closed, and made once: the local client, the counts, the container. */
let pagefindClientModule: PagefindClientModule | null = null;
let localClient: LocalSearchClient | null = null;
/** Hit counts per query, as the backend reported them (see withTrueCounts). */
const counts = new Map<string, number>();
let container: HTMLDivElement | null = null;

function searchContainer(backend: SearchBackend): HTMLDivElement {
  if (!container) {
    container = document.createElement('div');
    container.dataset.searchBackend = backend;
    document.body.insertBefore(container, document.body.firstChild);
  }
  return container;
}

/** Results per group (lvl0: Learn, a sidebar category, Blog…) in the modal. */
const MAX_RESULTS_PER_GROUP = 8;

/**
 * What was typed into the field of ./typeahead after the modal opened with
 * its text as `initialQuery` (the modal's input takes focus in an effect,
 * after this layout effect): typed into the modal's input, as typing does,
 * so its onChange runs and the results are for the whole query.
 */
function useTakeTyping(field: HTMLInputElement | null) {
  useLayoutEffect(() => {
    if (!field) return undefined;
    const takeOver = ({ target }: FocusEvent) => {
      const input = target as HTMLInputElement;
      if (!input.classList?.contains('DocSearch-Input')) return;
      document.removeEventListener('focusin', takeOver, true);
      if (field.value && input.value !== field.value) {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, field.value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    };
    document.addEventListener('focusin', takeOver, true);
    return () => document.removeEventListener('focusin', takeOver, true);
  }, [field]);
}

/**
 * The notice of the local index (corrected spelling, words left out), shown
 * above the results: DocSearch has no place for it, so it gets a line of its
 * own at the top of the results panel, a live region that screen readers
 * announce as it changes.
 */
function NoticeAboveResults({ notice }: { notice: SearchNotice | undefined }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [line, setLine] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const panel = anchor.current?.closest('.DocSearch-Dropdown');
    if (!panel) return undefined;
    const element = document.createElement('p');
    element.className = noticeLine.className ?? '';
    element.setAttribute('role', 'status');
    element.dataset.searchNotice = '';
    panel.prepend(element);
    setLine(element);
    return () => element.remove();
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {line && createPortal(<SearchNoticeText notice={notice} />, line)}
    </>
  );
}

function ResultsFooter({
  state,
  count,
  notice,
  onClose,
}: {
  state: AutocompleteState<Hit>;
  /** Undefined while the current query's answer has not arrived (the hits shown are the previous query's). */
  count: number | undefined;
  notice: SearchNotice | undefined;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <>
      <NoticeAboveResults notice={notice} />
      <Link to={createSearchLink(state.query)} onClick={onClose}>
        {count === undefined ? (
          <Translate id="theme.SearchBar.seeAllPending">See all results</Translate>
        ) : (
          <Translate id="theme.SearchBar.seeAll" values={{ count }}>
            {'See all {count} results'}
          </Translate>
        )}
      </Link>
    </>
  );
}

function SearchModal({
  backend,
  initialQuery,
  typeahead,
  onClose,
}: {
  backend: SearchBackend;
  initialQuery: string | undefined;
  /** The field that held what was typed while the modal loaded (./typeahead). */
  typeahead: HTMLInputElement | null;
  onClose: () => void;
}): ReactNode {
  useTakeTyping(typeahead);
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  if (backend === 'local' && !localClient && pagefindClientModule) {
    localClient = pagefindClientModule.createLocalSearchClient({ baseUrl: siteConfig.baseUrl, mode: 'modal' });
  }
  // Start fetching the index while the modal appears.
  useLayoutEffect(() => localClient?.preload(), []);
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const history = useHistory();
  // What the local index changed in each query (see withTrueCounts).
  const [notices] = useState(() => new Map<string, SearchNotice | undefined>());
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters();

  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (backend === 'local' && localClient) {
        return {
          ...(localClient as unknown as DocSearchTransformClient),
          search: withTrueCounts(localClient.search, counts, notices) as unknown as DocSearchTransformClient['search'],
        };
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return {
        search: withTrueCounts(client.search, counts),
        addAlgoliaAgent: client.addAlgoliaAgent,
        transporter: client.transporter,
      };
    },
    [backend, notices, siteMetadata],
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
        return <ResultsFooter state={state} count={count} notice={notices.get(state.query)} onClose={onClose} />;
      },
    [notices, onClose],
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

  return createPortal(
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
    />,
    searchContainer(backend),
  );
}

/**
 * The modal, given the Pagefind client's module for the local backend
 * (./index.tsx fetches it beside this chunk, and the Algolia backend never
 * does).
 */
export function withClient(module: PagefindClientModule | null): typeof SearchModal {
  pagefindClientModule ??= module;
  return SearchModal;
}

export default SearchModal;
