/** Constants shared by the build configuration and the browser code of search. */

export type SearchBackend = 'local' | 'algolia';

/** Key of `siteConfig.customFields` that tells the client which backend to use. */
export const SEARCH_BACKEND_FIELD = 'searchBackend';

/**
 * Inert credentials for the local backend. The Algolia theme requires these
 * fields; our SearchBar and SearchPage never hand them to an Algolia client
 * (the modal's client is replaced through `transformSearchClient`), so no
 * request is ever made with them.
 */
export const LOCAL_SEARCH_CREDENTIALS = {
  appId: 'LOCAL_PAGEFIND',
  apiKey: 'local-pagefind-index',
  indexName: 'stylex-docs',
} as const;
