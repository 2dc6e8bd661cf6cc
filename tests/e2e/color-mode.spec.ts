import { test, expect } from './fixtures';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Switch to (dark|light) mode/ });

test('defaults to light and the toggle switches and stores the mode under `theme`', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // StyleX tokens follow: the hero uses the dark `backgroundSubtle` token.
  const hero = page.locator('header').filter({ has: page.locator('h1') });
  await expect.poll(() => hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(21, 24, 33)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('follows a dark system preference when nothing is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('our StyleX components switch colours with the mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const cta = page.getByRole('link', { name: 'Get started' });
  const light = await cta.evaluate((el) => getComputedStyle(el).backgroundColor);
  await toggle(page).click();
  await expect.poll(() => cta.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
  expect(light).toBe('rgb(82, 50, 214)');
});
