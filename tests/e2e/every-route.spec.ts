import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from './fixtures';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';
import { axeViolations } from './support/axe';
import { auditLayout, focusSweepWidths, formatProblems, layoutFingerprint, layoutWidths, phoneWidth, siteAudit } from './support/layout-audit';
import { watchPageHealth } from './support/page-health';

/**
 * Every route, the way a reader meets it, after one page load: the built
 * sitemap, the routes of the sources (./site-map.ts), the search page with
 * results and the not-found page (for an address nothing resembles, and for a
 * mistyped one, with its suggestions).
 *
 * 1. It renders: status, the deploy headers' CSP, one h1 with the expected
 *    heading, a "<page> | StyleX" title, hydration, offline (the fixture
 *    fails any non-loopback request), with no console error or warning and
 *    no CSP violation, counted at the end: after every width and mode, once
 *    lazy chunks and prefetching have settled.
 * 2. Its layout at six window widths in light and dark mode
 *    (./support/layout-audit.ts): no control painted over text, no sideways
 *    scrolling of the page, no text cut off, tap targets of 24×24 px on
 *    phone widths, nothing fixed or sticky over the focused element along
 *    the Tab order (in each of the three layouts, at its narrowest width),
 *    no word of a heading or its table-of-contents entry cut in two. The
 *    window is resized and the system colour scheme flipped in place, as a
 *    reader's would.
 * 3. axe-core finds no violations at desktop width (1280 px) and at phone
 *    width (390 px) in light mode, and no poor colour contrast in dark mode
 *    at desktop width, and at phone width on the pages checked for contrast
 *    there (below). Code blocks included: axe checks the contrast of each
 *    look of highlighted token, on one token of that look (./support/axe.ts).
 *
 * Each part is a step with soft assertions: a failure names the route, the
 * part, the width and the mode, and one part failing does not hide another.
 * EVERY_ROUTE_PARTS=render runs the first part alone (the smoke run against
 * the build without partial hydration, scripts/test-docusaurus-hydration.mjs).
 */
const parts = new Set(process.env.EVERY_ROUTE_PARTS?.split(',') ?? ['render', 'layout', 'axe']);
const sitemapFile = path.resolve(__dirname, '../../build/sitemap.xml');
const sitemap = fs.existsSync(sitemapFile)
  ? Array.from(fs.readFileSync(sitemapFile, 'utf8').matchAll(/<loc>[a-z]+:\/\/[^/<]+([^<]*)<\/loc>/g), (m) => m[1])
  : [];
// Source-derived routes carry exact headings and take precedence.
const headings = new Map([...specRoutes, ...docsRoutes, ...blogRoutes].map((r) => [r.path, r.heading]));
const notFound = '/no/such/page/';
/** A mistyped address: the not-found page with the pages it suggests. */
const nearMiss = '/docs/api/javascript/defineVar/';
const notFoundRoutes = new Set([notFound, nearMiss]);
const routes = [...new Set([...sitemap, ...headings.keys(), '/search/?q=stylex', ...notFoundRoutes])].sort();

/**
 * The phone layout paints with the desktop's colours, already checked in both
 * modes there, so colour contrast (most of axe's work on a long page) is
 * checked at phone width on one page of each kind, which covers the controls
 * only the phone layout shows (the collapsed table of contents, the blog's
 * post list). Every other rule runs on every route at both widths in light
 * mode only: the colours are all that dark mode changes.
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
  notFound,
]);
const desktopAxeWidth = 1280;

/**
 * Resolves once the page has stopped changing its DOM for a while: after a
 * resize, Docusaurus swaps its mobile and desktop layouts in a React
 * transition. Polled on timers, not animation frames: a headless page under
 * load may go without a frame for a long while.
 */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
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

// Twelve layout states and four axe runs: a long page on a busy machine
// takes minutes.
test.describe.configure({ timeout: 240_000 });

test('the built sitemap is read', () => {
  expect(sitemap.length, 'build/sitemap.xml lists the routes').toBeGreaterThan(80);
});

test('each page kind checked for contrast at phone width is a route of the site', () => {
  expect([...phoneContrastRoutes].filter((route) => !routes.includes(route))).toEqual([]);
});

test.describe('every route', () => {
  for (const route of routes) {
    test(route, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.setViewportSize(layoutWidths[layoutWidths.length - 1]);

      const health = await watchPageHealth(page);
      await test.step('renders, offline, under the CSP', async () => {
        const response = await page.goto(route);
        expect.soft(response?.status()).toBe(notFoundRoutes.has(route) ? 404 : 200);
        expect
          .soft(response?.headers()['content-security-policy'], 'the page is served with a CSP')
          .toContain("default-src 'self'");
        const h1 = page.locator('h1');
        await expect.soft(h1).toHaveCount(1);
        const heading = headings.get(route);
        if (heading) await expect.soft(h1).toHaveText(heading);
        await expect.soft(page).toHaveTitle(/^(StyleX|.+ \| StyleX)$/);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        if (route.startsWith('/playground/')) {
          await expect(page.locator('[data-preview-status="rendered"]')).toHaveCount(1, { timeout: 20_000 });
        }
        if (route.startsWith('/search/?q=')) await expect(page.locator('main article').first()).toBeVisible();
      });

      if (parts.has('layout') || parts.has('axe')) await layoutAndAxe(page, route);

      await test.step('no console error or CSP violation, once lazy chunks and prefetching have settled', async () => {
        await page.waitForLoadState('networkidle');
        expect.soft(await health.violations(), 'CSP violations').toEqual([]);
        // The browser reports the not-found document's own 404 status; nothing else.
        const ownStatus = (message: string) =>
          notFoundRoutes.has(route) &&
          /^error: .*status of 404 \(Not Found\) \(http:\/\/[^)]*\)$/.test(message) &&
          message.endsWith(`${route})`);
        expect.soft(health.messages.filter((message) => !ownStatus(message)), 'console errors and warnings').toEqual([]);
      });
    });
  }
});

/** Parts 2 and 3: the layout audit at every width in both modes, and axe at its widths on the way. */
async function layoutAndAxe(page: Page, route: string) {
  // Light from the widest to the narrowest, dark back up: two switches
  // between the mobile and the desktop layout. axe runs at its two widths
  // on the way.
  const lightLayouts = new Map<number, string>();
  for (const mode of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const sizes = mode === 'light' ? [...layoutWidths].reverse() : layoutWidths;
    for (const size of sizes) {
      // Without contrast, the phone run in dark mode would repeat the light
      // one: the same rules on the same elements.
      const phoneRunHere = mode === 'light' || phoneContrastRoutes.has(route);
      const axeHere =
        parts.has('axe') && (size.width === desktopAxeWidth || (size.width === phoneWidth && phoneRunHere));
      if (!parts.has('layout') && !axeHere) continue;
      await page.setViewportSize(size);
      await settled(page);
      if (parts.has('layout')) {
        await test.step(`layout at ${size.width} px, ${mode}`, async () => {
          // Dark mode laid out exactly as light: the same answers, already had.
          const fingerprint = await page.evaluate(layoutFingerprint);
          if (mode === 'light') lightLayouts.set(size.width, fingerprint);
          else if (lightLayouts.get(size.width) === fingerprint) return;
          const problems = await page.evaluate(auditLayout, {
            ...siteAudit,
            tapTargets: size.width <= phoneWidth,
            focusOrder: focusSweepWidths.has(size.width),
          });
          expect.soft(formatProblems(route, size.width, mode, problems)).toEqual([]);
        });
      }
      if (axeHere) {
        const phone = size.width === phoneWidth;
        await test.step(`axe at ${size.width} px, ${mode}`, async () => {
          if (phone) {
            // The phone layout is in place: the navbar collapsed behind its toggle.
            await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
          }
          // Dark mode changes the colours and nothing else (its layout is
          // compared with light's above): only contrast can answer otherwise.
          const rules = mode === 'dark' ? 'contrast' : !phone || phoneContrastRoutes.has(route) ? 'all' : 'all but contrast';
          expect.soft(await axeViolations(page, { rules }), `axe at ${size.width} px, ${mode}`).toEqual([]);
        });
      }
    }
  }
}
