import { test, expect, type Page } from './fixtures';
import { clientNavigate } from './chunks';

/**
 * The not-found page helps a reader who followed a wrong address: the pages
 * closest to it (src/components/NotFoundPage/suggest.ts), a search field that
 * leads to the search page's results, and the sections of the site. Its
 * layout and axe checks at every width, in both colour modes, are in
 * ./every-route.spec.ts; the title and status in ./errors.spec.ts.
 */
const suggestions = (page: Page) => page.getByRole('region', { name: 'Did you mean' }).getByRole('link');

for (const [url, path, title] of [
  ['/docs/api/javascript/defineVar/', '/docs/api/javascript/defineVars/', 'defineVars'],
  ['/docs/learn/thinkng-in-stylex/', '/docs/learn/thinking-in-stylex/', 'Thinking in StyleX'],
  ['/blog/introducing-styelx/', '/blog/introducing-stylex/', 'Introducing StyleX'],
  ['/blog/v0.19/', '/blog/v0.19.0/', 'StyleX 0.19.0'],
  ['/playgrond/', '/playground/', 'Playground'],
] as const) {
  test(`${url} offers ${path} first, and the link leads there`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const first = suggestions(page).first();
    await expect(first).toHaveAttribute('href', path);
    await expect(first).toContainText(title);
    await first.click();
    await expect(page).toHaveURL((address) => address.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title, { ignoreCase: true });
  });
}

test('an address nothing resembles gets no suggestions, but the search field and the sections', async ({ page }) => {
  await page.goto('/no/such/page/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toHaveValue('page');
  await expect(page.getByRole('region', { name: 'Did you mean' })).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'Or start from' }).getByRole('link');
  await expect(sections).toHaveCount(4);
  for (const [name, href] of [
    ['Learn', '/docs/learn/'],
    ['API', '/docs/api/'],
    ['Blog', '/blog/'],
    ['Playground', '/playground/'],
  ]) {
    await expect(sections.filter({ hasText: name }).first()).toHaveAttribute('href', href);
  }
});

test('the search field holds the words of the address; typing and submitting lands on the results', async ({ page }) => {
  await page.goto('/docs/learn/thinkng-in-stylex/');
  const field = page.getByRole('searchbox', { name: 'Search the docs' });
  await expect(field).toHaveValue('thinkng in stylex');
  await field.fill('media queries');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=media%20queries$/);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /\/docs\/learn\/styling-ui\/defining-styles\//);
});

test('by keyboard: Tab reaches the suggestion, the search field and its button', async ({ page }) => {
  await page.goto('/docs/api/javascript/defineVar/');
  await expect(suggestions(page).first()).toBeVisible();
  const reached = new Set<string>();
  for (let i = 0; i < 40 && reached.size < 3; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest('main') ? `${el.tagName}:${el.getAttribute('href') ?? el.getAttribute('type') ?? ''}` : '';
    });
    if (['A:/docs/api/javascript/defineVars/', 'INPUT:search', 'BUTTON:submit'].includes(focused)) reached.add(focused);
  }
  expect([...reached].sort()).toEqual(['A:/docs/api/javascript/defineVars/', 'BUTTON:submit', 'INPUT:search']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=defineVar$/);
  await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /\/docs\/api\/javascript\/defineVars\//);
});

test('an unknown docs path reached by client-side navigation offers the closest page too', async ({ page }) => {
  await page.goto('/docs/learn/');
  await clientNavigate(page, '/docs/learn/thinkng-in-stylex/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(suggestions(page).first()).toHaveAttribute('href', '/docs/learn/thinking-in-stylex/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page, its sections and the search form still work', async ({ page }) => {
    await page.goto('/docs/api/javascript/defineVar/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('navigation', { name: 'Or start from' }).getByRole('link')).toHaveCount(4);
    const field = page.getByRole('searchbox', { name: 'Search the docs' });
    await field.fill('defineVars');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=defineVars$/);
  });
});
