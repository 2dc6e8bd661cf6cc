import siteConfig from '@generated/docusaurus.config';
import type { ClientModule } from '@docusaurus/types';

/**
 * The playground runs under a Content-Security-Policy of its own (its
 * preview evaluates the compiled code, its editor injects styles; see
 * deploy/headers.mjs), and a policy belongs to the document. A client-side
 * navigation from any other page would run the playground under that page's
 * strict policy, which blocks both. So the playground is always loaded from
 * the server:
 * - a click on a link into it keeps the router out (the browser then
 *   follows the link itself);
 * - any other route change into it (history.push, e.g. from the search
 *   modal) is turned into a page load.
 */
const playgroundPath = `${siteConfig.baseUrl}playground/`;
const isPlayground = (pathname: string) => pathname === playgroundPath || pathname === playgroundPath.slice(0, -1);

function onClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin || !isPlayground(url.pathname) || isPlayground(window.location.pathname)) return;
  // Before React's listener on the app root: the router never sees the click.
  event.stopPropagation();
}

if (typeof document !== 'undefined') document.addEventListener('click', onClick, true);

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && isPlayground(location.pathname) && !isPlayground(previousLocation.pathname)) {
      window.location.assign(`${location.pathname}${location.search}${location.hash}`);
    }
  },
};

export default clientModule;
