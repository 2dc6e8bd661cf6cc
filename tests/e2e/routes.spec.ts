import { test, expect } from './fixtures';
import { blogRoutes, docsRoutes, specDocs, specRoutes } from './site-map';

// Source-derived routes carry exact headings and take precedence.
const routes = new Map([...specRoutes, ...docsRoutes, ...blogRoutes].map((r) => [r.path, r]));

test.describe('every route renders with its heading', () => {
  for (const route of routes.values()) {
    test(route.path, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(route.heading);
      // Titles use the spec's delimiter.
      await expect(page).toHaveTitle(/^(StyleX|.+ \| StyleX)$/);
    });
  }
});

test('the spec’s docs pages and blog posts all have sources', () => {
  const known = new Set([...docsRoutes, ...blogRoutes].map((r) => r.path));
  const specPosts = specRoutes.map((r) => r.path).filter((p) => /^\/blog\/(v|intro)/.test(p));
  expect([...specDocs, ...specPosts].filter((p) => !known.has(p))).toEqual([]);
});

test('unknown paths show the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | StyleX');
});

test('the spaced recipe path redirects to descendant-styles', async ({ page }) => {
  await page.goto('/docs/learn/recipes/descendant%20styles/');
  await expect(page).toHaveURL(/\/docs\/learn\/recipes\/descendant-styles\/$/);
  await expect(page.locator('h1')).toBeVisible();
});

test('doc pages show an h2–h3 table of contents', async ({ page }) => {
  await page.goto('/docs/learn/styling-ui/defining-styles/');
  const toc = page.locator('.table-of-contents').first();
  await expect(toc).toBeVisible();
  const levels = await page.locator('article h2[id], article h3[id]').count();
  expect(levels).toBeGreaterThan(0);
  await expect(toc.locator('a')).toHaveCount(levels);
});
