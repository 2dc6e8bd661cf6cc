import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';

/**
 * axe-core finds no violations (all of its rules: WCAG 2.x A/AA and best
 * practices).
 *
 * - Every route at desktop width, in light and in dark mode (one page load:
 *   the system preference flips between the two checks, as a reader's would).
 * - At phone width (390 px), light and dark, one route of each type: home,
 *   docs landing, a Learn guide with code blocks and admonitions, a Learn
 *   guide with tabs, an API page, the blog list, a blog post, the blog
 *   archive, a tag page, the playground and the not-found page. Layout is
 *   shared per type, so these cover the rest.
 * - Open states: the mobile navigation and the logo dialog, in both modes.
 *
 * Code blocks included: axe checks the contrast of every highlighted token
 * (tests/unit/code-themes.test.mjs also holds every token colour of both
 * code themes to 4.5:1).
 */
const allRoutes = [...new Set([...specRoutes, ...docsRoutes, ...blogRoutes].map((r) => r.path))].sort();

const representative = [
  '/',
  '/docs/',
  '/docs/learn/styling-ui/defining-styles/',
  '/docs/learn/installation/',
  '/docs/api/javascript/create/',
  '/blog/',
  '/blog/v0.10.0/',
  '/blog/archive/',
  '/blog/tags/release/',
  '/playground/',
  '/no/such/page/',
];

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

async function violations(page: Page) {
  // Violations only: computing the passes too doubles the time. axe's
  // legacy mode runs in the page itself, several times faster on long pages
  // than its default, which finishes each run in a new tab; but it cannot
  // enter cross-origin frames, so a page with one (the playground's
  // sandboxed preview) gets the default mode.
  const hasFrames = (await page.locator('iframe').count()) > 0;
  const results = await new AxeBuilder({ page })
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

test.describe('desktop, light then dark', () => {
  for (const path of allRoutes) {
    test(path, async ({ page }) => {
      await open(page, path, 'light');
      expect(await violations(page), 'light mode').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await violations(page), 'dark mode').toEqual([]);
    });
  }

  test('the not-found page', async ({ page }) => {
    await open(page, '/no/such/page/', 'light');
    expect(await violations(page), 'light mode').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await violations(page), 'dark mode').toEqual([]);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test.describe(`phone (390 px), ${mode}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of representative) {
      test(path, async ({ page }) => {
        await open(page, path, mode);
        expect(await violations(page)).toEqual([]);
      });
    }

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
