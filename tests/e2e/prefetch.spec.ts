import { test, expect } from './fixtures';

/**
 * A page loads what it shows: links fetch their page's JavaScript when a
 * pointer enters them (intent), not as soon as they are on screen
 * (src/clientModules/prefetchOnIntent.ts).
 */
test('links on screen fetch nothing until the pointer reaches them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    // Prism loads when the browser is idle, whatever the pointer does.
    if (/\.js$/.test(path) && !/\/prism\./.test(path)) scripts.push(path);
  });
  await page.goto('/docs/learn/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const link = page.locator('.theme-doc-sidebar-menu a[href="/docs/learn/thinking-in-stylex/"]');
  await expect(link).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // Docusaurus prefetches with <link rel="prefetch">: none was added for the links on screen.
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);

  // Intent: hovering a link loads its page's chunks, and the page opens.
  const before = scripts.length;
  await link.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(before);
  await link.click();
  await expect(page).toHaveURL(/\/docs\/learn\/thinking-in-stylex\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
