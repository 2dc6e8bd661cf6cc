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
 * The helper itself, on pages made for it: a full run finds both rules, a
 * run without colour contrast only the other, and a contrast run only that;
 * in code, one token of each look, one that axe can see.
 */
test.describe('the axe helper', () => {
  const html = `<!doctype html><html lang="en"><head><title>Helper</title></head><body><main><h1>Helper</h1>
    <p style="color:#bbb">Faint prose.</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /></main></body></html>`;

  test('a full run finds poor contrast and the other rules', async ({ page }) => {
    await page.setContent(html);
    expect((await violations(page)).map((v) => v.rule).sort()).toEqual(['color-contrast', 'image-alt']);
  });

  test("'all but contrast' leaves out colour contrast and nothing else", async ({ page }) => {
    await page.setContent(html);
    expect((await violations(page, { rules: 'all but contrast' })).map((v) => v.rule)).toEqual(['image-alt']);
  });

  test("'contrast' runs colour contrast alone", async ({ page }) => {
    await page.setContent(html);
    expect((await violations(page, { rules: 'contrast' })).map((v) => v.rule)).toEqual(['color-contrast']);
  });

  const code = (tokens: string) =>
    `<!doctype html><html lang="en"><head><title>Helper</title></head><body><main><h1>Helper</h1>
    <pre style="width:200px;overflow:auto"><code>${tokens}</code></pre></main></body></html>`;
  const faintTokens = async (page: Page) =>
    (await violations(page, { rules: 'contrast' })).flatMap((v) => v.nodes.map((node) => node.split(':')[0]));

  test('code tokens of one look are checked once, and each look is', async ({ page }) => {
    await page.setContent(
      code(`<span id="a" style="color:#bbb">alpha</span> <span id="b" style="color:#bbb">beta</span> <span style="color:#111">gamma</span> <span id="d" style="color:#ccc">delta</span>`),
    );
    expect(await faintTokens(page)).toEqual(['#a', '#d']);
  });

  test('a look is checked on a token axe sees whole: not hidden, not scrolled out of its block', async ({ page }) => {
    await page.setContent(
      code(
        `<span style="display:none;color:#bbb">hidden</span><span style="color:#111">${'x'.repeat(60)}</span><span id="far" style="color:#bbb">far</span>\n<span id="near" style="color:#bbb">near</span>`,
      ),
    );
    expect(await faintTokens(page)).toEqual(['#near']);
  });
});
