import { test, expect } from './fixtures';
import { docsRoutes } from './site-map';

/**
 * An API reference page is looked up many times a day: what it is and how
 * it is called must be on the first screen. On every page under
 * /docs/api/javascript/ and /docs/api/types/, at a desktop and a phone
 * window, as a first-time reader sees it (announcement bar showing):
 *
 * - the h1 is the page's title, spelled as code spells the export
 *   (`stylex.create`, `stylex.when.*`, `StyleXStyles`; tests/lib/api-names.mjs);
 * - the summary (the first paragraph under the h1) and the signature (the
 *   first code block) lie wholly within the window, below the h1, before
 *   any h2.
 *
 * tests/unit/api-signatures.test.mjs checks that the first code block is the
 * package's own declaration.
 */
const apiRoutes = docsRoutes.filter((r) => /^\/docs\/api\/(javascript|types)\/./.test(r.path));
const windows = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

test('the route list holds the API reference', () => {
  expect(apiRoutes.map((r) => r.path)).toEqual(
    expect.arrayContaining(['/docs/api/javascript/create/', '/docs/api/types/StyleXStyles/', '/docs/api/types/StyleXVar/']),
  );
});

for (const window of windows) {
  test.describe(`at ${window.width}×${window.height}`, () => {
    test.use({
      viewport: { width: window.width, height: window.height },
      isMobile: window.name === 'phone',
      hasTouch: window.name === 'phone',
    });

    test(`the h1, the summary and the signature are on the first screen (${window.name})`, async ({ page }) => {
      test.setTimeout(apiRoutes.length * 6_000);
      // An ES module this file cannot require (it reads import.meta).
      const { apiSpellings, namesOfTitle } = await import('../lib/api-names.mjs');
      const spellings = apiSpellings();
      const problems: string[] = [];
      for (const route of apiRoutes) {
        const response = await page.goto(route.path);
        if (response?.status() !== 200) {
          problems.push(`${route.path}: status ${response?.status()}`);
          continue;
        }
        await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
        const heading = (await page.locator('article h1').textContent())?.trim() ?? '';
        if (heading !== route.heading) problems.push(`${route.path}: h1 "${heading}", title "${route.heading}"`);
        const misspelt = namesOfTitle(heading).filter((name: string) => !spellings.has(name));
        if (misspelt.length > 0) problems.push(`${route.path}: "${misspelt.join('", "')}" is not spelled as the export`);
        const boxes = await page.evaluate(() => {
          const markdown = document.querySelector('article .theme-doc-markdown')!;
          const title = markdown.querySelector('h1')!;
          const firstH2 = markdown.querySelector('h2');
          const before = (el: Element | null) =>
            el && (!firstH2 || el.compareDocumentPosition(firstH2) & Node.DOCUMENT_POSITION_FOLLOWING) ? el : null;
          const summary = before(markdown.querySelector(':scope > p'));
          const signature = before(markdown.querySelector('pre')?.closest('.theme-code-block') ?? null);
          const box = (el: Element | null) => {
            if (!el) return null;
            const r = el.getBoundingClientRect();
            return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
          };
          return { h1: box(title)!, summary: box(summary), signature: box(signature), height: innerHeight };
        });
        for (const part of ['summary', 'signature'] as const) {
          const b = boxes[part];
          if (!b) problems.push(`${route.path}: no ${part} before the first h2`);
          else if (b.top < boxes.h1.bottom || b.bottom > boxes.height) {
            problems.push(`${route.path}: the ${part} spans y ${b.top}–${b.bottom}, not within ${boxes.h1.bottom}–${boxes.height}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
