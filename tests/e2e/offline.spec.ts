import { test, expect } from './fixtures';
import { watchPageHealth } from './support/page-health';

/**
 * The site works offline under the deploy headers scripts/serve.mjs sends:
 * every test here runs with all non-loopback requests blocked (the fixture
 * aborts them and fails the test if there was one) and fails on an uncaught
 * page error, a console error or a Content-Security-Policy violation.
 *
 * Every route is loaded this way by every-route.spec.ts (one visit per
 * route, the not-found page included, checks its heading and all of this);
 * here: the client redirect page and client-side navigation.
 */
test.describe('offline, with the deploy headers', () => {
  test('the client redirect page', async ({ page }) => {
    const watcher = await watchPageHealth(page);
    await page.goto('/docs/learn/recipes/descendant%20styles/?from=test#usage');
    await expect(page).toHaveURL(/\/docs\/learn\/recipes\/descendant-styles\/\?from=test#usage$/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(await watcher.violations(), 'CSP violations').toEqual([]);
    expect(watcher.messages, 'console errors and warnings').toEqual([]);
  });

  test('client-side navigation works offline', async ({ page }) => {
    const watcher = await watchPageHealth(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/learn\/$/);
    await expect(page.locator('h1')).toHaveText('Introduction');
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/docs\/learn\/thinking-in-stylex\/$/);
    await expect(page.locator('h1')).toHaveText('Thinking in StyleX');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(await watcher.violations(), 'CSP violations').toEqual([]);
    expect(watcher.messages, 'console errors and warnings').toEqual([]);
  });
});
