import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';

const staticDir = path.resolve(__dirname, '../../static/img');

async function openDialog(page: import('@playwright/test').Page) {
  await page.goto('/');
  // The dialog opens through the site's script, which runs once the page has
  // painted and hydrated (src/partial-hydration (page scripts)); before that a right-click
  // gets the browser's own menu.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const brand = page.locator('.navbar__brand');
  await brand.click({ button: 'right' });
  const dialog = page.getByRole('dialog', { name: 'StyleX brand assets' });
  await expect(dialog).toBeVisible();
  return { brand, dialog };
}

test('right-clicking the brand opens the dialog with its three sections', async ({ page }) => {
  const { dialog } = await openDialog(page);
  for (const name of ['Dark Mode', 'Light Mode', 'Assets']) {
    await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('button', { name: 'Logo SVG' })).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Copy SVG Code' })).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Cover Photo' })).toHaveCount(1);
  // Focus moved into the dialog.
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});

test('Logo SVG and Cover Photo download the files', async ({ page }) => {
  const { dialog } = await openDialog(page);
  const cases: [import('@playwright/test').Locator, string, string][] = [
    [dialog.getByRole('region', { name: 'Dark Mode' }).getByRole('button', { name: 'Logo SVG' }), 'stylex-logo-dark.svg', 'logo-dark.svg'],
    [dialog.getByRole('region', { name: 'Light Mode' }).getByRole('button', { name: 'Logo SVG' }), 'stylex-logo-light.svg', 'logo.svg'],
    [dialog.getByRole('button', { name: 'Cover Photo' }), 'stylex-cover.png', 'cover.png'],
  ];
  for (const [button, fileName, source] of cases) {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const saved = fs.readFileSync((await download.path())!);
    expect(saved.equals(fs.readFileSync(path.join(staticDir, source)))).toBe(true);
  }
});

test('Copy SVG Code puts the SVG source on the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { dialog } = await openDialog(page);
  await dialog.getByRole('region', { name: 'Light Mode' }).getByRole('button', { name: 'Copy SVG Code' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(fs.readFileSync(path.join(staticDir, 'logo.svg'), 'utf8'));
  await dialog.getByRole('region', { name: 'Dark Mode' }).getByRole('button', { name: 'Copy SVG Code' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(fs.readFileSync(path.join(staticDir, 'logo-dark.svg'), 'utf8'));
});

test('a denied clipboard is logged to the console only', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const { dialog } = await openDialog(page);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await dialog.getByRole('region', { name: 'Light Mode' }).getByRole('button', { name: 'Copy SVG Code' }).click();
  await expect.poll(() => errors.join('\n')).toContain('Could not copy the SVG code');
  await expect(dialog).toBeVisible();
});

test('clicking the backdrop closes the dialog and focus returns to the brand', async ({ page }) => {
  const { dialog, brand } = await openDialog(page);
  await page.mouse.click(5, 400);
  await expect(dialog).toBeHidden();
  await expect(brand).toBeFocused();
});

test('Escape closes the dialog', async ({ page }) => {
  const { dialog, brand } = await openDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(brand).toBeFocused();
});

test('clicks inside the dialog keep it open', async ({ page }) => {
  const { dialog } = await openDialog(page);
  await dialog.getByRole('heading', { name: 'Assets', exact: true }).click();
  await expect(dialog).toBeVisible();
});

test('the cover photo loads only once the reader reaches for the logo', async ({ page }) => {
  const covers: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/img/cover.png')) covers.push(request.url());
  });
  await page.goto('/docs/learn/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  // Nothing in the page names it: no <img>, no preload.
  expect(await page.locator('img[src$="/img/cover.png"], link[href$="/img/cover.png"]').count()).toBe(0);
  expect(covers).toEqual([]);

  // Pointing at the logo is intent: the dialog and its photo load, still closed.
  await page.locator('.navbar__brand').hover();
  await expect.poll(() => covers.length).toBe(1);
  await expect(page.getByRole('dialog', { name: 'StyleX brand assets' })).toBeHidden();

  await page.locator('.navbar__brand').click({ button: 'right' });
  const cover = page.getByRole('dialog', { name: 'StyleX brand assets' }).locator('img[src$="/img/cover.png"]');
  await expect(cover).toBeVisible();
  // The photo requested on hover may still be arriving or decoding: it must finish.
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(covers).toHaveLength(1);
});
