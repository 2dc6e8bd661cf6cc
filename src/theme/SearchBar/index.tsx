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
 * Every page has the button; the modal (./Modal, with its texts and the
 * search runtime) loads only when it is about to open.
 */
import React, { useCallback, useRef, useState, type ReactNode } from 'react';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ThemeConfigAlgolia } from '@docusaurus/theme-search-algolia';
import { useSearchBackend } from '@site/src/search/backend';
import { withFocusRing } from '@site/src/styles/shared';
import type { SearchBackend } from '@site/src/search/constants';
import type SearchModalType from './Modal';
import { holdTyping } from './typeahead';
// The button is on every page; the modal's (much larger) CSS loads with it.
// DocSearch's files by name: src/plugins/bundle-shaping, row docsearch-css-files.
import '@bundle-shaping/docsearch-css/button.css';
import './styles.css';

let SearchModal: typeof SearchModalType | null = null;

/**
 * The modal's code, and for the local backend the Pagefind client's, on
 * demand: fetched side by side, the client handed to the modal, which makes
 * and keeps everything else (the less here, the less on every page).
 */
function importSearchModalIfNeeded(backend: SearchBackend): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return Promise.all([
    import('./Modal'),
    // In a CSS chunk of its own (src/plugins/bundle-shaping, row docsearch-modal-css), not in the
    // stylesheet every page loads.
    import('./modal.css'),
    backend === 'local' ? import('@site/src/search/pagefindClient') : null,
  ]).then(([Modal, , local]) => {
    SearchModal = Modal.withClient(local);
  });
}

// The same id and wording as theme-search-algolia's SearchTranslations,
// whose other texts are the modal's.
const searchLabel = translate({
  id: 'theme.SearchBar.label',
  message: 'Search',
  description: 'The ARIA label and placeholder for search button',
});
const buttonTexts = { buttonText: searchLabel, buttonAriaLabel: searchLabel };
// DocSearch's stylesheet unsets the button's outline (`all: unset`) and draws
// no focus of its own: the site's focus ring, beside DocSearch's classes
// (a className replaces the button's own).
const buttonClassName = withFocusRing({ className: 'DocSearch DocSearch-Button' }).className;

export default function SearchBar(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const algolia = siteConfig.themeConfig.algolia as ThemeConfigAlgolia;
  const backend = useSearchBackend();

  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const loadModal = useCallback(() => importSearchModalIfNeeded(backend), [backend]);
  // Hover, focus and touch load the modal ahead of the click. A failure
  // there (offline, a redeployed site) is not the reader's concern yet:
  // opening the modal tries again.
  const preloadModal = useCallback(() => {
    loadModal().catch(() => {});
  }, [loadModal]);

  // Keystrokes typed while the modal is on its way (see ./typeahead).
  const typeahead = useRef<HTMLInputElement | null>(null);
  const openModal = useCallback(() => {
    if (typeahead.current?.isConnected) return;
    const field = holdTyping(searchLabel, searchButtonRef.current);
    typeahead.current = field;
    loadModal().then(
      () => {
        // Escape, or a click elsewhere, while it loaded: the reader moved on.
        if (document.activeElement !== field) return;
        setInitialQuery(field.value || undefined);
        setIsOpen(true);
      },
      (error: unknown) => {
        if (document.activeElement === field) searchButtonRef.current?.focus();
        console.error('The search could not be loaded.', error);
      },
    );
  }, [loadModal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

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
        className={buttonClassName}
        translations={buttonTexts}
      />

      {isOpen && SearchModal && (
        <SearchModal backend={backend} initialQuery={initialQuery} typeahead={typeahead.current} onClose={closeModal} />
      )}
    </>
  );
}
