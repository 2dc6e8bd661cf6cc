import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

/** Helpers of the behaviour and error tests that work with JS chunks. */

const buildDir = path.resolve(__dirname, '../../build');

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

/** The chunks a visit of `to` needs that a visit of `from` does not load: what a navigation fetches. */
export async function routeChunks(browser: Browser, baseURL: string, from: string, to: string): Promise<string[]> {
  const [before, after] = await Promise.all([scriptsOf(browser, baseURL, from), scriptsOf(browser, baseURL, to)]);
  const chunks = [...after].filter((chunk) => !before.has(chunk));
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
 * Navigates on the client (the router's history, no page load), as a link
 * would, to a route that nothing links to. Like a link, only once the page
 * has hydrated: before that, the router is not listening.
 */
export async function clientNavigate(page: Page, url: string) {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
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

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
