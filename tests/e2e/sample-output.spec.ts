import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from './fixtures';

/**
 * Source | CSS | JS tabs under StyleX samples (src/components/SampleOutput,
 * src/plugins/sample-output): the build's compiled output, loaded when a
 * reader first opens an output tab; WAI-ARIA tabs with the mouse and the
 * keyboard; the compiler's message for a sample that must fail; "Open in
 * Playground" kept; readable in both colour modes; a failed load says so and
 * can be retried.
 */
const createPage = '/docs/api/javascript/create/';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  return page.locator('[data-sample-output]').first();
}

test('the tabs show the compiled CSS and JS, with the mouse', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/samples/')) requests.push(request.url());
  });
  const sample = await open(page, createPage);
  const tabs = sample.getByRole('tab');
  // Its file defines a component: it has a Preview too (tests/e2e/live-samples.spec.ts).
  await expect(tabs).toHaveText(['Source', 'CSS', 'JS', 'Preview']);
  await expect(sample.getByRole('tab', { name: 'Source' })).toHaveAttribute('aria-selected', 'true');
  const source = sample.getByRole('tabpanel');
  await expect(source).toContainText('stylex.create');
  await expect(source.getByRole('link', { name: 'Open in Playground' })).toBeVisible();
  // Nothing is loaded until a reader asks for an output.
  expect(requests).toEqual([]);

  await sample.getByRole('tab', { name: 'CSS' }).click();
  await expect(sample.getByRole('tab', { name: 'CSS' })).toHaveAttribute('aria-selected', 'true');
  const css = sample.getByRole('tabpanel');
  await expect(css).toContainText('padding: 12px;');
  await expect(css.locator('pre')).toContainText(/^\.x[a-z0-9]+ \{/);
  expect(requests).toHaveLength(1);

  await sample.getByRole('tab', { name: 'JS' }).click();
  const js = sample.getByRole('tabpanel');
  await expect(js).toContainText("className: 'xc7ga6q");
  await expect(js.getByRole('link', { name: 'Open in Playground' })).toHaveCount(0);

  // The page's other samples share the one file.
  const second = page.locator('[data-sample-output]').nth(1);
  await second.getByRole('tab', { name: 'CSS' }).click();
  await expect(second.getByRole('tabpanel')).toContainText('{');
  expect(requests).toHaveLength(1);

  await sample.getByRole('tab', { name: 'Source' }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('stylex.create');
});

test('the tabs follow the keyboard: arrows, Home and End, one tab stop', async ({ page }) => {
  const sample = await open(page, createPage);
  const tab = (name: string) => sample.getByRole('tab', { name, exact: true });
  await tab('Source').focus();
  await expect(tab('CSS')).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('ArrowRight');
  await expect(tab('CSS')).toBeFocused();
  await expect(tab('CSS')).toHaveAttribute('aria-selected', 'true');
  await expect(sample.getByRole('tabpanel')).toContainText('padding: 12px;');
  await page.keyboard.press('End');
  await expect(tab('Preview')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('JS')).toBeFocused();
  await expect(sample.getByRole('tabpanel')).toContainText('className');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Source')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Preview')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('Source')).toBeFocused();
  await expect(tab('Source')).toHaveAttribute('aria-selected', 'true');

  // Tab leaves the tab list for the panel's content.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(tab('CSS')).not.toBeFocused();
  await expect(sample.getByRole('tabpanel')).toContainText('padding: 12px;');
});

test("a sample that must fail shows the compiler's message", async ({ page }) => {
  await open(page, '/docs/learn/theming/defining-variables/');
  const sample = page.locator('[data-sample-output]', { has: page.getByRole('tab', { name: 'Compiler error' }) }).first();
  await expect(sample.getByRole('tab')).toHaveText(['Source', 'Compiler error']);
  await sample.getByRole('tab', { name: 'Compiler error' }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('The compiler rejects this sample with:');
  await expect(sample.getByRole('tabpanel')).toContainText('src/theme-tokens.ts: Unable to generate hash for defineVars()');
});

test('a failed load says so, and Retry loads the output', async ({ page }) => {
  let fail = true;
  await page.route(/\/assets\/samples\//, (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  const sample = await open(page, createPage);
  await sample.getByRole('tab', { name: 'CSS' }).click();
  await expect(sample.getByRole('alert')).toHaveText(/The compiled output could not be loaded\./);
  fail = false;
  await sample.getByRole('button', { name: 'Retry' }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('padding: 12px;');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the output tabs are readable in ${mode} mode (axe)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
    const sample = await open(page, createPage);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await sample.getByRole('tab', { name: 'CSS' }).click();
    await expect(sample.getByRole('tabpanel')).toContainText('padding: 12px;');
    const results = await new AxeBuilder({ page }).include('[data-sample-output]').setLegacyMode(true).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('after a client-side navigation the tabs work too', async ({ page }) => {
  await open(page, '/docs/api/');
  await page.locator('article a[href="/docs/api/javascript/create/"]').first().click();
  await expect(page).toHaveURL(/\/docs\/api\/javascript\/create\/$/);
  // The URL changes before the new page renders, and the API index has
  // samples of its own: wait for the create page itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('stylex.create');
  const sample = page.locator('[data-sample-output]').first();
  await sample.getByRole('tab', { name: 'JS' }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('className');
});

test('the CSS tab says where the output works: its Baseline status, and the features that hold it back', async ({ page }) => {
  const sample = await open(page, '/docs/api/javascript/positionTry/');
  await sample.getByRole('tab', { name: 'CSS' }).click();
  const line = sample.getByRole('tabpanel').locator('[data-browser-support]');
  // The line renders once the outputs file has arrived, so its resource entry exists by then.
  await expect(line).toBeVisible();
  // The line the build computed for this sample (src/browser-support), as its outputs file holds it.
  const file = await sample.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((n) => n.includes('/assets/samples/')));
  expect(file, 'the outputs file of the page was fetched').toBeTruthy();
  const outputs = (await (await page.request.get(file!)).json()).outputs as Record<string, { supportLine?: { text: string }[] }>;
  const expected = Object.values(outputs).find((view) => view?.supportLine)!.supportLine!.map((segment) => segment.text).join('');
  expect(expected).toMatch(/^Browser support: Baseline newly available since \d{4}-\d\d-\d\d\. Held back by Anchor positioning \(.*\): Chrome \d+/);
  await expect(line).toHaveText(expected);
  await expect(line.getByRole('link', { name: 'Anchor positioning' })).toHaveAttribute(
    'href',
    'https://web-platform-dx.github.io/web-features-explorer/features/anchor-positioning/',
  );
  // The JS tab is the compiled module alone.
  await sample.getByRole('tab', { name: 'JS' }).click();
  await expect(sample.getByRole('tabpanel').locator('[data-browser-support]')).toHaveCount(0);

  // A sample whose CSS is all widely available says so.
  const widely = await open(page, createPage);
  await widely.getByRole('tab', { name: 'CSS' }).click();
  await expect(widely.getByRole('tabpanel').locator('[data-browser-support]')).toHaveText(
    'Browser support: Baseline widely available: every feature this CSS uses.',
  );
});

test('switching tabs does not move the text below a sample', async ({ page }) => {
  test.slow();
  for (const path of [createPage, '/docs/learn/theming/using-variables/', '/docs/api/javascript/positionTry/']) {
    await open(page, path);
    const samples = page.locator('[data-sample-output]');
    const count = Math.min(await samples.count(), 5);
    for (let n = 0; n < count; n += 1) {
      const sample = samples.nth(n);
      // Where the next element of the page starts, from the sample's top.
      const below = () =>
        sample.evaluate((el) => {
          let at: Element | null = el;
          while (at && !at.nextElementSibling) at = at.parentElement;
          const next = at?.nextElementSibling;
          return next ? next.getBoundingClientRect().top - el.getBoundingClientRect().top : NaN;
        });
      const start = await below();
      expect(start, `${path}: something after sample ${n + 1}`).toBeGreaterThan(0);
      const names = await sample.getByRole('tab').allInnerTexts();
      for (const name of [...names.slice(1), names[0]]) {
        await sample.getByRole('tab', { name, exact: true }).click();
        const panel = sample.getByRole('tabpanel');
        await expect(panel.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
        if (name === 'Preview') {
          await expect(sample.locator('[data-preview-status]')).not.toHaveAttribute('data-preview-status', 'loading', { timeout: 15_000 });
        }
        expect(Math.abs((await below()) - start), `${path}: sample ${n + 1}, ${name} tab`).toBeLessThanOrEqual(3);
      }
    }
  }
});
