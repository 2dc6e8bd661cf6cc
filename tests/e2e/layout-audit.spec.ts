import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from './fixtures';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';
import { auditLayout, formatProblems, layoutFingerprint, layoutWidths, phoneWidth, siteAudit } from './support/layout-audit';

/**
 * What a reader sees, on every route: the built sitemap, the site map of
 * the sources (./site-map.ts), the search page with results and the
 * not-found page, at six window widths in light and dark mode. The checks
 * are ./support/layout-audit.ts: no control painted over text, no sideways
 * scrolling of the page, no text cut off, tap targets of 24×24 px on phone
 * widths, nothing fixed or sticky over the focused element along the Tab
 * order.
 *
 * One page load per route: the window is resized and the system colour
 * scheme flipped in place, as a reader's would.
 */
const sitemapFile = path.resolve(__dirname, '../../build/sitemap.xml');
const sitemap = fs.existsSync(sitemapFile)
  ? Array.from(fs.readFileSync(sitemapFile, 'utf8').matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g), (m) => m[1])
  : [];
const routes = [
  ...new Set([
    ...sitemap,
    ...[...specRoutes, ...docsRoutes, ...blogRoutes].map((route) => route.path),
    '/search/?q=stylex',
    '/no/such/page/',
  ]),
].sort();

/**
 * Resolves once the page has stopped changing its DOM for a few frames:
 * after a resize, Docusaurus swaps its mobile and desktop layouts in a
 * React transition.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Polled on timers, not animation frames: a headless page under load
        // may go without a frame for a long while.
        let last = performance.now();
        const started = last;
        const observer = new MutationObserver(() => (last = performance.now()));
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        const tick = () => {
          const now = performance.now();
          if (now - last > 80 || now - started > 3_000) {
            observer.disconnect();
            resolve();
          } else setTimeout(tick, 16);
        };
        setTimeout(tick, 16);
      }),
  );
}

test.describe.configure({ timeout: 120_000 });

test('the built sitemap is read', () => {
  expect(sitemap.length, 'build/sitemap.xml lists the routes').toBeGreaterThan(80);
});

for (const route of routes) {
  test(`layout at every width and mode: ${route}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.setViewportSize(layoutWidths[layoutWidths.length - 1]);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    if (route.startsWith('/playground/')) {
      await expect(page.locator('[data-preview-status="rendered"]')).toHaveCount(1, { timeout: 20_000 });
    }
    if (route.startsWith('/search/?q=')) await expect(page.locator('main article').first()).toBeVisible();
    const found: string[] = [];
    const lightLayouts = new Map<number, string>();
    // Light from the widest to the narrowest, dark back up: two switches
    // between the mobile and the desktop layout.
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const sizes = mode === 'light' ? [...layoutWidths].reverse() : layoutWidths;
      for (const size of sizes) {
        // A step per state: a failure or a timeout names where it was.
        await test.step(`${size.width} px, ${mode}`, async () => {
          await page.setViewportSize(size);
          await settled(page);
          // Dark mode laid out exactly as light: the same answers, already had.
          const fingerprint = await page.evaluate(layoutFingerprint);
          if (mode === 'light') lightLayouts.set(size.width, fingerprint);
          else if (lightLayouts.get(size.width) === fingerprint) return;
          const problems = await page.evaluate(auditLayout, {
            ...siteAudit,
            tapTargets: size.width <= phoneWidth,
            focusOrder: true,
          });
          found.push(...formatProblems(route, size.width, mode, problems));
        });
      }
    }
    expect(found).toEqual([]);
  });
}
