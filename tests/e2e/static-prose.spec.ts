import { test, expect, type Page } from './fixtures';
import { isReactOwned } from './support/react';
import { chunkContaining, fakeConnection, holdMainBundle, isSameDocument, markDocument, routeChunks, scriptsOf } from './chunks';

/**
 * Static prose with interactive islands (src/partial-hydration/client): on a page the
 * server rendered, React hydrates the Markdown prose as a few bare blocks
 * and leaves their contents alone, while code blocks, tabs and the like stay
 * React's. Links in that prose still behave as Docusaurus links: routed on
 * the client, prefetched in view and loaded on hover (not on slow or
 * data-saving connections), and a modified click is the browser's. If React
 * has to render the page afresh, the prose stays on it.
 */
const testPage = '/test/static-prose/';
const target = '/docs/api/javascript/create/';

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * The elements inside the top-level prose blocks (paragraphs, headings,
 * lists, tables) under `selector`, and how many of them React manages: it
 * tags each element it owns with its fiber.
 */
function reactShare(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) => {
    const blocks = Array.from(root.querySelectorAll(':scope > :is(p, h2, h3, ul, ol, table)'));
    const all = blocks.flatMap((block) => Array.from(block.querySelectorAll('*')));
    const managed = all.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
    return { blocks: blocks.length, all: all.length, managed: managed.length };
  });
}

test('React hydrates a guide’s prose as bare blocks, keeps its islands, and renders it whole after a navigation', async ({ page }) => {
  await hydrated(page, '/docs/learn/thinking-in-stylex/');
  const served = await reactShare(page, '.theme-doc-markdown');
  expect(served.blocks).toBeGreaterThan(30);
  expect(served.all).toBeGreaterThan(50);
  expect(served.managed).toBe(0);
  // The islands are React's: a sample's tabs work.
  const sample = page.locator('[data-sample-output]').first();
  await sample.getByRole('tab', { name: 'CSS' }).click();
  await expect(sample.getByRole('tab', { name: 'CSS' })).toHaveAttribute('aria-selected', 'true');

  // Reached on the client, the same guide is React's from top to bottom.
  await page
    .getByRole('navigation', { name: 'Docs pages' })
    .getByRole('link', { name: /^Previous/ })
    .click();
  await expect(page).toHaveURL(/\/docs\/learn\/$/);
  // The address changes before the page does: "Next" is the guide's own
  // until the introduction is on screen.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction');
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thinking in StyleX');
  const rendered = await reactShare(page, '.theme-doc-markdown');
  expect(rendered.managed).toBe(rendered.all);
});

test('a link in static prose navigates on the client, and Back shows the page again', async ({ page }) => {
  await hydrated(page, testPage);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('.markdown p').first().getByRole('link', { name: 'create API page' }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('stylex.create');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  await page.goBack();
  await expect(page.locator('.markdown p').first()).toContainText('This paragraph is prose the browser keeps');
  await expect(page.getByRole('heading', { name: 'A heading in static prose' })).toBeVisible();
});

test('an anchor link and a modified click are left to the browser', async ({ page, context }) => {
  await hydrated(page, testPage);
  await page.getByRole('link', { name: 'anchor on this page' }).click();
  await expect(page).toHaveURL(/#a-heading-in-static-prose$/);

  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'the API reference' }).click({ modifiers: ['ControlOrMeta'] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/docs/api/');
  await expect(page).toHaveURL(new RegExp(`${testPage}#a-heading-in-static-prose$`));
});

test.describe('prefetching from static prose', () => {
  /**
   * The chunks of the create page that nothing but the prose link to it can
   * ask for: not the API index's (the navbar links to it), nor any the test
   * page loads for itself. `prefetched`: those of them a prefetch asks for
   * (the route's named chunks; loading the route also fetches shared ones).
   */
  async function ownChunks(page: Page, browser: Parameters<typeof routeChunks>[0], baseURL: string) {
    const [needed, prefetchable, loaded] = await Promise.all([
      routeChunks(browser, baseURL, '/docs/api/', target),
      routeChunks(browser, baseURL, '/docs/api/', target, { prefetchedOnly: true }),
      scriptsOf(browser, baseURL, testPage),
    ]);
    const chunks = new Set(needed.filter((chunk) => !loaded.has(chunk)));
    const prefetched = new Set(prefetchable.filter((chunk) => !loaded.has(chunk)));
    expect(prefetched.size).toBeGreaterThan(0);
    const fetched: { path: string; type: string }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (chunks.has(pathname)) fetched.push({ path: pathname, type: request.resourceType() });
    });
    return { chunks, prefetched, fetched };
  }

  test('a link in view prefetches its route, and hovering it loads the route', async ({ page, browser, baseURL }) => {
    const { chunks, prefetched, fetched } = await ownChunks(page, browser, baseURL!);
    await fakeConnection(page, { effectiveType: '4g', saveData: false });
    await hydrated(page, testPage);
    await expect.poll(() => [...new Set(fetched.map((f) => f.path))].sort()).toEqual([...prefetched].sort());
    expect(fetched.filter((f) => f.type === 'script')).toEqual([]);

    await page.getByRole('link', { name: 'create API page' }).hover();
    await expect.poll(() => new Set(fetched.filter((f) => f.type === 'script').map((f) => f.path)).size).toBe(chunks.size);
  });

  test('nothing is prefetched on a data-saving connection, and the click still works', async ({ page, browser, baseURL }) => {
    const { fetched } = await ownChunks(page, browser, baseURL!);
    await fakeConnection(page, { effectiveType: '4g', saveData: true });
    await hydrated(page, testPage);
    await page.getByRole('link', { name: 'create API page' }).hover();
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.getByRole('link', { name: 'create API page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('stylex.create');
  });
});

test('when React renders the page afresh instead of hydrating it, the prose stays', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await hydrated(page, '/test/static-prose-recovery/');
  // The proof that React rendered the page in the browser.
  await expect(page.getByTestId('server-or-browser')).toHaveText('Rendered in the browser');
  expect(errors.some((line) => line.includes('onRecoverableError'))).toBe(true);
  await expect(page.locator('.markdown p').first()).toHaveText('The first paragraph, which must stay on the page.');
  await expect(page.getByText('The last paragraph links to')).toBeVisible();
  const prose = await reactShare(page, '.markdown');
  expect(prose.managed).toBe(prose.all);
});

/**
 * The page the server rendered hydrates from its Markdown's hydration module
 * (src/partial-hydration), which has no static prose: the full
 * module, the only chunk with the guide's prose in it, is fetched when the
 * reader leaves, and renders the page when they come back.
 */
const guide = '/docs/learn/thinking-in-stylex/';
// A sentence of the guide's prose: only its full module's chunk has it.
const proseMarker = 'without searching for a stylesheet';

/**
 * Leaves the guide for the next page, on the client, and waits until that
 * page is on screen: the address changes first, while Docusaurus still shows
 * the guide until the next page's chunks are in (going back then would never
 * leave it).
 */
async function leaveGuide(page: Page) {
  await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /^Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Thinking in StyleX');
}

test('a guide hydrates without the chunk of its prose; coming back to it shows the whole guide', async ({ page }) => {
  const fullChunk = chunkContaining(proseMarker);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Data saver: no prefetching, so only what the page itself loads is requested.
  await fakeConnection(page, { effectiveType: '4g', saveData: true });
  await hydrated(page, guide);
  const served = await page.locator('.theme-doc-markdown').innerText();
  expect(served).toContain(proseMarker);
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain(fullChunk);

  await leaveGuide(page);
  await expect.poll(() => requested.includes(fullChunk)).toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thinking in StyleX');
  await expect(page.locator('.theme-doc-markdown')).toHaveText(served, { useInnerText: true });
  const rendered = await reactShare(page, '.theme-doc-markdown');
  expect(rendered.managed).toBe(rendered.all);
});

test('when React renders a guide afresh instead of hydrating it, the whole guide shows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The main bundle is held back until the page no longer matches what the
  // server rendered (its footer gone), so that React cannot hydrate it.
  const main = await holdMainBundle(page);
  // Code rendered afresh gets its highlighting and "Open in Playground" link from
  // Docusaurus' code rendering, a chunk fetched once the browser is idle
  // (src/theme/CodeBlock/Client.tsx): the guide is whole once it has arrived.
  const codeRendering = page.waitForResponse((response) => /\/assets\/js\/code-render\.[^/]*\.js$/.test(response.url()));
  await page.goto(guide, { waitUntil: 'domcontentloaded' });
  const served = await page.locator('.theme-doc-markdown').innerText();
  await page.getByRole('contentinfo').evaluate((footer) => footer.remove());
  main.release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await (await codeRendering).finished();
  expect(errors.some((line) => line.includes('onRecoverableError') || /hydrat/i.test(line))).toBe(true);
  // The controls only scripts add (a sample's Preview and Edit) are not part of the served guide.
  await expect(page.locator('[data-client-only]').first()).toBeVisible();
  await page.locator('[data-client-only]').evaluateAll((controls) => controls.forEach((control) => ((control as HTMLElement).style.display = 'none')));
  await expect(page.locator('.theme-doc-markdown')).toHaveText(served, { useInnerText: true });
  const prose = await reactShare(page, '.theme-doc-markdown');
  expect(prose.managed).toBe(prose.all);
});

test('coming back to a guide whose prose cannot be fetched reloads it, as a failing route does', async ({ page }) => {
  const fullChunk = chunkContaining(proseMarker);
  let failed = 0;
  // The full module fails as the reader leaves and on the way back; the
  // reload gets the server's page, which needs only the hydration module.
  await page.route(`**${fullChunk}`, (route) => {
    failed += 1;
    return route.abort('internetdisconnected');
  });
  await fakeConnection(page, { effectiveType: '4g', saveData: true });
  await hydrated(page, guide);
  await leaveGuide(page);
  // The load as the reader leaves starts after the next page shows: on a
  // busy machine, going back before it would leave one failure, not two.
  await expect.poll(() => failed).toBe(1);
  await markDocument(page);
  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thinking in StyleX');
  await expect(page.locator('.theme-doc-markdown')).toContainText(proseMarker);
  expect(await isSameDocument(page)).toBe(false);
  expect(failed).toBe(2);
});

test('the links under a doc stay the server’s on the page it rendered, route on the client, and are React’s after a navigation', async ({ page }) => {
  await hydrated(page, '/docs/learn/thinking-in-stylex/');
  const pager = page.getByRole('navigation', { name: 'Docs pages' });
  // The bare <nav> and <footer> are React's; their links are the server's.
  expect(await isReactOwned(pager)).toBe(true);
  expect(await isReactOwned(pager.getByRole('link', { name: /^Next/ }))).toBe(false);
  const edit = page.locator('article footer').getByRole('link', { name: 'Edit this page' });
  await expect(edit).toHaveAttribute('href', /^https:\/\/github\.com\/facebook\/stylex\/tree\/main\/packages\/docs\/docs\/learn\/thinking-in-stylex\.mdx$/);
  expect(await isReactOwned(edit)).toBe(false);

  await markDocument(page);
  await pager.getByRole('link', { name: /^Next/ }).click();
  await expect(page).not.toHaveURL(/thinking-in-stylex/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Thinking in StyleX');
  expect(await isSameDocument(page)).toBe(true);
  // Rendered afresh on the client: the whole component, with its links.
  await expect(pager.getByRole('link', { name: /^Previous/ })).toHaveAttribute('href', '/docs/learn/thinking-in-stylex/');
  expect(await isReactOwned(pager.getByRole('link', { name: /^Previous/ }))).toBe(true);
  await expect(page.locator('article footer').getByRole('link', { name: 'Edit this page' })).toBeVisible();
});
