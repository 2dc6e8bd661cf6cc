import { test, expect } from './fixtures';
import { isSameDocument, markDocument, waitForHydration } from './chunks';
import { isReactOwned } from './support/react';

test.describe('navbar and footer', () => {
  test('navbar items link to the main routes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Learn', '/docs/learn/'],
      ['API', '/docs/api/'],
      ['Playground', '/playground/'],
      ['Blog', '/blog/'],
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/facebook/stylex',
    );
    await expect(nav.getByRole('link', { name: /StyleX/ }).first()).toHaveAttribute('href', '/');
  });

  test('navbar links navigate', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    // The home page has an h1 too, and stays until the API page renders.
    await expect(page.locator('h1')).toHaveText('API reference');
  });

  test('footer has its four link groups', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const groups: Record<string, [string, RegExp][]> = {
      Develop: [
        ['Learn', /\/docs\/learn\/$/],
        ['API', /\/docs\/api\/$/],
      ],
      Explore: [
        ['Playground', /\/playground\/$/],
        ['Blog', /\/blog\/$/],
      ],
      Participate: [
        ['GitHub', /github\.com\/facebook\/stylex/],
        ['Acknowledgements', /\/docs\/learn\/acknowledgements\/$/],
      ],
      Other: [
        ['Privacy', /privacy/],
        ['Terms', /terms/],
      ],
    };
    for (const [title, links] of Object.entries(groups)) {
      const column = footer.locator('div', { has: page.getByRole('heading', { name: title, exact: true }) }).last();
      for (const [label, href] of links) {
        await expect(column.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
    }
    await expect(footer).toContainText('Copyright © 2025');
  });

  test('the footer stays the server’s on the page it rendered, and its links route on the client', async ({ page }) => {
    await page.goto('/blog/');
    await waitForHydration(page);
    // A static part (src/partial-hydration/client/staticPart.tsx): the bare <footer> is React's, its links the server's.
    const footer = page.getByRole('contentinfo');
    expect(await isReactOwned(footer)).toBe(true);
    expect(await isReactOwned(footer.getByRole('link', { name: 'API', exact: true }))).toBe(false);
    await markDocument(page);
    await footer.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/api\/$/);
    await expect(page.locator('h1')).toHaveText('API reference');
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog/');
  });

  test('a doc’s breadcrumbs stay the server’s on the page it rendered, and their links route on the client', async ({ page }) => {
    await page.goto('/docs/api/javascript/create/');
    await waitForHydration(page);
    // A static part (src/theme/DocBreadcrumbs): React owns the bare <nav>, the server its trail.
    const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(trail.locator('.breadcrumbs__item--active')).toHaveText('stylex.create');
    expect(await isReactOwned(trail)).toBe(true);
    const home = trail.getByRole('link', { name: 'Home page' });
    expect(await isReactOwned(home)).toBe(false);
    await markDocument(page);
    await home.click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await isSameDocument(page)).toBe(true);
    // Rendered afresh after a client-side navigation, in full.
    await page.goBack();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('.breadcrumbs__item--active')).toHaveText('stylex.create');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('external links open safely', async ({ page }) => {
    await page.goto('/');
    const external = page.locator('a[href^="http"]:not([href^="http://127.0.0.1"])');
    const count = await external.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const link = external.nth(i);
      const target = await link.getAttribute('target');
      if (target === '_blank') await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('responsive navbar', () => {
  test('no hamburger at desktop width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/learn/');
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true })).toBeVisible();
  });

  for (const width of [996, 390]) {
    test(`hamburger opens the mobile sidebar at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/docs/learn/');
      const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
      await expect(hamburger).toBeVisible();
      // The server's button does nothing until React has hydrated it (seen
      // once on a busy machine: the menu rendered after the click, closed).
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await hamburger.click();
      const sidebar = page.locator('.navbar-sidebar');
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    });
  }
});

test('the skip link is the first tab stop and moves focus to the content', async ({ page }) => {
  await page.goto('/docs/learn/');
  // Focus moves into <main> through Docusaurus' script, which runs once the
  // page has painted and hydrated; before that the browser follows the link.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  // Docusaurus moves the focus navigation start to <main>: the next Tab
  // lands inside the content, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') != null);
  expect(focusedInMain).toBe(true);
});

test.describe('docs page', () => {
  test('the table of contents marks the section being read', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/api/configuration/babel-plugin/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const toc = page.locator('.theme-doc-toc-desktop');
    await page.locator('h3#runtimeinjection').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1);
    await expect(toc.locator('.table-of-contents__link--active')).toHaveAttribute('href', /#(runtimeinjection|treeshakecompensation|importsources)$/);
    await page.locator('h2#see-also').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1);
    await expect(toc.locator('.table-of-contents__link--active')).toHaveCount(1);
    await expect(toc.locator('.table-of-contents__link--active')).not.toHaveAttribute('href', /#(runtimeinjection|treeshakecompensation|importsources)$/);
  });

  test('"Scroll back to top" shows when scrolling back up, and scrolls to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/api/configuration/babel-plugin/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    await page.mouse.wheel(0, -200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
