import { test, expect } from './fixtures';
import { blogRoutes, docsRoutes, specDocs, specRoutes } from './site-map';

/** Every route's own checks are in ./every-route.spec.ts. */
test('the required docs pages and blog posts all have sources', () => {
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

test('the blog list’s "Read more" links name their post', async ({ page }) => {
  await page.goto('/blog/');
  const links = page.locator('article footer a', { hasText: 'Read more' });
  expect(await links.count()).toBeGreaterThan(3);
  for (const link of await links.all()) {
    const title = await link.locator('xpath=ancestor::article').getByRole('heading', { level: 2 }).innerText();
    // The title is in the link's text (for crawlers and audits), not only in an aria-label…
    await expect(link).toHaveText(`Read more about ${title}`);
    await expect(link).toHaveAccessibleName(`Read more about ${title}`);
    // …while the eye sees "Read more": the rest takes no space.
    expect(await link.locator('b').innerText()).toBe('Read more');
    const hidden = await link.locator('span').boundingBox();
    expect(hidden && hidden.width <= 1 && hidden.height <= 1).toBe(true);
  }
});

test('blog posts show their date and reading time, in the list, on the post and in the archive', async ({ page }) => {
  await page.goto('/blog/v0.19.0/');
  const info = page.locator('article header time');
  await expect(info).toHaveText('June 14, 2026');
  await expect(info).toHaveAttribute('datetime', /^2026-06-14T00:00:00/);
  await expect(page.locator('article header').getByText(/^June 14, 2026 · \d+ min read$/)).toBeVisible();
  await page.goto('/blog/');
  const first = page.locator('article').first().locator('header');
  await expect(first.getByText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d · (One min read|\d+ min read)$/)).toBeVisible();
  await page.goto('/blog/archive/');
  await expect(page.getByRole('link', { name: 'June 14 - StyleX 0.19.0', exact: true })).toBeVisible();
});
