import officialUrls from './official-urls.json';

export type Redirect = { from: string; to: string };

/**
 * The redirect pages of the site (registered in docusaurus.config.ts): every
 * URL the official StyleX site has served that is not the address of its
 * page here leads to the matching page (official-urls.json says which, and
 * where the list comes from). `from` is written without the trailing slash,
 * as @docusaurus/plugin-client-redirects expects; the page it writes answers
 * both spellings.
 */
export function officialRedirects(urls: Record<string, string> = officialUrls.urls): Redirect[] {
  return Object.entries(urls)
    .filter(([from, to]) => from !== to)
    .map(([from, to]) => ({ from: from.replace(/(.)\/$/, '$1'), to }));
}
