import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { SEARCH_BACKEND_FIELD, type SearchBackend } from './constants';

/**
 * Which backend the build searches. A module of its own because the navbar's
 * search button, on every page, needs only this of ./client.
 */
export function useSearchBackend(): SearchBackend {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.[SEARCH_BACKEND_FIELD] === 'algolia' ? 'algolia' : 'local';
}
