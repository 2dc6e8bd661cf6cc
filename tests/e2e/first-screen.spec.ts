import { test, expect } from './fixtures';
import { docsRoutes } from './site-map';

/**
 * On a phone, a docs page starts with its title, not with the site's chrome:
 * the h1 of every docs page begins within the top 30% of a 390×844 window
 * (253 px), as a first-time reader sees it, with the announcement bar showing.
 * Above it there is room for the announcement, the navbar, one row with the
 * breadcrumbs and the page actions (src/theme/DocBreadcrumbs), and the
 * "On this page" toggle.
 *
 * The requirement is the first 40% (337 px); the bound here is tighter on
 * purpose. The layout that gave the breadcrumbs, the page actions and the
 * toggle a row each put the h1 at 290 px (321 px under a two-line trail),
 * within 40% in this browser yet the layout readers found too low: the test
 * holds the compact layout that replaced it.
 *
 * That a title breaks only between words, or where src/theme/Heading offers,
 * is the layout audit's `word-cut` check, on every heading of every route
 * (./every-route.spec.ts).
 */
const routes = ['/docs/', ...docsRoutes.map((r) => r.path)];
const bound = Math.floor(844 * 0.3);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test(`every docs page's h1 starts within the top ${bound} px of a phone's first screen`, async ({ page }) => {
  test.setTimeout(routes.length * 5_000);
  const low: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    const top = Math.round((await h1.boundingBox())!.y);
    if (top > bound) low.push(`${route}: h1 at y=${top}`);
  }
  expect(low).toEqual([]);
});
