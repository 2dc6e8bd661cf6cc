import path from 'node:path';
import { test, expect, type Page } from './fixtures';
import { clientNavigate, isSameDocument, markDocument, offlineChunk, routeChunks, waitForHydration } from './chunks';

/**
 * What the reader sees when something fails, in a real browser, against the
 * production build. Elsewhere: a failed "Copy SVG Code" is logged to the
 * console only (logo-dialog.spec.ts, "a denied clipboard is logged to the
 * console only"); the search failure texts are tested with the search
 * (search.spec.ts).
 */

test.describe('page crash', () => {
  // /test/crash/ (src/pages/test/crash.tsx) throws while rendering, once.
  test('shows "This page crashed.", the error chain and a working "Try again"', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/test/crash/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    const main = page.locator('main');
    await expect(main).toContainText('The crash test panel could not render.');
    // The chain: the error, then its cause.
    await expect(main).toContainText(
      /The crash test panel could not render\.\s+Cause:\s+Its data was left out on purpose, to show the error page\./,
    );
    // The layout around the content survives.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    // React reports the caught error on the console; nothing is uncaught.
    expect(errors.join('\n')).toContain('The crash test panel could not render.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crash test');
    await expect(page.getByText('The panel rendered.')).toBeVisible();
  });

  test('a crash reached by client-side navigation is caught the same way', async ({ page }) => {
    await page.goto('/');
    await markDocument(page);
    await clientNavigate(page, '/test/crash/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page crashed.');
    await page.getByRole('button', { name: 'Try again' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The panel rendered.')).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the test-only pages are marked noindex and left out of the sitemap', async ({ request }) => {
    for (const url of ['/test/crash/', '/test/lazy/']) {
      const html = await (await request.get(url)).text();
      expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="noindex, nofollow"/);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/docs/learn/');
    expect(sitemap).not.toContain('/test/');
  });
});

test('a failing route preload reloads the page', async ({ page, browser, baseURL }) => {
  const chunks = new Set(await routeChunks(browser, baseURL!, '/', '/blog/'));
  const failed = new Set<string>();
  await page.route('**/assets/js/**', (route) => {
    const { pathname } = new URL(route.request().url());
    // Fail each chunk of the target route once; the reload then gets them.
    if (chunks.has(pathname) && route.request().resourceType() === 'script' && !failed.has(pathname)) {
      failed.add(pathname);
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/');
  // Before hydration the link is a plain one: the browser would load the
  // page itself, and no route preload would fail.
  await waitForHydration(page);
  await markDocument(page);
  // The keyboard, not the mouse: hovering would preload the route first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).focus();
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('StyleX blog');
  expect(await isSameDocument(page)).toBe(false);
  expect(failed.size).toBeGreaterThan(0);
  expect(warnings.join('\n')).toMatch(/chunk/i);
});

test.describe('lazy chunk failure', () => {
  test('shows the error with a Retry button that recovers once the chunk is reachable', async ({ page }) => {
    const chunk = await offlineChunk(page, 'lazily loaded panel has arrived');
    await page.goto('/');
    await markDocument(page);
    await clientNavigate(page, '/test/lazy/');
    const alert = page.getByRole('alert').filter({ hasText: 'This part of the page could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/chunk/i);
    // Still unreachable: Retry fails again.
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(chunk.requests).toBe(2);
    await expect(alert).toBeVisible();
    chunk.reconnect();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('The lazily loaded panel has arrived.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(chunk.requests()).toBe(3);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('wrong base URL', () => {
  let site: { url: string; close: () => Promise<void> };
  let origin: string;

  test.beforeAll(async () => {
    // The normal build (baseUrl "/") served under /wrong/: the HTML loads,
    // its /assets/ URLs (outside /wrong/) do not.
    const { serve } = await import('../../scripts/serve.mjs');
    site = await serve({ dir: path.resolve(__dirname, '../../build'), basePath: '/wrong/' });
    origin = site.url;
  });

  test.afterAll(async () => {
    await site.close();
  });

  test('a build served under another base path shows the banner', async ({ page }) => {
    const response = await page.goto(`${origin}/wrong/`);
    expect(response?.status()).toBe(200);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(banner).toContainText('baseUrl');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/wrong/');
  });

  test('the right base path shows no banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});

test.describe('not-found page and clean paths', () => {
  const notFound = async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page).toHaveTitle('Page Not Found | StyleX');
  };

  for (const url of [
    '/nope/',
    '/nope',
    '/docs/nope/',
    '/docs/learn/nope/',
    '/docs/api/javascript/nope/',
    '/blog/nope/',
    '/blog/tags/nope/',
    '/playground/nope/',
    '/nope.html',
    '/nope/index.html',
    '/docs/learn/nope/index',
  ]) {
    test(`unknown path ${url} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await notFound(page);
      // Still not found once React has taken over.
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await notFound(page);
    });
  }

  test('an unknown path reached by client-side navigation shows the not-found page', async ({ page }) => {
    await page.goto('/docs/learn/');
    await markDocument(page);
    await clientNavigate(page, '/docs/learn/nope/');
    await notFound(page);
    expect(await isSameDocument(page)).toBe(true);
  });

  for (const [from, to, heading] of [
    ['/index.html', '/', /Super fast atomic styles/],
    ['/index', '/', /Super fast atomic styles/],
    ['/docs/learn/index.html', '/docs/learn/', 'Introduction'],
    ['/docs/learn/index', '/docs/learn/', 'Introduction'],
    ['/docs/learn/index/', '/docs/learn/', 'Introduction'],
    ['/docs/learn/installation.html', '/docs/learn/installation/', 'Installation'],
    ['/docs/learn/installation/index.html', '/docs/learn/installation/', 'Installation'],
    ['/blog.html', '/blog/', 'StyleX blog'],
    ['/blog/index.html', '/blog/', 'StyleX blog'],
  ] as const) {
    test(`${from} ends on the clean path ${to}`, async ({ page, baseURL }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      expect(page.url()).toBe(`${baseURL}${to}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});
