/**
 * The route table Docusaurus generates for its client (`routes.js`, with
 * `routesChunkNames.json`), read at build time: which chunk names the client
 * loads before it renders a given URL. Matching follows react-router v5 as
 * Docusaurus' client uses it (first matching route at each level, nested
 * routes below). Shared by the plugin and by tests/lib/built-site.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** @typedef {{ path?: string, exact?: boolean, component: { key: string }, routes?: Route[] }} Route */

/**
 * Reads the generated route tree and chunk names.
 * @param {string} generatedDir the site's `.docusaurus` folder
 * @returns {{ routes: Route[], chunkNames: Record<string, unknown> }}
 */
export function loadRouteTable(generatedDir) {
  const source = fs.readFileSync(path.join(generatedDir, 'routes.js'), 'utf8');
  // routes.js imports React components; only its data is needed, so each
  // `ComponentCreator(path, hash)` becomes the key routesChunkNames uses.
  const body = source
    .replace(/^import .*$/gm, '')
    .replace('export default', 'result =')
    .replace(/ComponentCreator\(('[^']*'),\s*('[^']*')\)/g, '({ key: $1 + "-" + $2 })')
    .replace(/ComponentCreator\(('[^']*')\)/g, '({ key: $1 })');
  const sandbox = { result: null };
  vm.runInNewContext(body, sandbox);
  const chunkNames = JSON.parse(fs.readFileSync(path.join(generatedDir, 'routesChunkNames.json'), 'utf8'));
  return { routes: /** @type {Route[]} */ (sandbox.result), chunkNames };
}

/** @param {Route} route @param {string} pathname */
function matches(route, pathname) {
  if (route.path == null || route.path === '*') return true;
  const base = route.path.replace(/\/$/, '');
  const target = pathname.replace(/\/$/, '');
  if (route.exact) return base === target;
  return target === base || target.startsWith(`${base}/`) || base === '';
}

/**
 * The chain of routes (outermost first) the client renders for `pathname`.
 * @param {Route[]} routes @param {string} pathname @returns {Route[]}
 */
function matchChain(routes, pathname) {
  for (const route of routes) {
    if (!matches(route, pathname)) continue;
    return [route, ...(route.routes ? matchChain(route.routes, pathname) : [])];
  }
  return [];
}

/**
 * The URL path (below the base URL) the client routes for an HTML file of the
 * build: its directory for an `index.html`; for 404.html, which the server
 * sends for any URL without a page of its own, a path only the catch-all
 * route matches.
 * @param {string} relFile path of the file in the build folder, with `/`
 */
export function clientPathname(relFile) {
  if (relFile === '404.html') return '/__not-found__/';
  return `/${relFile.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** @param {unknown} value @returns {string[]} */
function deepValues(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(deepValues);
  return [];
}

const trimSlash = (/** @type {string} */ p) => p.replace(/\/$/, '');

/**
 * The chunk names (keys of the client's registry) of every route `pathname`
 * matches: component, content, props, sidebar…
 *
 * With `hydrationName`, the names the client loads when it starts on that
 * page: the page's own route (the one whose path is `pathname`) loads a
 * Markdown module's hydration module in its place (src/partial-hydration;
 * ComponentCreator.js in the partial-hydration patch of core), named by `hydrationName` when it has one.
 * @param {{ routes: Route[], chunkNames: Record<string, unknown> }} table
 * @param {string} pathname
 * @param {(name: string) => string | undefined} [hydrationName]
 * @returns {string[]}
 */
export function routeChunkNames({ routes, chunkNames }, pathname, hydrationName) {
  return [
    ...new Set(
      matchChain(routes, pathname).flatMap((route) => {
        const names = deepValues(chunkNames[route.component.key]);
        const own = hydrationName && route.path != null && trimSlash(route.path) === trimSlash(pathname);
        return own ? names.map((name) => hydrationName(name) ?? name) : names;
      }),
    ),
  ];
}
