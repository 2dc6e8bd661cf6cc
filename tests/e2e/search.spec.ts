/**
 * Docs search with the default backend: the DocSearch modal and the /search/
 * page over the local Pagefind index of build/ (see src/search/).
 */
import { test, expect } from './fixtures';
import type { Page, Request } from '@playwright/test';
import { toPagefindFilter } from '../../src/search/pagefindClient';
import { chunkContaining, delay, holdChunk, offlineChunk } from './chunks';

/** Query with a dedicated API page, in the starter docs and in the real ones. */
const QUERY = 'keyframes';
const QUERY_PAGE = '/docs/api/javascript/keyframes/';
/** Matches nothing: no page has a word that starts like it. */
const NONSENSE = 'zqxjvwk';

async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

function modal(page: Page) {
  return page.locator('.DocSearch-Modal');
}

function searchInput(page: Page) {
  return page.getByPlaceholder('Search docs');
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(searchInput(page)).toBeFocused();
}

/** Waits for the modal's results for the query currently typed. */
async function modalHits(page: Page) {
  const hits = modal(page).locator('.DocSearch-Hit');
  // A page's first query also loads Pagefind's WebAssembly and index chunks:
  // on a slow, busy 2-core machine that alone has taken more than 7 s.
  await expect(hits.first()).toBeVisible({ timeout: 15_000 });
  return hits;
}

/** Collects uncaught errors of the page (bad input must never break it). */
function trackErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('search button and shortcuts', () => {
  test('the navbar button is labelled "Search" and opens the modal', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    await expect(button).toContainText('Search');
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  });

  test('the modal\u2019s stylesheet loads when it opens, and styles it in both colour modes', async ({ page }) => {
    const stylesheets = () =>
      page.evaluate(() => Array.from(document.styleSheets, (sheet) => sheet.href ?? '').filter(Boolean));
    await gotoHydrated(page, '/docs/learn/');
    // The button is styled from the start (DocSearch's button CSS is global)…
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button).toHaveCSS('display', 'flex');
    await expect(button).toHaveCSS('height', '36px');
    // …the modal's 27 KiB are not.
    expect((await stylesheets()).filter((href) => /docsearch-modal/.test(href))).toEqual([]);
    await openModal(page);
    await expect.poll(async () => (await stylesheets()).filter((href) => /docsearch-modal\.\w+\.css$/.test(href))).toHaveLength(1);
    const container = page.locator('.DocSearch-Container');
    await expect(container).toHaveCSS('position', 'fixed');
    // The site's colours (src/theme/SearchBar/styles.css), not DocSearch's.
    await expect(modal(page)).toHaveCSS('background-color', 'rgb(245, 246, 250)');
    await page.keyboard.press('Escape');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/docs/learn/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await openModal(page);
    await expect(modal(page)).toHaveCSS('background-color', 'rgb(21, 24, 33)');
  });

  test('Escape closes the modal and gives focus back to the button', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  });

  test('Ctrl+K and Cmd+K open the modal, even from an input', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/search/');
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
  });

  test('"/" opens the modal, but not while typing in an input', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');

    await gotoHydrated(page, '/search/');
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
  });
});

test.describe('no keystroke lost while the modal loads', () => {
  /** The modal's chunk answers only after `ms`, as on a slow connection. */
  async function slowModal(page: Page, ms: number) {
    await page.route(`**${chunkContaining('DocSearch-Modal')}`, async (route) => {
      await delay(ms);
      await route.fallback();
    });
  }
  const openers: [string, (page: Page) => Promise<void>][] = [
    ['Ctrl+K', (page) => page.keyboard.press('Control+k')],
    ['"/"', (page) => page.keyboard.press('/')],
    ['the button', (page) => page.getByRole('button', { name: 'Search' }).click()],
  ];
  for (const [name, open] of openers) {
    test(`everything typed right after ${name} is in the box, in order, with results for all of it`, async ({ page }) => {
      await slowModal(page, 1500);
      await gotoHydrated(page, '/docs/learn/');
      // Down the page (at once: the site scrolls smoothly), where the reader may be.
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
      await open(page);
      // Playwright scrolls the sticky button to where it would sit unstuck before clicking it.
      const scrolled = name === 'the button' ? await page.evaluate(() => window.scrollY) : 400;
      // All of it before the modal's code has arrived…
      await page.keyboard.type('themx');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('e');
      await expect(modal(page)).toHaveCount(0);
      // The field holding the keys took focus without scrolling the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await expect(searchInput(page)).toHaveValue('theme');
      await expect(searchInput(page)).toBeFocused();
      await expect(modal(page).locator('a[href="/search/?q=theme"]')).toBeVisible({ timeout: 15_000 });
    });
  }

  test('typing that goes on while the modal arrives keeps every key, in order', async ({ page }) => {
    await slowModal(page, 700);
    await gotoHydrated(page, '/docs/learn/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('defineVars keyframes', { delay: 60 });
    await expect(searchInput(page)).toHaveValue('defineVars keyframes');
    await expect(modal(page).locator('a[href="/search/?q=defineVars%20keyframes"]')).toBeVisible({ timeout: 15_000 });
    // Opened again (the code is here now), fast typing is kept too.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('createTheme');
    await expect(searchInput(page)).toHaveValue('createTheme');
  });

  test('Escape before the modal arrives cancels it and gives focus back', async ({ page }) => {
    // The modal's code held back until the test lets it through.
    const chunk = chunkContaining('DocSearch-Modal');
    const modalCode = await holdChunk(page, `**${chunk}`);
    await gotoHydrated(page, '/docs/learn/');
    // Every time the modal is put on the page, counted by the page itself.
    await page.evaluate(() => {
      const w = window as unknown as { modalsShown: number };
      const seen = new WeakSet<Element>();
      w.modalsShown = 0;
      new MutationObserver(() => {
        for (const modal of Array.from(document.querySelectorAll('.DocSearch-Modal'))) {
          if (!seen.has(modal)) w.modalsShown += 1;
          seen.add(modal);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await page.keyboard.type('abc');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    const arrived = page.waitForEvent('requestfinished', (request) => request.url().endsWith(chunk));
    modalCode.release();
    await arrived;
    // Asked again once the code is here, the modal opens (once) and empty: the
    // cancelled one neither opened on its own, nor kept its "abc". (Had it
    // opened, this shortcut would close it; had it only been queued, its
    // text would be in the box.)
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    await expect(searchInput(page)).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { modalsShown: number }).modalsShown)).toBe(1);
  });
});

test.describe('modal results', () => {
  test('hits are grouped, titled with their page and section, highlighted and linked', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await searchInput(page).fill(QUERY);
    const hits = await modalHits(page);

    // The API page leads, under its group title, with the match highlighted.
    const first = hits.first();
    await expect(first.locator('a')).toHaveAttribute('href', QUERY_PAGE);
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText(`stylex.${QUERY}`);
    // `stylex.keyframes` is one word to the search, highlighted whole.
    await expect(first.locator('.DocSearch-Hit-title mark')).toHaveText(`stylex.${QUERY}`);
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toBeVisible();

    // Sections hang under their page: anchor link, "Page › Heading" path, highlighted excerpt.
    const section = modal(page).locator('.DocSearch-Hit--Child').filter({ has: page.locator('a[href*="#"]') }).first();
    await expect(section).toBeVisible();
    await expect(section.locator('a')).toHaveAttribute('href', /^\/[^#]*\/#[\w-]+$/);
    await expect(section.locator('.DocSearch-Hit-path')).toContainText('›');
    await expect(section.locator('mark').first()).toBeVisible();

    // Every result link is a same-site path (absolute URLs are turned into routes).
    for (const href of await hits.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/[^/]/);
    }
  });

  test('arrow keys move through the results and Enter opens the selected one', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await searchInput(page).fill(QUERY);
    const hits = await modalHits(page);
    await expect(hits.nth(1)).toBeVisible();

    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');

    const target = (await hits.nth(1).locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === target);
  });

  test('"See all N results" gives the true count and opens the search page', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    // Typed key by key: DocSearch 4.7 alone would add up the counts of every keystroke.
    await searchInput(page).pressSequentially(QUERY, { delay: 60 });
    await modalHits(page);
    const footer = modal(page).getByRole('link', { name: /^See all \d+ results$/ });
    // The answer to the whole word may come after the keys: until then the
    // footer is an earlier prefix's (`keyfr`), with that prefix's count.
    await expect(footer).toHaveAttribute('href', `/search/?q=${QUERY}`);
    const count = Number((await footer.textContent())!.match(/\d+/)![0]);
    expect(count).toBeGreaterThan(0);

    await footer.click();
    await expect(page).toHaveURL(`/search/?q=${QUERY}`);
    const expected = count === 1 ? 'One document found' : `${count} documents found`;
    await expect(page.getByText(expected)).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(Math.min(count, 15));
  });

  test('clicking a result navigates to its page', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    await searchInput(page).fill(QUERY);
    const hits = await modalHits(page);
    await hits.first().click();
    await expect(page).toHaveURL(QUERY_PAGE);
    await expect(page.locator('h1')).toHaveText(`stylex.${QUERY}`);
  });

  test('a query that matches nothing shows the no-results screen', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    // A first query with results gives DocSearch its "Try searching for" suggestions.
    await searchInput(page).fill(QUERY);
    await modalHits(page);
    await searchInput(page).fill(NONSENSE);

    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText(`No results for "${NONSENSE}"`);
    await expect(screen.locator('strong')).toHaveText(NONSENSE);
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', { name: 'Let us know.' });
    const href = new URL((await report.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe('https://github.com/facebook/stylex/issues/new');
    expect(href.searchParams.get('title')).toContain(NONSENSE);
    expect(href.searchParams.get('body')).toContain(NONSENSE);
    await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
  });

  test('Pagefind\'s prefix fallback does not turn nonsense into results', async ({ page }) => {
    await gotoHydrated(page, '/');
    await openModal(page);
    // Each starts like common words ("st…", "as…", "th…"): Pagefind alone would answer.
    for (const query of ['stylexqwertyzz', 'asdfghjkl', 'thequickbrownfoxjumps']) {
      await searchInput(page).fill(query);
      await expect(modal(page).locator('.DocSearch-NoResults')).toBeVisible();
    }
    // A word still being typed keeps its results.
    await searchInput(page).fill('keyfr');
    await expect((await modalHits(page)).first().locator('a')).toHaveAttribute('href', QUERY_PAGE);
  });

  test('a failing index shows the error screen', async ({ page }) => {
    await page.clock.install();
    const requests: string[] = [];
    await page.route('**/pagefind/**', (route) => {
      requests.push(route.request().url());
      return route.abort('failed');
    });
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    await searchInput(page).fill(QUERY);
    const screen = modal(page).locator('.DocSearch-ErrorScreen');
    await expect(screen).toBeVisible();
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    // It stays until the next keystroke, which tries again: every timer the
    // page has set runs (the page's clock moved a minute on), and nothing
    // asks the index again or takes the screen away.
    const asked = requests.length;
    await page.clock.runFor(60_000);
    await expect(screen).toBeVisible();
    expect(requests.slice(asked)).toEqual([]);
    await page.unroute('**/pagefind/**');
    await searchInput(page).fill(`${QUERY} `);
    await expect((await modalHits(page)).first().locator('a')).toHaveAttribute('href', QUERY_PAGE);
  });
});

test.describe('what readers mean', () => {
  /** The first result of the modal, once the notice line of this query is settled. */
  async function firstHit(page: Page) {
    return (await modalHits(page)).first().locator('a');
  }
  const notice = (page: Page) => modal(page).getByRole('status');

  test('a misspelt word is corrected, and the modal says what it searched for', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    await searchInput(page).fill('creatTheme');
    // The first query also loads the runtime: wait as long as modalHits does.
    await modalHits(page);
    await expect(notice(page)).toHaveText('Showing results for createTheme.');
    await expect(await firstHit(page)).toHaveAttribute('href', '/docs/api/javascript/createTheme/');
    // A correct word brings no notice.
    await searchInput(page).fill('createTheme');
    await expect(await firstHit(page)).toHaveAttribute('href', '/docs/api/javascript/createTheme/');
    await expect(notice(page)).toHaveText('');
  });

  test('words no page holds are left out, said so, instead of "No results"', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    await searchInput(page).fill('keyframes qwertyuiop');
    await expect(await firstHit(page)).toHaveAttribute('href', QUERY_PAGE);
    await expect(notice(page)).toHaveText('No page holds every word; left out: qwertyuiop.');
    await expect(notice(page).locator('s')).toHaveText('qwertyuiop');
    await expect(modal(page).locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('every spelling of a name, and the docs\u2019 synonyms, find the page', async ({ page }) => {
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    for (const query of ['Next.js', 'nextjs', 'NextJS', 'next js']) {
      await searchInput(page).fill(query);
      await expect(await firstHit(page), query).toHaveAttribute('href', '/docs/learn/installation/nextjs/');
    }
    await searchInput(page).fill('dark mode');
    await expect(await firstHit(page)).toHaveAttribute('href', '/docs/learn/recipes/light-dark-themes/');
    await searchInput(page).fill('remix');
    await expect(await firstHit(page)).toHaveAttribute('href', '/docs/learn/installation/react-router/');
  });

  test('the search page corrects and leaves out words the same way, in a live region', async ({ page }) => {
    await gotoHydrated(page, '/search/?q=instalation');
    const line = page.locator('main [data-search-notice]');
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(line).toHaveText('Showing results for installation.');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', /^\/docs\/learn\/installation\//);
    const field = page.getByRole('searchbox', { name: 'Search' });
    await field.fill('keyframes qwertyuiop');
    await expect(line).toHaveText('No page holds every word; left out: qwertyuiop.');
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', new RegExp(`^${QUERY_PAGE}`));
    await field.fill('keyframes');
    await expect(page).toHaveURL('/search/?q=keyframes');
    await expect(line).toHaveText('');
  });
});

test.describe('contextual search', () => {
  test('DocSearch facet filters become Pagefind filters on language and version tag', async ({ page }) => {
    await gotoHydrated(page, '/');
    const filters = {
      // What the modal sends from a docs page: this language, and the site-wide
      // tag or the tag of the docs version being read.
      context: toPagefindFilter(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
      docs: toPagefindFilter(['language:en', 'docusaurus_tag:docs-default-current']),
      site: toPagefindFilter(['language:en', ['docusaurus_tag:default']]),
      otherVersion: toPagefindFilter(['language:en', 'docusaurus_tag:docs-default-1.x']),
      otherLanguage: toPagefindFilter(['language:fr', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
    };
    const counts = await page.evaluate(async (all) => {
      const url = '/pagefind/pagefind.js';
      const pagefind = await import(/* webpackIgnore: true */ url);
      const instance = pagefind.createInstance({ basePath: '/pagefind/', noWorker: true });
      await instance.init();
      const result: Record<string, number> = {};
      for (const [name, filter] of Object.entries(all)) {
        result[name] = (await instance.search('stylex', { filters: filter })).results.length;
      }
      return result;
    }, filters);
    expect(counts.docs).toBeGreaterThan(0);
    expect(counts.site).toBeGreaterThan(0);
    expect(counts.context).toBe(counts.docs + counts.site);
    expect(counts.otherVersion).toBe(0);
    expect(counts.otherLanguage).toBe(0);
  });
});

test.describe('partial failures', () => {
  test('an index that cannot be read shows the error screen, without uncaught errors', async ({ page }) => {
    const errors = trackErrors(page);
    const pending = new Set<Request>();
    page.on('request', (request) => request.url().includes('/pagefind/') && pending.add(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('requestfinished', (request) => pending.delete(request));
    // The runtime loads; its index files do not.
    await page.route(/\/pagefind\/.*\.(pf_meta|pagefind)$/, (route) => route.abort('failed'));
    await gotoHydrated(page, '/docs/learn/');
    await openModal(page);
    await searchInput(page).fill(QUERY);
    await expect(modal(page).locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    // Every request of the index has failed, and the page has had its turn
    // to handle each failure (a round trip through its task queue after the
    // last one), before the errors are read.
    await expect.poll(() => pending.size).toBe(0);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(errors).toEqual([]);
  });

  test('a modal that cannot load (offline after the page loaded) throws nothing, and opens once it can', async ({
    page,
  }) => {
    const errors = trackErrors(page);
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await gotoHydrated(page, '/docs/learn/');
    // The page is here; its lazy scripts no longer are.
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    const button = page.getByRole('button', { name: 'Search' });
    await button.hover();
    await button.focus();
    await button.click();
    await expect.poll(() => logged.filter((text) => text.includes('The search could not be loaded.'))).toHaveLength(1);
    await expect(modal(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    // Back online: the next click loads it.
    await page.unroute('**/assets/js/**');
    await openModal(page);
    await expect(modal(page)).toBeVisible();
  });
});

test.describe('loading and privacy', () => {
  test('the search runtime loads only when search is used, and only from this site', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/docs/learn/');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    await expect(page.locator('link[rel="preconnect"], link[rel="dns-prefetch"]')).toHaveCount(0);

    await openModal(page);
    await searchInput(page).fill(QUERY);
    await modalHits(page);
    expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    const hosts = new Set(requests.map((url) => new URL(url).host));
    expect([...hosts]).toEqual([new URL(page.url()).host]);
    expect(requests.filter((url) => /algolia/i.test(url))).toEqual([]);
  });

  test('no route ships search code in its initial JavaScript', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    for (const path of ['/', '/docs/learn/', '/docs/api/javascript/defineVars/', '/blog/', '/blog/introducing-stylex/']) {
      await gotoHydrated(page, path);
      await page.waitForLoadState('networkidle');
    }
    const code = await Promise.all(scripts);
    expect(code.length).toBeGreaterThan(0);
    for (const source of code) {
      expect(source).not.toContain('pagefind.js');
      expect(source).not.toContain('DocSearch-Modal');
    }
  });
});

test.describe('search page', () => {
  test('reads q from the URL and shows the results', async ({ page }) => {
    await gotoHydrated(page, `/search/?q=${QUERY}`);
    await expect(page.locator('h1')).toHaveText(`Search results for "${QUERY}"`);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(QUERY);
    const first = page.locator('main article').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', new RegExp(`^${QUERY_PAGE}(#.*)?$`));
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(page.getByText(/documents? found/)).toBeVisible();
  });

  test('typing a new query updates the URL and the results', async ({ page }) => {
    await gotoHydrated(page, `/search/?q=${QUERY}`);
    await expect(page.locator('main article').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('defineVars');
    await expect(page).toHaveURL(/\/search\/\?q=defineVars$/);
    await expect(page.locator('h1')).toHaveText('Search results for "defineVars"');
    await expect(page.locator('main article').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/docs\/api\/javascript\/defineVars\/(#.*)?$/,
    );
  });

  test('loads further results as the reader scrolls', async ({ page }) => {
    // Every page of the site mentions StyleX: more than one page of results.
    await gotoHydrated(page, '/search/?q=stylex');
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(15);
    const total = Number((await page.getByText(/documents found/).textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(15);
    const loader = page.getByText('Fetching new results...');
    await expect(loader).toBeAttached();
    // The reader scrolls until the next page of results is there.
    await expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(articles).toHaveCount(Math.min(total, 30), { timeout: 500 });
    }).toPass({ timeout: 20_000 });
  });

  test('an empty result says so, with the report link', async ({ page }) => {
    await gotoHydrated(page, `/search/?q=${NONSENSE}`);
    await expect(page.getByText(`No results for “${NONSENSE}”`)).toBeVisible();
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/facebook\/stylex\/issues\/new\?/);
    await expect(page.locator('main article')).toHaveCount(0);
  });

  test('a search engine that could not load says so, and the next query loads it and shows results', async ({ page }) => {
    // The helper chunk (algoliasearch-helper) loads after the page; offline at first.
    const helperChunk = await offlineChunk(page, 'disjunctiveFacetsRefinements');
    await gotoHydrated(page, `/search/?q=${QUERY}`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    helperChunk.reconnect();
    await page.getByRole('searchbox', { name: 'Search' }).fill('defineVars');
    await expect(page.locator('main article').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/docs\/api\/javascript\/defineVars\/(#.*)?$/,
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(helperChunk.requests()).toBeGreaterThan(1);
  });

  test('a failing index shows the error texts', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort('failed'));
    await gotoHydrated(page, `/search/?q=${QUERY}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
  });
});

test.describe('bad input never breaks the page', () => {
  const HOSTILE = [
    '<script>window.__searchXss = 1</script>',
    '<img src=x onerror="window.__searchXss = 1">',
    `"quoted" and 'single' </mark><b>bold</b>`,
    '.*+?^${}()|[]\\ /(?<x>)/g',
    '🎨✨ stylex 🚀',
    '日本語のスタイル',
    'Привет, стили',
    'مرحبا بالعالم',
    'x'.repeat(1000),
    Array.from({ length: 200 }, (_, i) => `word${i}`).join(' '),
  ];

  test('in the modal', async ({ page }) => {
    const errors = trackErrors(page);
    await gotoHydrated(page, '/');
    await openModal(page);
    for (const query of HOSTILE) {
      await searchInput(page).fill(query);
      await expect(modal(page).locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
      await expect(modal(page).locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    }
    await searchInput(page).fill('');
    await expect(modal(page).locator('.DocSearch-NoResults')).toHaveCount(0);
    // Query text is shown as text, never as markup: on the no-results screen…
    const markup = `"qwxzqwxz" </mark><b>zzkkzz</b>`;
    await searchInput(page).fill(markup);
    await expect(modal(page).locator('.DocSearch-NoResults strong')).toHaveText(markup);
    await expect(modal(page).locator('.DocSearch-NoResults b')).toHaveCount(0);
    // …and among the words left out.
    await searchInput(page).fill(`${QUERY} </mark><b>zzkkzz</b>`);
    await expect(modal(page).getByRole('status')).toContainText('left out: <mark><b>zzkkzz<b>.');
    await expect(modal(page).locator('[role="status"] b, [role="status"] mark')).toHaveCount(0);
    // Search still works afterwards.
    await searchInput(page).fill(QUERY);
    await expect((await modalHits(page)).first().locator('a')).toHaveAttribute('href', QUERY_PAGE);
    expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('in the URL of the search page', async ({ page }) => {
    // A full page load and a first search (Pagefind's WebAssembly) per hostile query: 21 s alone on a slow machine.
    test.slow();
    const errors = trackErrors(page);
    for (const query of HOSTILE) {
      await gotoHydrated(page, `/search/?q=${encodeURIComponent(query)}`);
      await expect(page.locator('h1')).toHaveText(`Search results for "${query}"`);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(query);
      await expect(page.getByText(/documents? found|No results for/).first()).toBeVisible();
      await expect(page.locator('main script, main img[src="x"], main b')).toHaveCount(0);
    }
    await gotoHydrated(page, '/search/?q=');
    await expect(page.locator('h1')).toHaveText('Search the documentation');
    await expect(page.getByText(/No results for/)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __searchXss?: number }).__searchXss)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});
