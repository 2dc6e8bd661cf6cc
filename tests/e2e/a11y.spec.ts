import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';

/**
 * axe-core finds no violations (all of its rules: WCAG 2.x A/AA and best
 * practices).
 *
 * - Every route and the not-found page at desktop width and at phone width
 *   (390 px), each in light and dark mode: four checks after one page load
 *   (the system preference flips and the window narrows, as a reader's
 *   would). Colour contrast at phone width on one page of each kind.
 * - Open states: the mobile navigation and the logo dialog, in both modes.
 *
 * Code blocks included: axe checks the contrast of every highlighted token
 * (tests/unit/code-themes.test.mjs also holds every token colour of both
 * code themes to 4.5:1).
 */
const allRoutes = [...new Set([...specRoutes, ...docsRoutes, ...blogRoutes].map((r) => r.path))].sort();

async function open(page: Page, path: string, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // The playground's preview frame is part of the page: check it rendered.
  if (path.startsWith('/playground/')) {
    await expect(page.locator('[data-preview-status="rendered"]')).toHaveCount(1, { timeout: 20_000 });
  }
}

// axe checks the contrast of every token of every code block: big pages
// take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * The phone layout paints with the desktop's colours, already checked in both
 * modes there, so colour contrast (most of axe's work on a long page) is
 * checked at phone width on one page of each kind, which covers the controls
 * only the phone layout shows (the collapsed table of contents, the blog's
 * post list); every other rule runs on every route at both widths.
 */
const phoneContrastRoutes = new Set([
  '/',
  '/docs/',
  '/docs/learn/styling-ui/defining-styles/',
  '/blog/',
  '/blog/v0.10.0/',
  '/blog/tags/release/',
  '/playground/',
  '/search/',
  '/no/such/page/',
]);

async function violations(page: Page, { contrast = true } = {}) {
  // Violations only: computing the passes too doubles the time. axe's
  // legacy mode runs in the page itself, several times faster on long pages
  // than its default, which finishes each run in a new tab; but it cannot
  // enter cross-origin frames, so a page with one (the playground's
  // sandboxed preview) gets the default mode.
  const hasFrames = (await page.locator('iframe').count()) > 0;
  const builder = new AxeBuilder({ page });
  if (!contrast) builder.disableRules(['color-contrast']);
  const results = await builder
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!hasFrames)
    .analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
}

const phone = { width: 390, height: 844 };

async function setMode(page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
}

/** One page load, four checks: desktop light and dark, then phone dark and light. */
async function checkEveryWay(page: Page, path: string) {
  await open(page, path, 'light');
  expect(await violations(page), 'desktop, light').toEqual([]);
  await setMode(page, 'dark');
  expect(await violations(page), 'desktop, dark').toEqual([]);
  await page.setViewportSize(phone);
  // The phone layout is in place: the navbar collapsed behind its toggle.
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
  const contrast = phoneContrastRoutes.has(path);
  expect(await violations(page, { contrast }), 'phone, dark').toEqual([]);
  await setMode(page, 'light');
  expect(await violations(page, { contrast }), 'phone, light').toEqual([]);
}

test('each page kind checked for contrast at phone width is a route of the site', () => {
  const missing = [...phoneContrastRoutes].filter((path) => path !== '/no/such/page/' && !allRoutes.includes(path));
  expect(missing).toEqual([]);
});

test.describe('desktop and phone width, light and dark', () => {
  for (const path of allRoutes) {
    test(path, async ({ page }) => {
      await checkEveryWay(page, path);
    });
  }

  test('the not-found page', async ({ page }) => {
    await checkEveryWay(page, '/no/such/page/');
  });
});

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
    const noticeViolations = async () =>
      (await new AxeBuilder({ page }).include('[data-search-notice]').options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.failureSummary).join(' ')}`,
      );
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
