import { test, expect } from './fixtures';
import officialUrls from '../../src/data/official-urls.json';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';

/**
 * Links readers already have: every URL the official StyleX site has served
 * (src/data/official-urls.json, made from its sources by
 * scripts/official-urls.mjs) answers here with the page the map names, as
 * the reader follows it: with and without the trailing slash, through
 * whatever redirects the host and the redirect pages make. The page reached
 * is the mapped one by its address, its canonical URL and its heading.
 */
const headings = new Map([...specRoutes, ...docsRoutes, ...blogRoutes].map((route) => [route.path, route.heading]));

for (const [from, to] of Object.entries(officialUrls.urls)) {
  const spellings = from === '/' ? [from] : [from, from.replace(/\/$/, '')];
  test(`${from} answers with ${to}`, async ({ page }) => {
    for (const url of spellings) {
      const response = await page.goto(encodeURI(url));
      expect(response?.status(), `${url} is served`).toBeLessThan(400);
      // A dotted slug without its slash (`/blog/v0.10.0`) is served as it is, like a file name.
      await expect(page, `${url} ends on ${to}`).toHaveURL((address) => address.pathname.replace(/\/?$/, '/') === encodeURI(to));
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical && new URL(canonical).pathname, `the canonical URL of the page ${url} reaches`).toBe(encodeURI(to));
      const heading = headings.get(to);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(heading ?? /\S/);
    }
  });
}
