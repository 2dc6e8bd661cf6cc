import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, type Page } from './fixtures';
import {
  chunkContaining,
  clientNavigate,
  delay,
  fakeConnection,
  holdChunk,
  holdMainBundle,
  isSameDocument,
  markDocument,
  routeChunks,
  waitForHydration,
} from './chunks';

/**
 * The site's states and calls (colour mode aside) in a real browser,
 * against the production build. The colour mode has its own file
 * (color-mode.spec.ts); failures are in errors.spec.ts.
 */

const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';
const announcementId = 'release-0.19'; // src/data/announcement.ts

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
  const close = (page: Page) => page.getByRole('button', { name: 'Dismiss announcement' });

  test('dismissing it persists across reloads and pages', async ({ page }) => {
    await page.goto('/');
    await expect(bar(page)).toBeVisible();
    await close(page).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), dismissKey)).toBe('true');
    expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe(announcementId);
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(bar(page)).toBeHidden();
    await page.goto('/docs/learn/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test('a dismissed bar is hidden from the first paint', async ({ page }) => {
    await page.goto('/');
    await close(page).click();
    await expect(bar(page)).toBeHidden();
    // Block the scripts: what shows is the static HTML and CSS alone.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-announcement-bar-initially-dismissed', 'true');
    await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  });

  test('a new announcement id makes it reappear', async ({ page }) => {
    await page.goto('/');
    await close(page).click();
    await expect(bar(page)).toBeHidden();
    // The id is build-time config: simulate a new one by making the stored
    // id (the one last seen) different from the built one.
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), idKey);
    await page.reload();
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), dismissKey)).toBe('false');
    expect(await page.evaluate((key) => localStorage.getItem(key), idKey)).toBe(announcementId);
    // Dismissing the new one works the same way.
    await close(page).click();
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(bar(page)).toBeHidden();
  });

  test('it can be dismissed with the keyboard', async ({ page }) => {
    await page.goto('/');
    await expect(close(page)).toBeEnabled();
    for (let i = 0; i < 6 && !(await close(page).evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(close(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), dismissKey)).toBe('true');
  });
});

test.describe('mobile sidebar', () => {
  const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
  const isOpen = (page: Page) => page.locator('.navbar').evaluate((el) => el.classList.contains('navbar-sidebar--show'));

  test('the hamburger opens it below 996 px and a navigation closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await hamburger(page).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    expect(await isOpen(page)).toBe(true);
    await markDocument(page);
    await sidebar.getByRole('link', { name: 'Learn', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/learn\/$/);
    // The docs page on screen: the address changes first, while Docusaurus
    // still shows the home page until the docs page's chunks are in.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
    await expect(sidebar).toBeHidden();
    expect(await isOpen(page)).toBe(false);
    // On a docs page it opens on the docs sidebar; following a doc link closes it too.
    await hamburger(page).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Installation', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/learn\/installation\/$/);
    await expect(sidebar).toBeHidden();
    expect(await isOpen(page)).toBe(false);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('growing the viewport past 996 px closes it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/docs/learn/');
    await hamburger(page).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect(hamburger(page)).toBeHidden();
    // Back to a phone width: it stays closed.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(hamburger(page)).toBeVisible();
    expect(await isOpen(page)).toBe(false);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});

test('the navbar hides on scroll down and shows on scroll up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/docs/learn/styling-ui/defining-styles/');
  const navbar = page.getByRole('navigation', { name: 'Main' });
  const bottom = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(bottom).toBeGreaterThan(0);
  await page.mouse.move(640, 400);
  for (let i = 0; i < 4; i += 1) {
    await page.mouse.wheel(0, 300);
    await delay(50);
  }
  await expect.poll(bottom).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(bottom).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test.describe('route progress bar', () => {
  // Records whether nprogress' bar was ever added to the page.
  const watchProgress = () => {
    const state = { shown: 0, removed: 0 };
    (window as unknown as { __progress: typeof state }).__progress = state;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) if ((node as Element).id === 'nprogress') state.shown += 1;
        for (const node of Array.from(record.removedNodes)) if ((node as Element).id === 'nprogress') state.removed += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  };
  const progress = (page: Page) =>
    page.evaluate(() => (window as unknown as { __progress: { shown: number; removed: number } }).__progress);

  test('appears when a route takes longer than 200 ms and finishes when it has loaded', async ({ page, browser, baseURL }) => {
    const chunks = new Set(await routeChunks(browser, baseURL!, '/', '/blog/'));
    const slow = 1_200;
    await page.route('**/assets/js/**', async (route) => {
      if (chunks.has(new URL(route.request().url()).pathname)) await delay(slow);
      await route.fallback();
    });
    await fakeConnection(page, { effectiveType: '4g', saveData: true }); // no prefetch before the click
    await page.addInitScript(watchProgress);
    await page.goto('/');
    // Before hydration the link is a plain one: no route to load, no bar.
    await waitForHydration(page);
    await markDocument(page);
    const started = Date.now();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    // The old page stays while the new route loads.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Super fast atomic styles/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StyleX blog', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(slow);
    await expect(page.locator('#nprogress')).not.toBeAttached();
    expect(await progress(page)).toEqual({ shown: 1, removed: 1 });
    expect(await isSameDocument(page)).toBe(true);
  });

  test('does not appear when the route is ready within 200 ms', async ({ page, browser, baseURL }) => {
    const chunks = await routeChunks(browser, baseURL!, '/', '/blog/');
    const arrived = new Set<string>();
    page.on('requestfinished', (request) => arrived.add(new URL(request.url()).pathname));
    await page.addInitScript(watchProgress);
    await page.goto('/');
    await waitForHydration(page);
    const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
    // Hovering preloads the route's chunks: once they are all here, the navigation is instant.
    await blog.hover();
    await expect.poll(() => chunks.filter((chunk) => !arrived.has(chunk))).toEqual([]);
    await blog.click();
    // The route is rendered: its navigation is over, and the page's observer
    // (watchProgress) has recorded any bar it showed on the way.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('StyleX blog');
    expect((await progress(page)).shown).toBe(0);
  });
});

test.describe('lazy-loaded content', () => {
  // /test/lazy/ (src/pages/test/lazy.tsx) loads a panel from its own chunk
  // with a 2 s timeout; @theme/Loading shows its states.
  const panelChunk = () => chunkContaining('lazily loaded panel has arrived');
  const panel = (page: Page) => page.getByText('The lazily loaded panel has arrived.');
  const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading…' });
  const timedOut = (page: Page) => page.getByRole('status').filter({ hasText: 'This is taking longer than usual.' });

  test('nothing for 200 ms, then loading, timed out, and loaded', async ({ page }) => {
    const chunk = panelChunk();
    await page.route(`**${chunk}`, async (route) => {
      await delay(3_000);
      await route.fallback();
    });
    // When the page's heading and the first status appear, timed in the page
    // itself (the test process may be slower than the page on a busy machine).
    await page.addInitScript(() => {
      const times: { heading?: number; status?: number } = {};
      (window as unknown as { __times: typeof times }).__times = times;
      new MutationObserver(() => {
        if (times.heading === undefined && document.querySelector('h1')?.textContent === 'Lazy content test') {
          times.heading = performance.now();
        }
        if (times.status === undefined && document.querySelector('[role="status"]')) times.status = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/');
    await markDocument(page);
    await clientNavigate(page, '/test/lazy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lazy content test' })).toBeVisible();
    await expect(loading(page)).toBeVisible();
    // Nothing for the first 200 ms, then "Loading…" (well before 1.5 s).
    const times = await page.evaluate(() => (window as unknown as { __times: { heading: number; status: number } }).__times);
    expect(times.status - times.heading).toBeGreaterThanOrEqual(190);
    expect(times.status - times.heading).toBeLessThan(1_500);
    await expect(timedOut(page)).toBeVisible({ timeout: 4_000 });
    await expect(timedOut(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(panel(page)).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a chunk that arrives within the 200 ms shows no loading state, then or later', async ({ page }) => {
    const chunk = panelChunk();
    await page.addInitScript(() => {
      const seen = { status: false };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')) seen.status = true;
      }).observe(document, { childList: true, subtree: true });
    });
    // The page's clock stands still (from pauseAt) until the test moves it, so
    // the chunk arrives before the 200 ms have passed however busy the machine
    // is (in real time, a loaded machine can take longer, and then "Loading…"
    // is right).
    await page.clock.install();
    let requested = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === chunk) requested = true;
    });
    await page.goto('/');
    // Hydrated first: the head updates that mark it wait for an animation frame.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.clock.pauseAt(Date.now() + 1_000);
    await clientNavigate(page, '/test/lazy/');
    await expect(panel(page)).toBeVisible();
    expect(requested).toBe(true);
    // Past the delay and the timeout: the timers went with the loading state.
    await page.clock.runFor(15_000);
    await expect(panel(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __seen: { status: boolean } }).__seen.status)).toBe(false);
  });
});

test.describe('docs version preference', () => {
  const key = 'docs-preferred-version-default';

  test('visiting a docs page stores the version in local storage', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
    // The docs pages show no version badge or banner for the only version.
    await expect(page.locator('.theme-doc-version-banner, .theme-doc-version-badge')).toHaveCount(0);
  });

  test('a stored version that no longer exists is replaced by the current one', async ({ page }) => {
    await page.goto('/');
    await page.evaluate((k) => localStorage.setItem(k, '0.1.0'), key);
    await page.goto('/docs/learn/installation/');
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');
  });
});

test.describe('static files', () => {
  const staticDir = path.resolve(__dirname, '../../static/img');
  for (const [url, type, file] of [
    ['/img/logo.svg', 'image/svg+xml', 'logo.svg'],
    ['/img/logo-dark.svg', 'image/svg+xml', 'logo-dark.svg'],
    ['/img/cover.png', 'image/png', 'cover.png'],
  ] as const) {
    test(`${url} is served as ${type}`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(new RegExp(`^${type.replace('+', '\\+')}\\b`));
      expect((await response.body()).equals(fs.readFileSync(path.join(staticDir, file)))).toBe(true);
    });
  }
});

test.describe('analytics', () => {
  // Vercel Web Analytics lives at this path on Vercel only (src/data/analytics.ts):
  // a build made anywhere else must not ask for it, or every page logs its 404.
  const scriptPath = '/_vercel/insights/script.js';

  test('a build made off Vercel never asks for the analytics script, even once the page is idle', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_vercel/')) requested.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // The loader would run when the browser is idle (src/clientModules/analytics.ts).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`script[src="${scriptPath}"]`)).toHaveCount(0);
    expect(requested).toEqual([]);
  });
});

test.describe('page load', () => {
  test('the HTML asks for the route’s chunks alongside the main bundle, and each is fetched once', async ({ page, request }) => {
    const url = '/docs/learn/thinking-in-stylex/';
    const html = await (await request.get(url)).text();
    const listed = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"[^>]*data-after-paint>/g)].map((m) => m[1]);
    // The runtime, the main bundle, then the layout, sidebar, page and content chunks.
    expect(listed.length).toBeGreaterThan(5);
    const requested: string[] = [];
    page.on('request', (req) => {
      const { pathname } = new URL(req.url());
      if (req.resourceType() === 'script' && pathname.startsWith('/assets/js/')) requested.push(pathname);
    });
    // Data saver: no prefetching, so only what the page itself runs is requested.
    await fakeConnection(page, { effectiveType: '4g', saveData: true });
    // With the main bundle held back, nothing in the page can ask for a chunk:
    // the requests come from the HTML.
    const main = await holdMainBundle(page);
    await page.goto(url, { waitUntil: 'commit' });
    await expect.poll(() => listed.filter((src) => !requested.includes(src))).toEqual([]);
    // Until the main bundle runs, the loader's stand-in is window.docusaurus
    // (Docusaurus' base-URL check looks for it at DOMContentLoaded), and a
    // call made meanwhile waits for the real client. The call is made and
    // awaited here before the main bundle is let through: the page's script
    // and the network are not ordered otherwise.
    await page.waitForLoadState('domcontentloaded');
    type WithStandIn = { docusaurus: { prefetch: (path: string) => unknown }; earlyCall?: Promise<boolean> };
    const whileHeld = await page.evaluate(async () => {
      const w = window as unknown as WithStandIn;
      const standIn = w.docusaurus;
      w.earlyCall = Promise.resolve(standIn.prefetch('/blog/')).then(() => standIn !== w.docusaurus);
      return Promise.race([w.earlyCall.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 100))]);
    });
    expect(whileHeld).toBe('waiting');
    main.release();
    expect(await page.evaluate(() => (window as unknown as WithStandIn).earlyCall)).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thinking in StyleX');
    // The client found the listed chunks installed and did not load them again.
    expect(listed.filter((src) => requested.filter((r) => r === src).length !== 1)).toEqual([]);
  });

  test('the page is on screen before its scripts run', async ({ page }) => {
    // When the loader adds each preloaded script, and when the browser first
    // painted content: the scripts must come after the whole page painted.
    await page.addInitScript(() => {
      const seen: { src: string; at: number }[] = [];
      (window as unknown as { scriptsAdded: typeof seen }).scriptsAdded = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src) seen.push({ src: new URL(node.src).pathname, at: performance.now() });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/docs/learn/thinking-in-stylex/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const { added, paint, parsed } = await page.evaluate(() => ({
      added: (window as unknown as { scriptsAdded: { src: string; at: number }[] }).scriptsAdded,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    }));
    const byLoader = added.filter(({ src }) => !src.includes('/after-paint.'));
    // The runtime first, then the main bundle, then the route's chunks.
    expect(byLoader.slice(0, 2).map(({ src }) => src.replace(/\.\w+\.js$/, ''))).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    expect(byLoader.length).toBeGreaterThan(5);
    expect(paint).not.toBeNull();
    // The first paint the loader waited for came after the document was
    // parsed (so it showed all of it), and before any script was added.
    const first = Math.min(...byLoader.map(({ at }) => at));
    expect(first).toBeGreaterThanOrEqual(paint!);
    expect(first).toBeGreaterThanOrEqual(parsed);
  });
});

test.describe('the page head', () => {
  type Head = { title: string; description?: string | null; canonical?: string | null; htmlClasses: string[] };
  /** A document's head: the live page's, or (`html`) one the server wrote, read the same way. */
  const headOf = (page: Page, html?: string): Promise<Head> =>
    page.evaluate((source) => {
      const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
      return {
        title: doc.title,
        description: doc.querySelector('meta[name="description"]')?.getAttribute('content'),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
        htmlClasses: Array.from(doc.documentElement.classList),
      };
    }, html);
  /** What the server wrote into a page's head: the head a navigation to it must end with. */
  const serverHead = async (page: Page, request: APIRequestContext, url: string) => headOf(page, await (await request.get(url)).text());

  test('a client-side navigation gives the head the new page’s title, description, canonical link and classes', async ({ page, request }) => {
    const from = '/docs/learn/thinking-in-stylex/';
    const to = '/docs/learn/styling-ui/defining-styles/';
    await page.goto(from);
    const [start, target] = [await serverHead(page, request, from), await serverHead(page, request, to)];
    expect(target.title).not.toBe(start.title);
    await waitForHydration(page);
    await markDocument(page);
    await page.locator(`.theme-doc-sidebar-menu a[href="${to}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page).toHaveTitle(target.title);
    const head = await headOf(page);
    expect(await isSameDocument(page)).toBe(true);
    expect([head.description, head.canonical]).toEqual([target.description, target.canonical]);
    // The doc's own class (`docs-doc-id-…`) and the others of its kind.
    expect(target.htmlClasses.filter((c) => !head.htmlClasses.includes(c))).toEqual([]);
    expect(start.htmlClasses.filter((c) => !target.htmlClasses.includes(c) && head.htmlClasses.includes(c))).toEqual([]);
  });

  test('the page hydrates with the head the server wrote, before the library that changes it has loaded', async ({ page, request }) => {
    const url = '/docs/learn/thinking-in-stylex/';
    // react-helmet-async loads once the page has hydrated (src/plugins/bundle-shaping, row helmet).
    const helmet = await holdChunk(page, `**${chunkContaining('You may be attempting to nest <Helmet> components')}`);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await expect.poll(helmet.requests).toBe(1);
    const server = await serverHead(page, request, url);
    const head = await headOf(page);
    expect(head).toEqual({ ...server, htmlClasses: expect.arrayContaining(server.htmlClasses) });
    helmet.release();
    // Once it has, the head stays the server's.
    await page.waitForLoadState('networkidle');
    expect(await headOf(page)).toEqual(head);
  });
});

test.describe('prefetching of lazy page chunks', () => {
  const blogLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });

  async function watch(page: Page, chunks: Set<string>) {
    const fetched: { path: string; type: string }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (chunks.has(pathname)) fetched.push({ path: pathname, type: request.resourceType() });
    });
    return fetched;
  }
  const paths = (fetched: { path: string; type: string }[], type?: string) =>
    new Set(fetched.filter((f) => !type || f.type === type).map((f) => f.path));

  test('a link in view prefetches its route’s chunks', async ({ page, browser, baseURL }) => {
    const chunks = new Set(await routeChunks(browser, baseURL!, '/', '/blog/'));
    const fetched = await watch(page, chunks);
    await fakeConnection(page, { effectiveType: '4g', saveData: false });
    await page.goto('/');
    // A <link rel="prefetch"> for each chunk the route names (its component
    // and data; shared split chunks such as `1170.<hash>.js` load with the
    // route), without any interaction.
    const named = [...chunks].filter((chunk) => /\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(chunk));
    expect(named.length).toBeGreaterThan(0);
    await expect.poll(() => named.filter((chunk) => !paths(fetched).has(chunk))).toEqual([]);
    expect(paths(fetched, 'script').size).toBe(0);
  });

  test('a chunk that several routes in view share is prefetched once', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'other' && new URL(request.url()).pathname.startsWith('/assets/js/')) requested.push(request.url());
    });
    await fakeConnection(page, { effectiveType: '4g', saveData: false });
    await page.goto('/docs/learn/thinking-in-stylex/');
    const prefetchLinks = page.locator('link[rel="prefetch"]');
    // Prefetching starts when the page is idle after hydration, which on a
    // busy machine can come after a quiet network.
    // Dozens of routes in view (sidebar, pager, prose) share their layout chunks.
    await expect.poll(() => prefetchLinks.count()).toBeGreaterThan(10);
    await page.waitForLoadState('networkidle');
    const links = await prefetchLinks.evaluateAll((all) => all.map((link) => (link as HTMLLinkElement).href));
    expect(links.length).toBe(new Set(links).size);
    expect(requested.length).toBe(new Set(requested).size);
  });

  test('on a phone, the closed menu’s links prefetch nothing until it opens', async ({ page, browser, baseURL }) => {
    // The closed menu sits just left of the window. Were its right edge on
    // the window's edge, the browser would count its links as intersecting
    // the window (a zero-area intersection), and on some loads every doc
    // in the sidebar would be prefetched for a menu the reader never opened.
    const linked = '/docs/learn/recipes/reset-themes/';
    const named = (await routeChunks(browser, baseURL!, '/docs/learn/', linked)).filter((chunk) =>
      /\/[0-9a-f]{8}\.[0-9a-f]{8}\.js$/.test(chunk),
    );
    expect(named.length).toBeGreaterThan(0);
    const home = new Set(await routeChunks(browser, baseURL!, '/docs/learn/', '/'));
    const fetched = await watch(page, new Set([...named, ...home]));
    await fakeConnection(page, { effectiveType: '4g', saveData: false });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/docs/learn/');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeAttached();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width, 'right edge of the closed menu').toBeLessThan(0);
    // The logo's link (home) is in view: once its chunks are prefetched,
    // the links that came into view with it have had their turn.
    await expect.poll(() => [...home].some((chunk) => paths(fetched).has(chunk))).toBe(true);
    await page.waitForLoadState('networkidle');
    await delay(500);
    expect(named.filter((chunk) => paths(fetched).has(chunk))).toEqual([]);
    // Opened, the menu shows the doc sidebar and its links prefetch as usual.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const link = page.locator('.navbar-sidebar').getByRole('link', { name: 'Reset themes', exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toBeInViewport();
    await expect.poll(() => named.filter((chunk) => !paths(fetched).has(chunk))).toEqual([]);
  });

  test('hovering a link loads its route’s chunks before the click', async ({ page, browser, baseURL }) => {
    const chunks = new Set(await routeChunks(browser, baseURL!, '/', '/blog/'));
    const fetched = await watch(page, chunks);
    await fakeConnection(page, { effectiveType: '4g', saveData: false });
    await page.goto('/');
    await blogLink(page).hover();
    await expect.poll(() => paths(fetched, 'script').size).toBe(chunks.size);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Super fast atomic styles/);
  });

  for (const [name, connection] of [
    ['2g', { effectiveType: '2g', saveData: false }],
    ['slow-2g', { effectiveType: 'slow-2g', saveData: false }],
    ['data-saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, async ({ page, browser, baseURL }) => {
      const chunks = new Set(await routeChunks(browser, baseURL!, '/', '/blog/'));
      const fetched = await watch(page, chunks);
      await fakeConnection(page, connection);
      await page.goto('/');
      await blogLink(page).hover();
      await page.waitForLoadState('networkidle');
      await delay(300);
      expect(fetched).toEqual([]);
      // The click still loads the route.
      await blogLink(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('StyleX blog');
      expect(paths(fetched, 'script').size).toBe(chunks.size);
    });
  }
});
