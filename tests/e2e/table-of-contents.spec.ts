import { test, expect, type Page } from './fixtures';
import { blogRoutes, docsRoutes } from './site-map';

/**
 * On the page the server rendered, the table of contents is read from the
 * headings on the page (src/partial-hydration/client/toc.ts) rather than shipped in the
 * page's module. Wherever the browser renders it afresh, it must read
 * exactly as the server's, which Docusaurus wrote from the Markdown: the
 * phone layout's "On this page" list of every docs page, and the list beside
 * a doc or a post once the reader comes back to it.
 */

type Entry = { href: string; html: string; depth: number };

const ENTRIES = (root: Element): Entry[] =>
  Array.from(root.querySelectorAll('a'), (link) => {
    let depth = 0;
    for (let list = link.closest('ul'); list && root.contains(list); list = list.parentElement?.closest('ul') ?? null) depth += 1;
    return { href: link.getAttribute('href') ?? '', html: link.innerHTML, depth };
  });

/** The table of contents beside the article in the server's HTML for `path` (empty if it has none). */
async function serverEntries(page: Page, path: string): Promise<Entry[]> {
  const html = await (await page.request.get(path)).text();
  const root = await page.evaluateHandle((source) => new DOMParser().parseFromString(source, 'text/html').querySelector('.table-of-contents'), html);
  const element = root.asElement();
  return element ? element.evaluate(ENTRIES) : [];
}

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

// Most docs pages have one: a selector that found none would leave the
// tests below nothing to check.
test('most docs pages have a table of contents in the server’s HTML', async ({ page }) => {
  let withToc = 0;
  for (const { path } of docsRoutes) if ((await serverEntries(page, path)).length > 0) withToc += 1;
  expect(withToc).toBeGreaterThan(50);
});

// In groups of eight pages, which the workers share: one test of every page
// would be the last to finish, with the other worker idle beside it.
const GROUP = 8;
for (let start = 0; start < docsRoutes.length; start += GROUP) {
  const group = docsRoutes.slice(start, start + GROUP);
  test(`the "On this page" list reads as the server’s table of contents: ${group[0].path} and the ${group.length - 1} pages after it`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const { path } of group) {
      await page.goto('about:blank');
      const expected = await serverEntries(page, path);
      if (expected.length === 0) continue;
      await hydrated(page, path);
      const toggle = page.getByRole('button', { name: 'On this page' });
      await toggle.click();
      const list = page.locator('.theme-doc-toc-mobile .table-of-contents');
      await expect(list.locator('a')).toHaveCount(expected.length);
      expect(await list.evaluate(ENTRIES), path).toEqual(expected);
    }
  });
}

for (const { path, away } of [
  { path: '/docs/api/configuration/babel-plugin/', away: 'Next' },
  { path: blogRoutes.find((route) => route.path === '/blog/v0.18.0/')?.path ?? '/blog/v0.18.0/ (not found)', away: 'Blog' },
]) {
  test(`coming back to ${path} shows the server’s table of contents beside it`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const expected = await serverEntries(page, path);
    expect(expected.length).toBeGreaterThan(3);
    await hydrated(page, path);
    const list = page.locator('.theme-doc-toc-desktop .table-of-contents, .col--2 .table-of-contents').first();
    expect(await list.evaluate(ENTRIES)).toEqual(expected);
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.innerText();
    const link = away === 'Next' ? page.getByRole('link', { name: /^Next/ }) : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true });
    await link.click();
    // The next page is on screen (the address changes before it renders).
    await expect(heading).not.toHaveText(title);
    await page.goBack();
    await expect(heading).toHaveText(title);
    await expect.poll(() => list.evaluate(ENTRIES)).toEqual(expected);
  });
}
