/**
 * Which search backend a build uses, decided once at build time.
 *
 * - Default: a local Pagefind index built by `npm run build` (no third-party
 *   requests at all).
 * - Hosted Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and
 *   ALGOLIA_INDEX_NAME are all set in the build environment.
 *
 * Both backends drive the same UI: the DocSearch modal and the /search/ page of
 * @docusaurus/theme-search-algolia (see src/theme/SearchBar and SearchPage).
 */

import { LOCAL_SEARCH_CREDENTIALS, type SearchBackend } from './constants';

export { SEARCH_BACKEND_FIELD, type SearchBackend } from './constants';

export interface SearchSettings {
  backend: SearchBackend;
  /** `themeConfig.algolia` for @docusaurus/theme-search-algolia. */
  themeConfig: {
    appId: string;
    apiKey: string;
    indexName: string;
    contextualSearch: true;
    searchPagePath: 'search';
  };
}

export function searchSettings(env: Record<string, string | undefined> = process.env): SearchSettings {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  const configured = [appId, apiKey, indexName].filter(Boolean).length;
  if (configured > 0 && configured < 3) {
    throw new Error(
      'Hosted search needs all of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME; ' +
        'set the three of them, or none to use the local search index.',
    );
  }
  const common = { contextualSearch: true, searchPagePath: 'search' } as const;
  if (appId && apiKey && indexName) {
    return { backend: 'algolia', themeConfig: { appId, apiKey, indexName, ...common } };
  }
  return { backend: 'local', themeConfig: { ...LOCAL_SEARCH_CREDENTIALS, ...common } };
}
