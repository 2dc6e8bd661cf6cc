import { test, expect, type Page } from './fixtures';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';
import { isExpectedNoise } from './support/console-noise';

/**
 * Every route loads and hydrates with all non-loopback requests blocked
 * (the fixture aborts them and fails the test if there was one), with no
 * uncaught page error, no console error and no Content-Security-Policy
 * violation, under the deploy headers scripts/serve.mjs sends.
 */
const routes = [...new Set([...specRoutes, ...docsRoutes, ...blogRoutes].map((r) => r.path))].sort();

async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (!isExpectedNoise(message.text(), url)) errors.push(`${message.text()} (${url})`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

test.describe('offline, with the deploy headers', () => {
  for (const route of routes) {
    test(route, async ({ page }) => {
      const watcher = await watch(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy'], 'the page is served with a CSP').toContain("default-src 'self'");
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('h1').first()).toBeVisible();
      // Let viewport prefetching and lazy chunks settle.
      await page.waitForLoadState('networkidle');
      expect(await watcher.violations(), 'CSP violations').toEqual([]);
      expect(watcher.errors, 'console errors').toEqual([]);
    });
  }

  test('the not-found page', async ({ page }) => {
    const watcher = await watch(page);
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await watcher.violations(), 'CSP violations').toEqual([]);
    // The browser reports the document's own 404 status; nothing else.
    expect(watcher.errors.filter((e) => !/status of 404 \(Not Found\) \(http:\/\/[^)]*\/no\/such\/page\/\)$/.test(e))).toEqual([]);
  });

  test('the client redirect page', async ({ page }) => {
    const watcher = await watch(page);
    await page.goto('/docs/learn/recipes/descendant%20styles/?from=test#usage');
    await expect(page).toHaveURL(/\/docs\/learn\/recipes\/descendant-styles\/\?from=test#usage$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await watcher.violations(), 'CSP violations').toEqual([]);
    expect(watcher.errors, 'console errors').toEqual([]);
  });

  test('client-side navigation works offline', async ({ page }) => {
    const watcher = await watch(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/learn\/$/);
    await page.getByRole('link', { name: 'Next' }).first().click();
    await expect(page.locator('h1')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(await watcher.violations(), 'CSP violations').toEqual([]);
    expect(watcher.errors, 'console errors').toEqual([]);
  });
});
