import { holdChunk } from './chunks';
import { test, expect } from './fixtures';
import { watchPageHealth } from './support/page-health';
import { isReactOwned } from './support/react';

/**
 * Code blocks are highlighted in the HTML, stay so through hydration without
 * Prism in the page bundle (src/prism), and are highlighted after a
 * client-side navigation too, in both colour modes.
 */
const page1 = '/docs/learn/styling-ui/defining-styles/';

test('server-rendered code hydrates with its highlighting while Prism is still loading', async ({ page, request }) => {
  // Hold Prism back until the end of the test: hydration must not need it.
  const prism = await holdChunk(page, /\/assets\/js\/prism\.\w+\.js$/);
  const health = await watchPageHealth(page);

  const html = await (await request.get(page1)).text();
  const serverTokens = html.match(/class="token /g)?.length ?? 0;
  expect(serverTokens).toBeGreaterThan(100);

  await page.goto(page1, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const keyword = page.locator('article pre .token.keyword').first();
  await expect(keyword).toBeVisible();
  expect(await keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(160, 33, 91)');
  // Every block kept every token (a block that could not reuse the server's
  // markup would have been re-rendered as plain text, or failed to hydrate).
  expect(await page.locator('pre span.token').count()).toBe(serverTokens);
  expect(health.messages).toEqual([]);
  prism.release();
});

test('code shown after a client-side navigation is highlighted', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
  await page.getByRole('link', { name: /stylex\.create|^create$/ }).first().click();
  await expect(page).toHaveURL(/\/docs\/api\/javascript\/create\/$/);
  await expect(page.locator('article pre .token.keyword').first()).toBeVisible();
});

test('dark mode colours the same tokens with the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(page1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const keyword = page.locator('article pre .token.keyword').first();
  await expect.poll(() => keyword.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 140, 198)');
  const block = page.locator('article pre').first();
  expect(await block.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(22, 26, 35)');
});

test('hydration adopts the highlighted code as it is, without a React node per token', async ({ page }) => {
  // Records every token element taken out of the document from the start.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedTokens: string[] }).removedTokens = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('.token, .token-line') || node.querySelector('.token'))) removed.push(node.outerHTML.slice(0, 80));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/docs/api/javascript/create/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { removedTokens: string[] }).removedTokens)).toEqual([]);
  const owned = (selector: string) => isReactOwned(page.locator(selector).first());
  // A Markdown code block stays the server's markup: React owns its buttons, added once the
  // page has hydrated, and nothing inside it. One at the top level of the prose is a bare
  // element of static prose (src/partial-hydration/client), so React holds that element
  // alone; one inside an island is left whole (client/StaticCodeBlock.tsx).
  const topLevel = 'article .theme-doc-markdown > .theme-code-block';
  const inIsland = 'article .theme-doc-markdown > :not(.theme-code-block) .theme-code-block';
  for (const block of [topLevel, inIsland]) {
    await expect(page.locator(`${block} button`).first()).toBeAttached();
    expect(await owned(`${block} button`), `${block}: its buttons`).toBe(true);
    expect(await owned(`${block} pre`), `${block}: its pre`).toBe(false);
    expect(await owned(`${block} pre .token-line`), `${block}: its lines`).toBe(false);
    expect(await owned(`${block} pre .token`), `${block}: its tokens`).toBe(false);
  }
  expect(await owned(inIsland), 'a code block inside an island').toBe(false);
});

test('the copy button copies the code, and titles and word wrap still work', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page.locator('article .theme-code-block').filter({ has: page.locator('[class*="codeBlockTitle"]') }).first();
  await expect(block.locator('[class*="codeBlockTitle"]')).toHaveText(/\.(tsx?|jsx?|css)$/);
  const code = (await block.locator('pre code').evaluate((el) => Array.from(el.children, (line) => line.textContent).join('\n'))).trimEnd();
  await block.hover();
  await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(code);

  // At phone width long lines scroll, so the word-wrap button shows, and wraps them.
  const wrap = block.getByRole('button', { name: 'Toggle word wrap' });
  await expect(wrap).toBeAttached();
  await wrap.click();
  await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  await wrap.click();
  await expect(block.locator('pre code')).not.toHaveCSS('white-space', 'pre-wrap');
});

test('code in tabs keeps its highlighting and gets its buttons once the page has hydrated (the tabs render again then)', async ({ page, request }) => {
  const url = '/docs/api/configuration/babel-plugin/';
  const html = await (await request.get(url)).text();
  const tabbed = html.match(/class="?[^">]*\btabs-container[\s\S]*?<\/pre>/)?.[0] ?? '';
  expect(tabbed).toMatch(/class="?token /);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page.locator('.tabs-container').first().locator('[role="tabpanel"]:not([hidden]) .theme-code-block').first();
  await expect(block.locator('pre .token').first()).toBeVisible();
  await block.hover();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
  expect(await block.locator('pre code').evaluate((el) => Array.from(el.children, (line) => line.textContent).join('\n'))).toMatch(/install/);
});

test('"Open in Playground" links: taken from the HTML while hydrating, and made again after a client-side navigation', async ({ page, request }) => {
  const html = await (await request.get(page1)).text();
  const serverLinks = [...html.matchAll(/href="?(\/playground\/#[^"\s>]+)/g)].map((m) => m[1]);
  expect(serverLinks.length).toBeGreaterThan(2);
  const links = page.getByRole('link', { name: 'Open in Playground' });
  const hrefs = () => links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));

  await page.goto(page1);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await hrefs()).toEqual(serverLinks);

  // Client-side: from another page through the sidebar.
  await page.goto('/docs/learn/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/learn/styling-ui/defining-styles/"]').click();
  await expect(page).toHaveURL(new RegExp(`${page1}$`));
  await expect(links).toHaveCount(serverLinks.length);
  expect(await hrefs()).toEqual(serverLinks);
});

test('code rendered before the block renderer has loaded shows as plain text, with working buttons, then highlighted', async ({ page }) => {
  // Docusaurus' code rendering (the code-render chunk) loads when the browser
  // is idle; hold it back, so that the first code rendered in the browser
  // (a sample's CSS output) comes before it.
  const codeRender = await holdChunk(page, /\/assets\/js\/code-render\.\w+\.js$/);
  const health = await watchPageHealth(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api/javascript/create/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const sample = page.locator('[data-sample-output]').first();
  await sample.getByRole('tab', { name: 'CSS', exact: true }).click();
  const panel = sample.getByRole('tabpanel');
  await expect(panel.locator('pre')).toContainText('padding: 12px;');
  await expect(panel.locator('pre .token')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Copy code to clipboard' })).toBeAttached();

  codeRender.release();
  await expect(panel.locator('pre .token').first()).toBeVisible();
  await expect(panel.locator('pre')).toContainText('padding: 12px;');
  expect(health.messages).toEqual([]);
});
