import { test, expect, type Page } from './fixtures';

/**
 * Printing a page gives its content, not the site around it. On a Learn
 * guide with package-manager tabs, an API page with samples and a post, as
 * Chromium prints them (print media, A4; each check soft, so one does not
 * hide another):
 *
 * - none of the site's chrome or controls is painted: announcement, navbar,
 *   sidebar, table of contents, breadcrumbs, Copy page / View as Markdown,
 *   footer, "Scroll back to top", edit links, previous/next links, "Open in
 *   Playground", copy buttons, and the tab rows of samples and of
 *   package-manager tabs;
 * - each package-manager tab set prints the tab the reader has open (a
 *   collapsed <details> prints collapsed, as on screen); code
 *   wraps instead of being cut at the box's edge;
 * - the PDF has no more pages than the content alone: the same page with
 *   everything but its content hidden, in place, prints on as many sheets.
 */
const pages = [
  { kind: 'Learn guide', path: '/docs/learn/installation/vite/' },
  { kind: 'API page', path: '/docs/api/javascript/defineVars/' },
  { kind: 'post', path: '/blog/v0.19.0/' },
];

/** What must not be on paper, by what a reader would call it. */
const chrome: Record<string, string> = {
  announcement: '[role="region"][aria-label="Announcement"]',
  navbar: 'nav[aria-label="Main"]',
  'docs sidebar': 'nav[aria-label="Docs sidebar"]',
  'table of contents': '.table-of-contents, .theme-doc-toc-mobile',
  breadcrumbs: 'nav[aria-label="Breadcrumbs"]',
  'Copy page': 'button:has-text("Copy page")',
  'View as Markdown': 'a:has-text("View as Markdown")',
  footer: 'nav[aria-label="Footer"]',
  'Scroll back to top': 'button[aria-label="Scroll back to top"]',
  'edit link': 'a.theme-edit-this-page',
  'previous/next links': '.pagination-nav',
  'Open in Playground': 'a:has-text("Open in Playground")',
  'copy button': 'button[aria-label="Copy code to clipboard"]',
  'sample tab row': '[role="tablist"][aria-label="Sample and its compiled output"]',
  'package-manager tab row': '.tabs-container [role="tablist"]',
};

/** The page's content, what a printed copy is for. */
const contentSelector = '.theme-doc-markdown, article > header, article > .markdown';

/** Of `elements`, those that paint something: a box, visible, not fully transparent. */
function painted(elements: Element[]): string[] {
  const opaque = (el: Element | null): boolean => {
    for (let node = el; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) === 0) return false;
    }
    return true;
  };
  return elements
    .filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === 'visible' && opaque(el);
    })
    .map((el) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40) || el.tagName.toLowerCase());
}

/** Pages of a PDF: its page objects. */
function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

async function printed(page: Page): Promise<number> {
  return pdfPages(await page.pdf({ format: 'A4' }));
}

test.describe.configure({ timeout: 90_000 });

for (const { kind, path } of pages) {
  test(`${kind} (${path}) prints its content without the site's chrome`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Scrolled down and a little back up: "Scroll back to top" shows on screen.
    // Where the page rests once a (possibly animated) wheel scroll is over: unchanged across frames.
    const settled = () =>
      page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        let last = -1;
        while (last !== window.scrollY) {
          last = window.scrollY;
          await frame();
          await frame();
        }
        return last;
      });
    await page.mouse.wheel(0, 3000);
    await expect.poll(settled).toBeGreaterThan(300);
    const down = await settled();
    await page.mouse.wheel(0, -300);
    await expect.poll(settled).toBeLessThan(down);
    // Docs pages have the button (the blog has none): on screen now, so its absence on paper means something.
    if (path.startsWith('/docs/')) await expect(page.locator(chrome['Scroll back to top'])).toBeVisible();
    await page.emulateMedia({ media: 'print' });

    const onPaper: Record<string, string[]> = {};
    for (const [name, selector] of Object.entries(chrome)) {
      const found = await page.locator(selector).evaluateAll(painted);
      if (found.length) onPaper[name] = found;
    }
    expect.soft(onPaper, 'chrome and controls painted in print').toEqual({});

    // Each package-manager tab set the reader can see: the open tab's command
    // is on paper. One inside a collapsed <details> prints collapsed, as on screen.
    const sets = await page.locator('.tabs-container').evaluateAll((els) =>
      els.filter((el) => !el.closest('details:not([open])')).map((el) => {
        const open = el.querySelector('[role="tabpanel"]:not([hidden])');
        return open && open.getBoundingClientRect().height > 0 ? '' : (el.textContent ?? '').slice(0, 60);
      }),
    );
    if (path !== '/docs/api/javascript/defineVars/') expect(sets.length, 'package-manager tab sets').toBeGreaterThan(0);
    expect.soft(sets.filter(Boolean), 'tab sets whose open tab is not printed').toEqual([]);

    // Code wraps: nothing runs past the edge of its block.
    const cut = await page
      .locator(`:is(${contentSelector}) pre`)
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el.textContent ?? '').slice(0, 60)));
    expect.soft(cut, 'code cut at the edge of its block').toEqual([]);

    // As many sheets as the content alone, hidden around in place (same widths).
    const sheets = await printed(page);
    await page.evaluate((selector) => {
      const content = Array.from(document.querySelectorAll(selector));
      const keep = (el: Element) => content.some((c) => c === el || c.contains(el) || el.contains(c));
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (!keep(el) && el instanceof HTMLElement && el.parentElement && keep(el.parentElement)) el.style.display = 'none';
      }
    }, contentSelector);
    const contentSheets = await printed(page);
    test.info().annotations.push({ type: 'printed pages', description: `${sheets} (content alone: ${contentSheets})` });
    expect(sheets, `pages printed (content alone: ${contentSheets})`).toBeLessThanOrEqual(contentSheets);
  });
}

/**
 * Paper is white and backgrounds are not printed: a page printed in dark mode
 * must print its text dark. While the browser prints (between `beforeprint`
 * and `afterprint`, which `page.pdf()` fires as a print dialog does), every
 * text of the content has 4.5:1 contrast against white; after printing, the
 * reader's dark mode is back.
 */
for (const { kind, path } of pages) {
  test(`${kind} (${path}) printed in dark mode prints dark text on white`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.evaluate((selector) => {
      const luminance = (colour: string) => {
        const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
        const channel = (v: number) => {
          const s = (v * a + 255 * (1 - a)) / 255; // over white paper
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const record: string[] = [];
      (window as unknown as { printedFaint: string[] }).printedFaint = record;
      window.addEventListener('beforeprint', () => {
        for (const root of Array.from(document.querySelectorAll(selector))) {
          const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const el = node.parentElement;
            if (!el || !node.textContent?.trim() || el.getClientRects().length === 0) continue;
            const { color } = getComputedStyle(el);
            const ratio = 1.05 / (luminance(color) + 0.05);
            if (ratio < 4.5) record.push(`${ratio.toFixed(2)}:1 ${color} "${node.textContent.trim().slice(0, 30)}"`);
          }
        }
      });
    }, contentSelector);
    await page.pdf({ format: 'A4' });
    const faint = await page.evaluate(() => (window as unknown as { printedFaint: string[] }).printedFaint);
    expect(faint, 'text under 4.5:1 against white paper').toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
}
