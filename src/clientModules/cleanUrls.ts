import routes from '@generated/routes';
import { matchPath } from '@docusaurus/router';
import type { ClientModule } from '@docusaurus/types';

/**
 * Client-side complement of the server's clean-URL redirect
 * (scripts/clean-url-redirect.mjs). A static host without that rule serves
 * `/docs/learn/index.html` or `/docs/learn/index/` from the route's file;
 * once the page runs, this swaps the address for the clean path
 * (`/docs/learn/`) when such a route exists and the requested one does not,
 * and lets the router render it. No reload, and nothing to do on hosts that
 * redirect.
 */
const unclean = /(?:\/index(?:\.html|\/)?|\.html)$/;

type Route = { path?: string | string[]; exact?: boolean; strict?: boolean; routes?: Route[] };

function isRoute(pathname: string, list: Route[] = routes): boolean {
  return list.some((route) => {
    if (!matchPath(pathname, { path: route.path, exact: route.exact, strict: route.strict })) return false;
    return route.exact === true || isRoute(pathname, route.routes ?? []);
  });
}

function cleanPath(pathname: string): string | null {
  if (!unclean.test(pathname) || isRoute(pathname)) return null;
  const clean = pathname.replace(unclean, '/');
  return isRoute(clean) ? clean : null;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    const { pathname, search, hash } = window.location;
    const clean = cleanPath(pathname);
    if (clean === null) return;
    window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
    // The router reads the new address on popstate, as after a back button.
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  },
};

export default clientModule;
