import { test, expect, type Page } from './fixtures';

/**
 * The page actions of docs pages (src/theme/DocBreadcrumbs): "Copy page" puts
 * the page's Markdown twin on the clipboard, "View as Markdown" opens it. Both
 * are reachable with the keyboard and visible in both colour modes.
 */

const PAGE = '/docs/api/javascript/create/';
const TWIN = '/docs/api/javascript/create.md';

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

// The browser (and its clipboard) is shared by the tests of a worker, so each
// test reads the clipboard only after the page reports its own copy as done.
test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('Copy page puts the page as Markdown on the clipboard', async ({ page, request }) => {
  await ready(page, PAGE);
  const expected = await (await request.get(TWIN)).text();
  expect(expected).toMatch(/^# stylex\.create\n/);
  const copy = page.getByRole('button', { name: 'Copy page' });
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(expected);
  expect(clipboard).toContain('```ts');
  expect(clipboard).not.toMatch(/^import .* from '@theme/m);
});

test('the page actions work from the keyboard', async ({ page }) => {
  await ready(page, '/docs/learn/theming/creating-themes/');
  const copy = page.getByRole('button', { name: 'Copy page' });
  let reached = false;
  for (let i = 0; i < 80 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await copy.evaluate((el) => el === document.activeElement);
  }
  expect(reached, 'Tab reaches Copy page').toBe(true);
  const outline = await copy.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
  await page.keyboard.press('Enter');
  // The copy is asynchronous (the twin is downloaded first): wait until it says it is done.
  await expect(page.getByRole('status').filter({ hasText: 'Copied the page as Markdown' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/^# Creating themes\n/);

  await page.keyboard.press('Tab');
  const view = page.getByRole('link', { name: 'View as Markdown' });
  await expect(view).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/learn\/theming\/creating-themes\.md$/);
  await expect(page.locator('body')).toContainText('# Creating themes');
});

test('a failed copy says so', async ({ page }) => {
  await ready(page, PAGE);
  // The twin disappearing (an outdated deploy) must not fail silently.
  await page.route('**/*.md', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not copy the page' })).toBeVisible();
});

for (const mode of ['light', 'dark'] as const) {
  test(`page actions are visible in ${mode} mode`, async ({ page }) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await ready(page, PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    for (const action of [page.getByRole('button', { name: 'Copy page' }), page.getByRole('link', { name: 'View as Markdown' })]) {
      await expect(action).toBeVisible();
      const { color, background } = await action.evaluate((el) => {
        const s = getComputedStyle(el);
        let bg = s.backgroundColor;
        for (let n: Element | null = el; n && /rgba\(0, 0, 0, 0\)|transparent/.test(bg); n = n.parentElement) {
          bg = getComputedStyle(n).backgroundColor;
        }
        return { color: s.color, background: bg };
      });
      expect(color, 'text colour differs from its background').not.toBe(background);
    }
  });
}
