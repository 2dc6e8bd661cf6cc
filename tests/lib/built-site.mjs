/**
 * Reading the production build (build/) for the build tests and the
 * benchmark: its HTML pages, their DOM, and the JavaScript and CSS a page
 * loads before it is interactive.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseDocument, DomUtils } from 'htmlparser2';
import { clientPathname, loadRouteTable, routeChunkNames } from '../../src/partial-hydration/build/route-table.mjs';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The build under test: build/, or another build (STYLEX_BUILD_DIR) such as the one without partial hydration. */
export const buildDir = path.resolve(process.env.STYLEX_BUILD_DIR ?? path.join(siteDir, 'build'));
/** Its generated files (STYLEX_GENERATED_DIR for another build: scripts/build-variant.mjs). */
export const generatedDir = path.resolve(process.env.STYLEX_GENERATED_DIR ?? path.join(siteDir, '.docusaurus'));

export { DomUtils };

/**
 * Whether the build under test has partial hydration (src/partial-hydration):
 * the tests of a build made with PARTIAL_HYDRATION=off run with it set too
 * (`npm run test:docusaurus-hydration`), and skip what only partial
 * hydration does. Given, not read from the build, so that a build that lost
 * it fails those tests instead of skipping them.
 */
export const partialHydration = process.env.PARTIAL_HYDRATION !== 'off';
/** Options of a test that only partial hydration makes true. */
export const onlyWithPartialHydration = { skip: partialHydration ? false : 'partial hydration is off in this build' };

/** Fails early, with the fix, when the tests run before a build. */
export function assertBuilt() {
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(generatedDir, 'routes.js'))) {
    throw new Error('No production build: run `npx docusaurus build` first.');
  }
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every file of the build, as paths relative to build/ with forward slashes. */
export function buildFiles() {
  return walk(buildDir).map((file) => path.relative(buildDir, file).split(path.sep).join('/'));
}

/** The built scripts (paths relative to build/) whose code contains `marker`. */
export function scriptsContaining(marker) {
  return buildFiles().filter(
    (rel) => rel.startsWith('assets/js/') && rel.endsWith('.js') && fs.readFileSync(path.join(buildDir, rel), 'utf8').includes(marker),
  );
}

/** The URL path a built HTML file answers: `docs/learn/index.html` → `/docs/learn/`. */
export function routeOf(relFile) {
  return `/${relFile.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The file of build/ a site URL path maps to (null outside the build). */
export function fileOf(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    return null;
  }
  const rel = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const file = path.join(buildDir, rel);
  return file.startsWith(buildDir + path.sep) ? file : null;
}

/**
 * @typedef {{ rel: string, route: string, html: string, doc: import('domhandler').Document }} Page
 */

/**
 * HTML documents of the build that are not pages: the docs samples' preview
 * frame (static/playground/preview-frame/), which no one visits.
 */
export const notPages = new Set(['playground/preview-frame/index.html']);

/** Every HTML page of the build, parsed. */
export function htmlPages() {
  return buildFiles()
    .filter((rel) => rel.endsWith('.html') && !notPages.has(rel))
    .sort()
    .map((rel) => {
      const html = fs.readFileSync(path.join(buildDir, rel), 'utf8');
      return { rel, route: routeOf(rel), html, doc: parseDocument(html) };
    });
}

/**
 * The routes of every docs page and blog post listed in sitemap.xml (not the
 * docs landing, blog lists, tags, archive or authors).
 */
export function contentRoutes() {
  return [...fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter(
      (route) =>
        (route.startsWith('/docs/') && route !== '/docs/') ||
        (/^\/blog\/[^/]+\/$/.test(route) && !/^\/blog\/(tags|archive|authors|page)\/$/.test(route)),
    );
}

export const find = (doc, test) => DomUtils.findAll(test, doc.children);
export const byTag = (doc, tag) => find(doc, (el) => el.name === tag);
export const textOf = (el) => DomUtils.textContent(el);

/** A client-side redirect page of @docusaurus/plugin-client-redirects. */
export function isRedirectPage(doc) {
  return byTag(doc, 'meta').some((el) => (el.attribs['http-equiv'] ?? '').toLowerCase() === 'refresh');
}

/** True for a `<meta name="robots" content="noindex">` page. */
export function isNoindex(doc) {
  return byTag(doc, 'meta').some((el) => el.attribs.name === 'robots' && /noindex/i.test(el.attribs.content ?? ''));
}

/** Inline scripts that the browser runs (not JSON-LD or other data blocks). */
export function inlineScripts(doc) {
  return byTag(doc, 'script')
    .filter((el) => el.attribs.src == null)
    .filter((el) => {
      const type = (el.attribs.type ?? '').trim().toLowerCase();
      return type === '' || type === 'text/javascript' || type === 'module' || type === 'application/javascript';
    })
    .map((el) => textOf(el));
}

// ---------------------------------------------------------------------------
// What a page loads before it is interactive.
//
// Before React hydrates, the client loads every chunk of the routes the URL
// matches (component, content, props, sidebar...). The HTML lists them
// (src/partial-hydration (page scripts), from the build's chunk groups); this
// resolves them independently, as the client does at run time: the route
// table (routes.js, routesChunkNames.json) → the registry compiled into
// main.js (chunk name → chunk ids) → client-manifest.json (chunk id → files).
// ---------------------------------------------------------------------------

let clientGraph;

/** The main bundle of the build: its file name (in build/assets/js/) and its code. */
export function mainBundle() {
  const file = fs.readdirSync(path.join(buildDir, 'assets/js')).find((f) => /^main\.\w+\.js$/.test(f));
  return { file, code: fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8') };
}

function loadClientGraph() {
  if (clientGraph) return clientGraph;
  const table = loadRouteTable(generatedDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(generatedDir, 'client-manifest.json'), 'utf8'));

  const registryKeys = [
    ...fs.readFileSync(path.join(generatedDir, 'registry.js'), 'utf8').matchAll(/^\s+"(\w+)": \[/gm),
  ].map((m) => m[1]);
  const { file: mainFile, code: main } = mainBundle();
  /** chunk name → chunk ids; a Markdown page's hydration loader, in the entry's second place (src/partial-hydration), as `<name>-hydration` */
  const registry = new Map();
  const loader = String.raw`(?:Promise\.all\(\[[^\]]*\]\)|\w+\.e\("?\w+"?\)|Promise\.resolve\(\))`;
  const entry = new RegExp(
    String.raw`(["']?)(\w+)\1:\[\(\)=>(${loader})\.then\(\w+(?:\.t)?\.bind\([^)]*\)\)(?:,\(\)=>(${loader})\.then\()?`,
    'g',
  );
  const chunkIds = (code) => [...code.matchAll(/\.e\("?(\w+)"?\)/g)].map((c) => c[1]);
  for (const m of main.matchAll(entry)) {
    // The minifier may write an all-digit chunk name as a number (0x11113f9).
    const name = m[1] === '' && /^(0x[\da-f]+|[\d.]+(e\d+)?)$/i.test(m[2]) ? String(Number(m[2])) : m[2];
    registry.set(name, chunkIds(m[3]));
    if (m[4]) registry.set(`${name}-hydration`, chunkIds(m[4]));
  }
  const missing = registryKeys.filter((k) => !registry.has(k));
  if (missing.length) {
    throw new Error(`Could not find these registry entries in ${mainFile} (bundle format changed?): ${missing.join(', ')}`);
  }
  /** The JS files of a registry entry's chunks. */
  const jsFiles = (name) => (registry.get(name) ?? []).flatMap((id) => (manifest.assets[id]?.js ?? []).map((js) => js.file));
  clientGraph = { table, manifest, registry, jsFiles };
  return clientGraph;
}

const local = (url) => url.replace(/^\//, '').split(/[?#]/)[0];

/**
 * The scripts a page's HTML loads (paths relative to build/, in order): its
 * `<script src>` tags (`tags`: the loader of src/partial-hydration (page scripts)) and the
 * scripts that loader runs after the first paint (`preloaded`: the runtime,
 * the main bundle and the route's chunks, each a `<link rel="preload"
 * as="script" data-after-paint>`).
 */
function pageScripts(doc) {
  const tags = byTag(doc, 'script')
    .map((el) => el.attribs.src)
    .filter((src) => src?.startsWith('/'))
    .map(local);
  const preloaded = byTag(doc, 'link')
    .filter((el) => el.attribs.rel === 'preload' && el.attribs.as === 'script' && 'data-after-paint' in el.attribs)
    .map((el) => local(el.attribs.href));
  return { tags, preloaded };
}

/**
 * The JS and CSS files (paths relative to build/) a page loads before it is
 * interactive: the scripts its HTML loads and stylesheet `<link>` tags, plus
 * the chunks of the routes its URL matches; also the HTML's own script list
 * (`tags`, `preloaded`: see pageScripts).
 */
export function initialAssets(page) {
  const { table, manifest, registry } = loadClientGraph();
  const { tags, preloaded } = pageScripts(page.doc);
  const scripts = new Set([...tags, ...preloaded]);
  const styles = new Set(
    byTag(page.doc, 'link')
      .filter((el) => /\bstylesheet\b/.test(el.attribs.rel ?? '') && el.attribs.href?.startsWith('/'))
      .map((el) => local(el.attribs.href)),
  );
  const routeScripts = new Set();
  const hydrationName = (name) => (registry.has(`${name}-hydration`) ? `${name}-hydration` : undefined);
  for (const name of routeChunkNames(table, clientPathname(page.rel), hydrationName)) {
    for (const id of registry.get(name) ?? []) {
      const asset = manifest.assets[id] ?? {};
      for (const js of asset.js ?? []) routeScripts.add(js.file);
      for (const css of asset.css ?? []) styles.add(css.file);
    }
  }
  for (const js of routeScripts) scripts.add(js);
  return { scripts: [...scripts], styles: [...styles], routeScripts: [...routeScripts], tags, preloaded };
}

/**
 * The JS files (paths relative to build/) of the chunks of every route
 * `pathname` matches, as a client-side navigation to it loads them: full
 * Markdown modules, not the hydration modules a page the browser starts on
 * loads instead.
 */
export function navigationScripts(pathname) {
  const { table, jsFiles } = loadClientGraph();
  return [...new Set(routeChunkNames(table, pathname).flatMap(jsFiles))];
}

/**
 * The JS files a prefetch of `pathname` asks for: Docusaurus' prefetch takes
 * only the file of each of the route's named chunks (`__webpack_require__.gca`),
 * not the chunks they share with other routes, which only loading the route
 * fetches. A named chunk's file is `<chunk name>.<hash>.js`.
 */
export function prefetchScripts(pathname) {
  const names = new Set(routeChunkNames(loadClientGraph().table, pathname));
  return navigationScripts(pathname).filter((file) => names.has(path.basename(file).split('.')[0]));
}

/**
 * The Markdown modules of the page's own route (src/partial-hydration):
 * for each, the chunk files of its full module, which a client-side
 * navigation loads, and of its hydration module, which the page loads when
 * the browser starts on it.
 */
export function markdownModules(page) {
  const { table, registry, jsFiles } = loadClientGraph();
  return routeChunkNames(table, clientPathname(page.rel))
    .filter((name) => registry.has(`${name}-hydration`))
    .map((name) => ({ name, full: jsFiles(name), hydration: jsFiles(`${name}-hydration`) }));
}

const gzipCache = new Map();

/** Raw and gzip size (zlib's default level, as scripts/serve.mjs serves it) of a built file. */
export function fileSizes(rel) {
  if (!gzipCache.has(rel)) {
    const data = fs.readFileSync(path.join(buildDir, rel));
    gzipCache.set(rel, { raw: data.length, gzip: zlib.gzipSync(data).length });
  }
  return gzipCache.get(rel);
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
