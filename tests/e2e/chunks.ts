import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/** Helpers of the behaviour and error tests that work with JS chunks. */

// The build under test, as tests/lib/built-site.mjs finds it (an ES module this file cannot require).
const buildDir = path.resolve(__dirname, '../..', process.env.STYLEX_BUILD_DIR ?? 'build');

/** Pretends the browser is on a slow or data-saving connection (see Docusaurus' `isSlowConnection`). */
export function fakeConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => value });
  }, connection);
}

/**
 * The JS chunk files (URL paths) a direct visit of `url` executes. Runs in
 * a separate context with prefetching switched off (data saver), so only
 * the scripts the page needs are counted.
 */
export async function scriptsOf(browser: Browser, baseURL: string, url: string): Promise<Set<string>> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await fakeConnection(page, { effectiveType: '4g', saveData: true });
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && pathname.startsWith('/assets/js/')) scripts.add(pathname);
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * What a client-side navigation from `from` to `to` fetches: the chunks of
 * the routes `to` matches (read from the build's route table, registry and
 * client manifest, as the client resolves them) that a visit of `from` does
 * not load. A visit of `to` itself would not tell: the page the browser
 * starts on loads its Markdown's hydration module in place of the full one
 * (src/partial-hydration), which a navigation loads. With `prefetchedOnly`,
 * only those a prefetch of `to` asks for (its named chunks, not shared ones).
 */
export async function routeChunks(
  browser: Browser,
  baseURL: string,
  from: string,
  to: string,
  { prefetchedOnly = false } = {},
): Promise<string[]> {
  const before = await scriptsOf(browser, baseURL, from);
  // An ES module: imported, not required, from this file Playwright compiles to CommonJS.
  const { navigationScripts, prefetchScripts } = await import('../lib/built-site.mjs');
  const chunks = (prefetchedOnly ? prefetchScripts(to) : navigationScripts(to))
    .map((file) => `/${file}`)
    .filter((chunk) => !before.has(chunk));
  if (chunks.length === 0) throw new Error(`No chunks of their own for ${to} coming from ${from}`);
  return chunks;
}

/** The URL path of the built chunk whose code contains `marker`. */
export function chunkContaining(marker: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const matches = fs.readdirSync(dir).filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(dir, file), 'utf8').includes(marker));
  if (matches.length !== 1) throw new Error(`Expected one chunk containing "${marker}", found ${matches.length}`);
  return `/assets/js/${matches[0]}`;
}

/**
 * Waits until React has hydrated the page. Before that, a link is a plain
 * link (the browser loads the next page itself) and the router is not
 * listening: a test of client-side navigation must wait for this.
 */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/**
 * Navigates on the client (the router's history, no page load), as a link
 * would, to a route that nothing links to. Like a link, only once the page
 * has hydrated.
 */
export async function clientNavigate(page: Page, url: string) {
  await waitForHydration(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Marks the current document; `isSameDocument` is false after any full page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export function isSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/**
 * The built chunk whose code contains `marker`, unreachable (as offline)
 * until `reconnect()`; `requests()` counts every request for it.
 */
export async function offlineChunk(page: Page, marker: string): Promise<{ reconnect: () => void; requests: () => number }> {
  const chunk = chunkContaining(marker);
  let reachable = false;
  let requests = 0;
  await page.route(`**${chunk}`, (route) => {
    requests += 1;
    return reachable ? route.fallback() : route.abort('internetdisconnected');
  });
  return {
    reconnect() {
      reachable = true;
    },
    requests: () => requests,
  };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Holds back every response for `url` (as `route()` matches it) until
 * `release()`, and counts the requests. `onRequest` runs as each request
 * comes in, before it is held.
 *
 * Open a page that holds one of its chunks with `waitUntil:
 * 'domcontentloaded'` (or 'commit'), never 'load': the page may ask for the
 * chunk before the load event, which then waits for it, and the test with it.
 */
export async function holdChunk(
  target: Page | BrowserContext,
  url: string | RegExp,
  onRequest: () => unknown = () => {},
): Promise<{ release: () => void; requests: () => number }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requests = 0;
  await target.route(url, async (route) => {
    requests += 1;
    await onRequest();
    await held;
    // The test may end, and its page close, before a request is let through.
    await route.fallback().catch(() => {});
  });
  return { release, requests: () => requests };
}

/** Holds the main bundle back: until `release()`, nothing of the page's own code runs. */
export function holdMainBundle(page: Page) {
  return holdChunk(page, /\/assets\/js\/main\.\w+\.js$/);
}
