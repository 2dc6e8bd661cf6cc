import { test, expect, type Page } from './fixtures';
import { axeViolations as violations } from './support/axe';

/**
 * axe-core finds no violations in the states a page load does not show:
 * the open mobile navigation, the logo dialog and search's notice, in both
 * colour modes. Every route itself, at desktop and phone width in both
 * modes, is checked in ./every-route.spec.ts.
 */
async function open(page: Page, path: string, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

const phone = { width: 390, height: 844 };

for (const mode of ['light', 'dark'] as const) {
  test.describe(`phone (390 px, touch), ${mode}`, () => {
    test.use({ viewport: phone, isMobile: true, hasTouch: true });

    test('the open navigation menu', async ({ page }) => {
      await open(page, '/docs/learn/styling-ui/defining-styles/', mode);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the open logo dialog, ${mode}`, async ({ page }) => {
    await open(page, '/', mode);
    await page.locator('.navbar__brand').click({ button: 'right' });
    await expect(page.getByRole('dialog', { name: 'StyleX brand assets' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`what search corrected and left out, in the modal and on the search page, ${mode}`, async ({ page }) => {
    // Only the notice: the rest of DocSearch's modal is not ours to fix.
    const noticeViolations = () => violations(page, { include: '[data-search-notice]' });
    await open(page, '/docs/learn/', mode);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Search docs').fill('instalation qwertyuiop');
    const notice = page.locator('.DocSearch-Modal').getByRole('status');
    await expect(notice).toContainText('Showing results for installation.');
    await expect(notice).toContainText('No page holds every word; left out: qwertyuiop.');
    expect(await noticeViolations()).toEqual([]);
    await open(page, '/search/?q=instalation%20qwertyuiop', mode);
    await expect(page.locator('main [data-search-notice]')).toContainText('left out: qwertyuiop');
    expect(await noticeViolations()).toEqual([]);
  });
}

/**
 * The helper itself, on a page made for it: a run without colour contrast
 * leaves out that rule and no other, and a full run has it.
 */
test.describe('the axe helper', () => {
  const html = `<!doctype html><html lang="en"><head><title>Helper</title></head><body><main><h1>Helper</h1>
    <p style="color:#bbb">Faint prose.</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /></main></body></html>`;

  test('a full run finds poor contrast and the other rules', async ({ page }) => {
    await page.setContent(html);
    expect((await violations(page)).map((v) => v.rule).sort()).toEqual(['color-contrast', 'image-alt']);
  });

  test('`contrast: false` leaves out colour contrast and nothing else', async ({ page }) => {
    await page.setContent(html);
    expect((await violations(page, { contrast: false })).map((v) => v.rule)).toEqual(['image-alt']);
  });
});
