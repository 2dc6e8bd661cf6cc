import { test, expect, type Page } from './fixtures';

/**
 * A reader who zooms to 200% has a short window: a 1440×900 laptop becomes
 * 720×450 CSS pixels, a 390×844 phone 195×422. There the playground lets the
 * page scroll: the announcement, the navbar and the playground's bars go up
 * with it, and the editor gets the window (src/playground/index.tsx,
 * src/css/custom.css). The reader scrolls down once, with the wheel over the
 * toolbar, and counts the lines of code wholly in view.
 *
 * How many: at 720×450 a line is 22.4 px tall, so the window holds 20; the
 * file tabs above the editor and the problems line below it take about 3.5.
 * Requiring 15 lines means the editor has three quarters of the window and
 * nothing else takes a line from it. At 195×422 both bars wrap to two rows
 * (about 6 lines together), and 10 lines, more than half the window, remain.
 */
const cases = [
  { width: 720, height: 450, lines: 15 },
  { width: 195, height: 422, lines: 10 },
];

async function visibleLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.querySelector('.cm-scroller')!.getBoundingClientRect();
    // Anything fixed or sticky at the top (the navbar) hides what is under it.
    const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
    const covered = getComputedStyle(document.querySelector('nav.navbar')!).position === 'static' ? 0 : navbar.bottom;
    const top = Math.max(scroller.top, covered, 0);
    const bottom = Math.min(scroller.bottom, innerHeight);
    return Array.from(document.querySelectorAll('.cm-line')).filter((line) => {
      const box = line.getBoundingClientRect();
      return box.top >= top - 0.5 && box.bottom <= bottom + 0.5;
    }).length;
  });
}

for (const { width, height, lines } of cases) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test(`scrolled to the editor, at least ${lines} lines of code are in view`, async ({ page }) => {
      await page.goto('/playground/');
      await expect(page.locator('.cm-line').nth(40)).toBeAttached({ timeout: 20_000 });
      const toolbar = page.getByRole('button', { name: 'Share' });
      const box = (await toolbar.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 2_000);
      const end = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
      await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(end);
      expect(await visibleLines(page)).toBeGreaterThanOrEqual(lines);
    });
  });
}
