import { test, expect } from './fixtures';
import { watchPageHealth } from './support/page-health';

/**
 * Code blocks are highlighted in the HTML, stay so through hydration without
 * Prism in the page bundle (src/prism), and are highlighted after a
 * client-side navigation too, in both colour modes.
 */
const page1 = '/docs/learn/styling-ui/defining-styles/';

test('server-rendered code hydrates with its highlighting while Prism is still loading', async ({ page, request }) => {
  // Hold Prism back until the end of the test: hydration must not need it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/prism\.\w+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const health = await watchPageHealth(page);

  const html = await (await request.get(page1)).text();
  const serverTokens = html.match(/class="token /g)?.length ?? 0;
  expect(serverTokens).toBeGreaterThan(100);

  await page.goto(page1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const keyword = page.locator('article pre .token.keyword').first();
  await expect(keyword).toBeVisible();
  expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(160, 33, 91)');
  // Every block kept every token (a block that could not reuse the server's
  // markup would have been re-rendered as plain text, or failed to hydrate).
  expect(await page.locator('pre span.token').count()).toBe(serverTokens);
  expect(health.errors).toEqual([]);
  release();
});

test('code shown after a client-side navigation is highlighted', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  await page.getByRole('link', { name: /stylex\.create|^create$/ }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/javascript\/create\/$/);
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
});

test('dark mode colours the same tokens with the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(page1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const keyword = page.locator('article pre .token.keyword').first();
  await expect.poll(() => keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 140, 198)');
  const block = page.locator('article pre').first();
  expect(await block.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(22, 26, 35)');
});
