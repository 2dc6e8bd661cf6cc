import { test, expect } from './fixtures';

const toggle = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: /Switch to (dark|light) mode/ });

test('defaults to light and the toggle switches and stores the mode under `theme`', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // StyleX tokens follow: the hero uses the dark `backgroundSubtle` token.
  const hero = page.locator('header').filter({ has: page.locator('h1') });
  await expect.poll(() => hero.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(21, 24, 33)');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('follows a dark system preference when nothing is stored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('our StyleX components switch colours with the mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const cta = page.getByRole('link', { name: 'Get started' });
  const light = await cta.evaluate((el) => getComputedStyle(el).backgroundColor);
  await toggle(page).click();
  await expect.poll(() => cta.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(light);
  expect(light).toBe('rgb(82, 50, 214)');
});

test('with reduced motion asked for, a mode switch is instant: no colour is caught mid-transition', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/docs/learn/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const copyPage = page.getByRole('button', { name: 'Copy page' });
  const colours = () => copyPage.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  const light = await colours();
  await toggle(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Read in the same frame as the switch: text and background have both changed.
  const dark = await colours();
  expect(dark[0]).not.toBe(light[0]);
  expect(dark[1]).not.toBe(light[1]);
  expect(await copyPage.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
});

test.describe('colour mode states (spec section 4)', () => {
  const theme = (page: import('@playwright/test').Page) => page.locator('html');

  /** Two tabs of one browser on `path`, the system in `scheme`, each toggle ready. */
  async function twoTabs(context: import('@playwright/test').BrowserContext, scheme: 'light' | 'dark', path = '/') {
    const tabs = [await context.newPage(), await context.newPage()];
    for (const page of tabs) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await expect(toggle(page)).toBeEnabled();
    }
    return tabs;
  }

  test('defaults to light when the system states no preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'no-preference' });
    await page.goto('/docs/learn/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
  });

  test('follows the system preference live while nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/docs/learn/');
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    // Docusaurus subscribes to system changes once React has taken over.
    await expect(theme(page)).toHaveAttribute('data-has-hydrated', 'true');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('with a dark system preference the toggle offers light and switches to it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/docs/learn/');
    await expect(toggle(page)).toBeEnabled();
    await expect(toggle(page)).toHaveAccessibleName('Switch to light mode (currently dark mode)');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(toggle(page)).toHaveAccessibleName('Switch to dark mode (currently light mode)');
  });

  test('a stored choice wins over the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'light');
  });

  test('a change in one tab is followed by the other tabs', async ({ context }) => {
    const [first, second] = await twoTabs(context, 'light', '/docs/learn/');
    for (const page of [first, second]) await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await toggle(first).click();
    await expect(theme(first)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(second)).toHaveAccessibleName(/Switch to light mode/);
    await toggle(second).click();
    await expect(theme(first)).toHaveAttribute('data-theme', 'light');
  });

  test('removing the stored value returns every tab to the system preference', async ({ context }) => {
    const [first, second] = await twoTabs(context, 'dark');
    for (const page of [first, second]) await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    await toggle(first).click();
    await expect(theme(first)).toHaveAttribute('data-theme', 'light');
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await first.evaluate(() => localStorage.removeItem('theme'));
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(second)).toHaveAttribute('data-theme-choice', 'system');
    await first.reload();
    await expect(theme(first)).toHaveAttribute('data-theme', 'dark');
  });

  test('clearing the whole storage returns the other tabs to the system preference', async ({ context }) => {
    const [first, second] = await twoTabs(context, 'light');
    await toggle(first).click();
    await expect(theme(second)).toHaveAttribute('data-theme', 'dark');
    // localStorage.clear() fires a storage event without a key.
    await first.evaluate(() => localStorage.clear());
    await expect(theme(second)).toHaveAttribute('data-theme', 'light');
    await expect(theme(second)).toHaveAttribute('data-theme-choice', 'system');
  });

  test.describe('no flash of the wrong mode on load', () => {
    // Records, while the page loads: data-theme when the page content first
    // enters the DOM, the time data-theme is first set, the first-paint time,
    // data-theme at each animation frame until the content is there, and the
    // page background at DOMContentLoaded.
    const record = () => {
      type Frame = { theme: string | null; content: boolean };
      const seen: {
        content?: string | null;
        themeSetAt?: number;
        frames: Frame[];
        domContentLoaded?: string | null;
        background?: string;
      } = { frames: [] };
      (window as unknown as { __themeAtLoad: typeof seen }).__themeAtLoad = seen;
      const read = () => document.documentElement?.getAttribute('data-theme') ?? null;
      const hasContent = () => document.getElementById('__docusaurus') !== null;
      const observer = new MutationObserver(() => {
        if (seen.themeSetAt === undefined && read() !== null) seen.themeSetAt = performance.now();
        if (hasContent()) {
          seen.content = read();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true, attributes: true });
      const frame = () => {
        seen.frames.push({ theme: read(), content: hasContent() });
        if (!hasContent() && seen.frames.length < 100) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener('DOMContentLoaded', () => {
        seen.domContentLoaded = read();
        seen.background = getComputedStyle(document.documentElement).backgroundColor;
      });
    };
    type Seen = {
      content?: string | null;
      themeSetAt?: number;
      frames: { theme: string | null; content: boolean }[];
      domContentLoaded?: string | null;
      background?: string;
    };
    const seenAtLoad = (page: import('@playwright/test').Page) =>
      page.evaluate(() => (window as unknown as { __themeAtLoad: Seen }).__themeAtLoad);
    const firstPaint = (page: import('@playwright/test').Page) =>
      page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? null);

    // The page background's brightest channel: dark pages stay low.
    const brightness = (color: string | undefined) => Math.max(...(color?.match(/\d+/g) ?? ['255']).slice(0, 3).map(Number));

    const cases: { name: string; system: 'light' | 'dark'; stored: string | null; mode: 'light' | 'dark' }[] = [
      { name: 'a stored dark choice', system: 'light', stored: 'dark', mode: 'dark' },
      { name: 'a dark system preference', system: 'dark', stored: null, mode: 'dark' },
      { name: 'a stored light choice on a dark system', system: 'dark', stored: 'light', mode: 'light' },
    ];
    for (const { name, system, stored, mode } of cases) {
      test(`with ${name} the first paint is ${mode}`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: system });
        if (stored) {
          await page.goto('/');
          await page.evaluate((value) => localStorage.setItem('theme', value), stored);
        }
        await page.addInitScript(record);
        await page.goto('/docs/learn/');
        // The load event can come before the first paint (the scripts start
        // after it, src/partial-hydration (page scripts)): wait for the paint itself.
        await expect.poll(() => firstPaint(page)).not.toBeNull();
        const seen = await seenAtLoad(page);
        const paintedAt = await firstPaint(page);
        // The mode is set before anything is painted...
        expect(seen.themeSetAt).toBeDefined();
        expect(paintedAt).not.toBeNull();
        expect(paintedAt!).toBeGreaterThanOrEqual(seen.themeSetAt!);
        // ...and it is already there when the content enters the page and at
        // the first frame that can show it.
        expect(seen.content).toBe(mode);
        expect(seen.frames.find((f) => f.content)?.theme).toBe(mode);
        expect(seen.domContentLoaded).toBe(mode);
        if (mode === 'dark') expect(brightness(seen.background)).toBeLessThan(64);
        else expect(seen.background).toBe('rgb(255, 255, 255)');
      });
    }
  });
});
