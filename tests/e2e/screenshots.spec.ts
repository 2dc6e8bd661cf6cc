import { test, expect, type Page } from './fixtures';

/**
 * Screenshots that catch a change: one route of each kind of page, at phone
 * and desktop width, in light and dark mode, compared with the baselines in
 * tests/e2e/__screenshots__/ (the window only, not the whole page). A
 * difference fails the test and leaves the expected, actual and diff images
 * in test-results/. After an intended change:
 *
 *   npm run test:screenshots:update
 *
 * and review the new images before committing them.
 *
 * Deterministic by construction: animations and transitions finished, no
 * text caret, reduced motion, everything the page loads on its own (idle
 * chunks, the playground's checks) waited for; no date on these views
 * depends on the day of the run.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'learn-guide', path: '/docs/learn/thinking-in-stylex/' },
  { name: 'installation-guide', path: '/docs/learn/installation/vite/' },
  { name: 'api-page', path: '/docs/api/javascript/create/' },
  { name: 'blog-list', path: '/blog/' },
  { name: 'blog-post', path: '/blog/v0.19.0/' },
  { name: 'blog-archive', path: '/blog/archive/' },
  { name: 'blog-tags', path: '/blog/tags/' },
  { name: 'search', path: '/search/?q=defineVars' },
  { name: 'playground', path: '/playground/' },
  { name: 'not-found', path: '/no/such/page/' },
];

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

/** Waits for what the route loads after its first render. */
async function ready(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  if (path.startsWith('/search/')) await expect(page.locator('main article').first()).toBeVisible();
  if (path.startsWith('/playground/')) {
    await expect(page.locator('[data-preview-status="rendered"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId('check-status')).toHaveText('No type or lint problems', { timeout: 60_000 });
  }
  await page.waitForLoadState('networkidle');
  // Images are decoded, web fonts (if any) are in.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => {})));
  });
}

test.describe.configure({ timeout: 120_000 });

for (const { name, path } of pages) {
  test(`screenshots: ${name}`, async ({ page }) => {
    // One page load: the window narrows and the mode flips in place.
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.setViewportSize(sizes[0]);
    await page.goto(path);
    await ready(page, path);
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const size of mode === 'light' ? sizes : [...sizes].reverse()) {
        await page.setViewportSize(size);
        await page.mouse.move(0, 0);
        await expect.soft(page, `${name}, ${size.name}, ${mode}`).toHaveScreenshot(`${name}-${size.name}-${mode}.png`, {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        });
      }
    }
  });
}
