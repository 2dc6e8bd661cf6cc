import type { Locator } from '@playwright/test';
import { test, expect, type Page } from './fixtures';

/**
 * Keyboard-only paths through the site's chrome: navbar, colour-mode
 * toggle, logo dialog, docs sidebar, table of contents, the mobile menu and
 * the playground. Every stop on the way shows a focus indicator. (The search
 * modal's keyboard paths live with the search tests, search.spec.ts.)
 */

/** Presses Tab until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, shift = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    const focused = await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 }).catch(() => false);
    if (focused) return;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

// Long Tab walks: give them room on a busy machine.
test.slow();

/** The focused element draws a visible focus indicator (outline or ring). */
async function expectFocusVisible(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== 'none', tag: el.outerHTML.slice(0, 80) };
  });
  expect(style.outline || style.shadow, `focus indicator on ${style.tag}`).toBe(true);
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test('navbar: every item is reachable in order, visibly focused, and Enter follows it', async ({ page }) => {
  await ready(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const items = [
    nav.getByRole('link', { name: /StyleX/ }).first(),
    nav.getByRole('link', { name: 'Learn', exact: true }),
    nav.getByRole('link', { name: 'API', exact: true }),
    nav.getByRole('link', { name: 'Playground', exact: true }),
    nav.getByRole('link', { name: 'Blog', exact: true }),
    nav.getByRole('link', { name: /GitHub/ }),
    nav.getByRole('button', { name: /Switch to (dark|light) mode/ }),
  ];
  for (const item of items) {
    await tabTo(page, item, { max: 12 });
    await expectFocusVisible(page);
  }
  // Back to Learn, and follow it.
  await tabTo(page, items[1], { shift: true, max: 12 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/learn\/$/);
});

test('the colour-mode toggle works from the keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await ready(page, '/');
  await tabTo(page, page.getByRole('button', { name: /Switch to dark mode/ }));
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('logo dialog: opens from the keyboard (context-menu key), keeps focus inside, closes with Escape', async ({ page }) => {
  await ready(page, '/');
  const brand = page.locator('.navbar__brand');
  await tabTo(page, brand);
  await page.keyboard.press('Shift+F10');
  const dialog = page.getByRole('dialog', { name: 'StyleX brand assets' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Tab cycles through the dialog's controls without leaving it.
  const controls = await dialog.locator('button, a[href]').count();
  for (let i = 0; i < controls + 2; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body);
    expect(inside, `focus stays in the dialog after ${i + 1} Tab presses`).toBe(true);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Cover Photo' }));
  await expectFocusVisible(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('stylex-cover.png');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(brand).toBeFocused();
});

test('docs sidebar: links, category toggles and the collapse button work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready(page, '/docs/learn/');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const link = sidebar.getByRole('link', { name: 'Installation', exact: true });
  await tabTo(page, link);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/learn\/installation\/$/);

  const category = sidebar.getByRole('button', { name: /Styling UI/ });
  await tabTo(page, category);
  await expectFocusVisible(page);
  const expanded = await category.getAttribute('aria-expanded');
  await page.keyboard.press('Enter');
  await expect(category).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');

  // Collapsing moves the focus to "Expand sidebar"; expanding, back into
  // the sidebar. Tab does not toggle it.
  const collapse = page.getByRole('button', { name: 'Collapse sidebar', exact: true });
  await tabTo(page, collapse, { max: 120 });
  await page.keyboard.press('Enter');
  const expand = page.getByRole('button', { name: 'Expand sidebar', exact: true });
  await expect(expand).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await expect(link).toBeHidden();
  await page.keyboard.press('Shift+Tab');
  await expect(expand).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(link).toBeVisible();
  // The focus moves on the frame after the sidebar is shown, which may come
  // after the link is visible: wait for it rather than read it once.
  await expect
    .poll(() => sidebar.evaluate((el) => el.contains(document.activeElement)), { message: 'focus is back in the sidebar' })
    .toBe(true);
});

test('table of contents: a link moves to its heading', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await ready(page, '/docs/learn/styling-ui/defining-styles/');
  const toc = page.locator('.table-of-contents').first();
  const entry = toc.getByRole('link', { name: 'Media queries', exact: true });
  // The article comes first: each sample's copy button, playground link and
  // output tabs (one stop per tab strip) are on the way.
  await tabTo(page, entry, { max: 300 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#media-queries$/);
  await expect(page.locator('h2#media-queries')).toBeInViewport();
});

test('phone width: the menu opens, is navigable and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await ready(page, '/docs/learn/');
  const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
  await tabTo(page, hamburger);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const menu = page.locator('.navbar-sidebar');
  await expect(menu).toBeVisible();
  // On a docs page the menu opens on the docs sidebar; the site's main
  // items are one step back.
  await tabTo(page, menu.getByRole('button', { name: /Back to main menu/ }), { max: 60 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  // The focus moves to the main menu, not back into the page.
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const blog = menu.getByRole('link', { name: 'Blog', exact: true });
  await tabTo(page, blog, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(menu).toBeHidden();
});

test('playground: toolbar, editor (Escape then Tab leaves it) and output tabs from the keyboard', async ({ page }) => {
  await ready(page, '/playground/');
  await expect(page.locator('[data-preview-status="rendered"]')).toBeVisible({ timeout: 20_000 });

  const example = page.getByRole('combobox', { name: 'Example' });
  await tabTo(page, example);
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reset' })).toBeFocused();
  await expectFocusVisible(page);

  // Into the editor, which shows a focus ring around itself (drawn over
  // CodeMirror's layers; tests/e2e/focus-visible.spec.ts checks its pixels).
  const host = page.getByTestId('playground-editor');
  const content = host.locator('.cm-content');
  const ring = () => host.locator('.cm-editor').evaluate((el) => getComputedStyle(el, '::after').outlineStyle);
  await tabTo(page, content, { max: 20 });
  // CodeMirror marks itself focused 10 ms after the focus event: poll.
  await expect.poll(ring).toBe('solid');
  // The way out shows while the editor has the focus, until the reader types.
  const hint = page.getByTestId('editor-hint');
  await expect(hint).toHaveText('Tab indents. To leave the editor: Esc, then Tab');
  await expect(hint).toBeVisible();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n// typed from the keyboard');
  await expect(host).toContainText('// typed from the keyboard');
  await expect(hint).toBeHidden();
  // Tab indents inside the editor…
  await page.keyboard.press('Tab');
  await expect(content).toBeFocused();
  // …Escape, then Tab, moves on.
  await page.keyboard.press('Escape');
  await expect(hint).toHaveText('Now Tab leaves the editor');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await expect(hint).toBeHidden();
  await expect.poll(ring).not.toBe('solid');

  // The output tabs: arrow keys move between CSS and JS.
  const css = page.getByRole('tab', { name: 'CSS', exact: true });
  await tabTo(page, css, { max: 20 });
  await expectFocusVisible(page);
  await expect(css).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  const js = page.getByRole('tab', { name: /^JS/ });
  await expect(js).toBeFocused();
  await expect(js).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /^JS/ })).toBeVisible();
});

test("a docs sample's editor shows its way out, and Escape then Tab leaves it", async ({ page }) => {
  await ready(page, '/docs/learn/theming/using-variables/');
  const sample = page.locator('[data-sample-output]').filter({ has: page.getByRole('tab', { name: 'Preview', exact: true }) }).first();
  await sample.getByRole('button', { name: 'Edit', exact: true }).click();
  const content = sample.locator('[data-sample-editor] .cm-content');
  await expect(content).toBeFocused({ timeout: 15_000 });
  const hint = sample.getByTestId('editor-hint');
  await expect(hint).toHaveText('Tab indents. To leave the editor: Esc, then Tab');
  await expect(hint).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hint).toHaveText('Now Tab leaves the editor');
  await page.keyboard.press('Tab');
  await expect(content).not.toBeFocused();
  await expect(hint).toBeHidden();
  await expectFocusVisible(page);
});
