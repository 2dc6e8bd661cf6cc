import fs from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from './fixtures';

/**
 * Preview and Edit in place for the docs samples that define a React
 * component (src/components/SampleOutput/Live.tsx, src/plugins/sample-output/preview.mjs):
 * every previewed sample renders without an error; the preview and the
 * editor load only when a reader asks for them; colour mode, the dark switch,
 * errors and endless loops inside the frame; an edit updates Preview, CSS and
 * JS; Reset; "Open in Playground" carries the edit.
 */

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');

/**
 * The docs pages with Preview tabs, with how many: their samples with a
 * preview in the page's outputs file (src/plugins/sample-output), which is
 * named after the page's source file.
 */
function previewPages(): { route: string; count: number }[] {
  const samples = path.join(buildDir, 'assets', 'samples');
  const counts = new Map<string, number>();
  for (const name of fs.readdirSync(samples)) {
    // Each sample's view by its code key (src/markdown/fence.mjs).
    const { outputs } = JSON.parse(fs.readFileSync(path.join(samples, name), 'utf8')) as { outputs: Record<string, { preview?: unknown }> };
    const count = Object.values(outputs).filter((output) => output.preview).length;
    if (count > 0) counts.set(name.replace(/\.[0-9a-f]{10}\.json$/, ''), count);
  }
  const found: { route: string; count: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const full = path.join(dir, entry.name);
      const route = path.relative(buildDir, full).split(path.sep).join('/');
      const slug = route.replace(/[^a-zA-Z0-9]+/g, '-');
      const count = counts.get(slug) ?? counts.get(`${slug}-index`);
      // Not the redirect pages of old addresses (`descendant styles/`).
      if (count && /^[\w/.-]+$/.test(route) && fs.existsSync(path.join(full, 'index.html'))) found.push({ route: `/${route}/`, count });
      walk(full);
    }
  };
  walk(path.join(buildDir, 'docs'));
  expect(found.reduce((sum, p) => sum + p.count, 0), 'every page with previews is found').toBe([...counts.values()].reduce((a, b) => a + b, 0));
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The `n`th sample of the page that has a Preview tab. */
function previewed(page: Page, n = 0) {
  return page.locator('[data-sample-output]').filter({ has: page.getByRole('tab', { name: 'Preview', exact: true }) }).nth(n);
}

/** The frame on screen (each build renders in a frame of its own; the next one waits out of sight). */
const frameOf = (sample: ReturnType<typeof previewed>) => sample.frameLocator('iframe:visible');

/** The preview's state once it has answered: rendered, notice (no component) or error. */
async function settled(sample: ReturnType<typeof previewed>, timeout = 15_000) {
  const status = sample.locator('[data-preview-status]');
  await expect(status).toHaveAttribute('data-preview-status', /^(rendered|notice|error|hung)$/, { timeout });
  return status.getAttribute('data-preview-status');
}

const pages = previewPages();

test('the build has Preview tabs on the Learn and API pages', () => {
  const total = pages.reduce((sum, p) => sum + p.count, 0);
  expect(pages.length).toBeGreaterThan(30);
  expect(total).toBeGreaterThan(120);
  expect(pages.some((p) => p.route.startsWith('/docs/api/'))).toBe(true);
});

// One page load per page: all its previews opened at once, then each checked.
for (const { route, count } of pages) {
  test(`every previewed sample renders: ${route}`, async ({ page }) => {
    await open(page, route);
    await expect(page.getByRole('tab', { name: 'Preview', exact: true })).toHaveCount(count);
    // With the keyboard: the previews opening above move the tabs below.
    for (let n = 0; n < count; n += 1) await previewed(page, n).getByRole('tab', { name: 'Preview', exact: true }).press('Enter');
    for (let n = 0; n < count; n += 1) {
      const sample = previewed(page, n);
      const status = await settled(sample);
      const problem = status === 'rendered' ? '' : await frameOf(sample).locator('body').innerText();
      expect(`${status} ${problem}`.trim(), `sample ${n + 1} of ${route}`).toBe('rendered');
      await expect(frameOf(sample).locator('[data-preview-error]')).toHaveCount(0);
      await expect(frameOf(sample).locator('#root > *').first()).toBeAttached();
    }
  });
}

// The frame posts its first message as soon as it is parsed, maybe before the
// page is done with the commit that added it: with the page's main thread
// slowed (the frame runs in a process of its own), a listener added after
// paint missed it and some previews said the runtime could not be loaded.
test('previews opened while the page is busy all render', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/docs/learn/styling-ui/using-styles/');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 12 });
  const count = await page.getByRole('tab', { name: 'Preview', exact: true }).count();
  for (let n = 0; n < count; n += 1) await previewed(page, n).getByRole('tab', { name: 'Preview', exact: true }).press('Enter');
  const statuses: (string | null)[] = [];
  for (let n = 0; n < count; n += 1) statuses.push(await settled(previewed(page, n), 45_000));
  expect(statuses).toEqual(Array(count).fill('rendered'));
});

const themesPage = '/docs/learn/theming/using-variables/';

test('Preview loads on demand, follows the colour mode, has a dark switch and resizes', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await open(page, themesPage);
  const sample = previewed(page);
  // Nothing of the preview before a reader asks for it.
  expect(requests.filter((p) => /sample-live|preview-frame|preview-runtime|playground-editor/.test(p))).toEqual([]);
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  await expect(sample.getByRole('tab', { name: 'Preview', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await settled(sample)).toBe('rendered');
  expect(requests.some((p) => p.includes('/playground/preview-frame/'))).toBe(true);
  // The editor and the compiler are not needed to preview.
  expect(requests.filter((p) => /playground-editor|compiler/.test(p))).toEqual([]);

  const scheme = () => frameOf(sample).locator('html').evaluate((el) => getComputedStyle(el).colorScheme);
  await expect.poll(scheme).toBe('light');
  const dark = sample.getByRole('button', { name: 'Dark preview' });
  await expect(dark).toHaveAttribute('aria-pressed', 'false');
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(scheme).toBe('dark');
  const box = sample.locator('iframe:visible').locator('..').locator('..');
  expect(await box.evaluate((el) => getComputedStyle(el).resize)).toBe('vertical');
});

test("the preview opens in the site's colour mode", async ({ page }) => {
  // The page's own storage (not the sandboxed preview frame's, which has none).
  await page.addInitScript(() => window === window.top && localStorage.setItem('theme', 'dark'));
  await open(page, themesPage);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const sample = previewed(page);
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  expect(await settled(sample)).toBe('rendered');
  await expect(sample.getByRole('button', { name: 'Dark preview' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => frameOf(sample).locator('html').evaluate((el) => getComputedStyle(el).colorScheme)).toBe('dark');
});

test('the page keeps its strict policy: the frame is a document of its own', async ({ page }) => {
  // Every policy a response carries is enforced: the page's include the strict one.
  const policies = (header = '') => header.split(/,\s*(?=default-src)/);
  const strict = (policy: string) => !policy.includes("'unsafe-eval'") && /style-src 'self';/.test(policy);
  const framePolicies: string[][] = [];
  page.on('response', (response) => {
    if (response.url().includes('/playground/preview-frame/')) framePolicies.push(policies(response.headers()['content-security-policy']));
  });
  const response = await page.goto(themesPage);
  expect(policies(response?.headers()['content-security-policy']).some(strict)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const sample = previewed(page);
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  expect(await settled(sample)).toBe('rendered');
  await expect(sample.locator('iframe:visible')).toHaveAttribute('sandbox', 'allow-scripts');
  // The frame evaluates the sample's modules under the playground's policy, in an opaque origin.
  expect(framePolicies.length).toBeGreaterThan(0);
  expect(framePolicies.every((list) => !list.some(strict))).toBe(true);
});

async function edit(page: Page, sample: ReturnType<typeof previewed>, code: string) {
  const content = sample.locator('[data-sample-editor] .cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

const BOX = (color: string, text: string) => `import * as stylex from '@stylexjs/stylex';

const styles = stylex.create({ box: { color: '${color}', padding: 13 } });

export default function Box() {
  return <p data-testid="box" {...stylex.props(styles.box)}>${text}</p>;
}
`;

test('Edit: the code recompiles into Preview, CSS and JS; Reset restores it; the playground gets the edit', async ({ page }) => {
  await open(page, themesPage);
  const sample = previewed(page);
  const original = await sample.getByRole('tabpanel').innerText();
  await sample.getByRole('button', { name: 'Edit', exact: true }).click();
  const content = sample.locator('[data-sample-editor] .cm-content');
  await expect(content).toBeFocused({ timeout: 15_000 });
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Edited box'));

  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  await expect(frameOf(sample).getByTestId('box')).toHaveText('Edited box', { timeout: 15_000 });
  await expect(frameOf(sample).getByTestId('box')).toHaveCSS('color', 'rgb(0, 128, 0)');
  await sample.getByRole('tab', { name: 'CSS', exact: true }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('padding:13px');
  await sample.getByRole('tab', { name: 'JS', exact: true }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('Edited box');

  // A compile error: the error view, and the preview keeps the last build.
  await sample.getByRole('tab', { name: 'Source', exact: true }).click();
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Edited box').replace("padding: 13", 'padding: 13,,'));
  await expect(sample.getByTestId('compile-errors')).toContainText(/\.tsx:\d+:\d+/, { timeout: 15_000 });
  await sample.getByRole('tab', { name: 'CSS', exact: true }).click();
  await expect(sample.getByRole('tabpanel')).toContainText('The compiler rejects');

  // The edit, in the playground.
  await sample.getByRole('tab', { name: 'Source', exact: true }).click();
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Carried over'));
  const link = sample.getByRole('link', { name: 'Open in Playground' });
  await expect.poll(() => link.getAttribute('href')).toMatch(/^\/playground\/#/);
  const href = (await link.getAttribute('href'))!;

  await sample.getByRole('button', { name: 'Reset' }).click();
  await expect(content).not.toContainText('Carried over');
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  expect(await settled(sample)).toBe('rendered');
  await expect(frameOf(sample).getByTestId('box')).toHaveCount(0);
  expect(original).toContain('stylex');

  await page.goto(href);
  await expect(page.getByTestId('playground-editor').locator('.cm-content')).toContainText('Carried over', { timeout: 20_000 });
});

test('Edit: a burst of fast typing compiles once, after the pause', async ({ page }) => {
  // Every render of a preview on the page, as the parent hears of it (after the frame's commit).
  const renders = () => page.evaluate(() => performance.getEntriesByName('stylex-playground:preview-rendered').length);
  // Every compile the page asks its compiler worker for (a message with files).
  await page.addInitScript(() => {
    const w = window as unknown as { compiles: number };
    w.compiles = 0;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, options?: Transferable[] | StructuredSerializeOptions) {
      if (message && typeof message === 'object' && 'files' in message) w.compiles += 1;
      return post.call(this, message, options as StructuredSerializeOptions);
    } as Worker['postMessage'];
  });
  const compiles = () => page.evaluate(() => (window as unknown as { compiles: number }).compiles);
  await open(page, themesPage);
  const sample = previewed(page);
  await sample.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(sample.locator('[data-sample-editor] .cm-content')).toBeFocused({ timeout: 15_000 });
  // The original under the editor, then one edit: a render each.
  await expect.poll(renders, { timeout: 15_000 }).toBe(1);
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Before the burst'));
  await expect.poll(renders, { timeout: 15_000 }).toBe(2);
  await expect(frameOf(sample).getByTestId('box')).toHaveText('Before the burst');
  await page.keyboard.press('ControlOrMeta+End');
  const before = await compiles();
  // Typed 30 ms apart by the page's own timers, which run in the order they
  // are due: the gaps are the page's, not the test process's (which a busy
  // machine can stretch past the pause). Every state on the way compiles (a
  // comment): a compile per keystroke would render each.
  // The page counts the compiles asked for while it types: none, each
  // keystroke came before the pause after the previous one was over.
  const duringBurst = await page.evaluate(async () => {
    const w = window as unknown as { compiles: number };
    const start = w.compiles;
    for (const char of '// typed in one go') {
      document.execCommand('insertText', false, char);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    return w.compiles - start;
  });
  expect(duringBurst).toBe(0);
  await expect(sample.locator('[data-sample-editor] .cm-content')).toContainText('// typed in one go');
  // Then the pause: one compile, one render.
  await expect.poll(renders).toBe(3);
  expect((await compiles()) - before).toBe(1);
});

// Keeps a core busy on purpose (the endless loop): runs alone, after the others.
test('a sample that throws or loops shows it inside its preview; the page stays usable @cpu-hog', async ({ page }) => {
  await open(page, themesPage);
  const sample = previewed(page);
  await sample.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(sample.locator('[data-sample-editor] .cm-content')).toBeFocused({ timeout: 15_000 });
  await edit(page, sample, "export default function Boom() {\n  throw new Error('kaboom');\n}\n");
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  await expect(frameOf(sample).locator('[data-preview-error]')).toContainText('kaboom', { timeout: 15_000 });

  await sample.getByRole('tab', { name: 'Source', exact: true }).click();
  await edit(page, sample, 'export default function Spin() {\n  while (true) {}\n  return null;\n}\n');
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  // Stopped by the loop guard inside the frame (at once in React's later calls of the component), not by a restart.
  await expect(frameOf(sample).locator('[data-preview-error]')).toContainText(
    /A loop in \S+\.tsx ran for more than 1 s and was stopped\. Is it an infinite loop\?/,
    { timeout: 20_000 },
  );
  await expect(sample.locator('[data-preview-status]')).toHaveAttribute('data-preview-status', 'error');
  // The page answers: another sample's tabs still work.
  await previewed(page, 1).getByRole('tab', { name: 'CSS', exact: true }).click();
  await expect(previewed(page, 1).getByRole('tabpanel')).toContainText('{');
});

test('Edit: a compile error shows in the Preview tab, with its place; the fix clears it', async ({ page }) => {
  await open(page, themesPage);
  const sample = previewed(page);
  await sample.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(sample.locator('[data-sample-editor] .cm-content')).toBeFocused({ timeout: 15_000 });
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Good box'));
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  await expect(frameOf(sample).getByTestId('box')).toHaveText('Good box', { timeout: 15_000 });
  const stale = sample.getByTestId('preview-stale');
  await expect(stale).toHaveCount(0);

  // Line 3 breaks: the Preview tab says that it shows the last version that compiled, and why.
  await sample.getByRole('tab', { name: 'Source', exact: true }).click();
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Good box').replace('padding: 13', 'padding: 13,,'));
  await expect(sample.getByTestId('compile-errors')).toContainText(/\.tsx:3:\d+/, { timeout: 15_000 });
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  await expect(stale).toHaveText(/^The preview shows the last version that compiled\. \S+\.tsx:3:\d+: /);
  await expect(stale).toBeVisible();
  await expect(frameOf(sample).getByTestId('box')).toHaveText('Good box');

  await sample.getByRole('tab', { name: 'Source', exact: true }).click();
  await edit(page, sample, BOX('rgb(0, 128, 0)', 'Fixed box'));
  await sample.getByRole('tab', { name: 'Preview', exact: true }).click();
  await expect(frameOf(sample).getByTestId('box')).toHaveText('Fixed box', { timeout: 15_000 });
  await expect(stale).toHaveCount(0);
});

test('edits last for the session, per block', async ({ page }) => {
  await open(page, themesPage);
  const sample = previewed(page);
  await sample.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(sample.locator('[data-sample-editor] .cm-content')).toBeFocused({ timeout: 15_000 });
  await edit(page, sample, BOX('rgb(0, 0, 255)', 'Kept'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await previewed(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(previewed(page).locator('[data-sample-editor] .cm-content')).toContainText('Kept', { timeout: 15_000 });
  // The first block's preview takes its height when it renders, which moves
  // the blocks below: the next click waits for it, as a reader's eye would.
  expect(await settled(previewed(page))).toBe('rendered');
  await previewed(page, 1).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(previewed(page, 1).locator('[data-sample-editor] .cm-content')).not.toContainText('Kept', { timeout: 15_000 });
});
