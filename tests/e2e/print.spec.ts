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
 * - each package-manager tab set prints the tab the reader has open; code
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
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(200);
    await page.mouse.wheel(0, -300);
    await page.emulateMedia({ media: 'print' });

    const onPaper: Record<string, string[]> = {};
    for (const [name, selector] of Object.entries(chrome)) {
      const found = await page.locator(selector).evaluateAll(painted);
      if (found.length) onPaper[name] = found;
    }
    expect.soft(onPaper, 'chrome and controls painted in print').toEqual({});

    // Each package-manager tab set: the open tab's command is on paper.
    const sets = await page.locator('.tabs-container').evaluateAll((els) =>
      els.map((el) => {
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
