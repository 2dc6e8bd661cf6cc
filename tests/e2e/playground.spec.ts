import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { holdChunk } from './chunks';
import { test, expect } from './fixtures';

/*
 * End-to-end tests of the playground (/playground/): the real StyleX compiler
 * in a Web Worker, the sandboxed preview, errors, sharing and persistence,
 * "Open in Playground" from the docs, the mobile layout, and lazy loading.
 */

const PREVIEW = 'iframe[title="Live preview"]';

async function openPlayground(page: Page, path = '/playground/', waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await page.goto(path, { waitUntil });
  await expect(page.getByTestId('playground')).toBeVisible();
  // Attached, not visible: on a phone the preview is a tab of its own.
  await expect(page.locator('[data-preview-status="rendered"]')).toBeAttached({ timeout: 20_000 });
}

function editor(page: Page) {
  return page.getByTestId('playground-editor').locator('.cm-content');
}

/** Replaces the open file's code (one paste-like edit, so no auto-indent). */
async function setCode(page: Page, code: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

async function selectFile(page: Page, name: string) {
  await page.getByRole('tablist', { name: 'Files' }).getByRole('tab', { name }).click();
}

function frame(page: Page) {
  return page.frameLocator(PREVIEW);
}

/** Waits until the preview has rendered a build newer than the current one. */
async function nextRender(page: Page, action: () => Promise<unknown>) {
  const before = await page.evaluate(
    () => performance.getEntriesByName('stylex-playground:preview-rendered').length,
  );
  await action();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('stylex-playground:preview-rendered').length), {
      timeout: 15_000,
    })
    .toBeGreaterThan(before);
}

async function computed(page: Page, selector: string, property: string): Promise<string> {
  return frame(page)
    .locator(selector)
    .first()
    .evaluate((element, prop) => getComputedStyle(element).getPropertyValue(prop), property);
}

const BOX_APP = `import * as stylex from '@stylexjs/stylex';

export default function App() {
  return <div data-testid="box" {...stylex.props(styles.box)}>Box</div>;
}

const styles = stylex.create({
  box: {
    backgroundColor: 'rgb(1, 2, 3)',
    color: 'rgb(250, 250, 250)',
    padding: 12,
  },
});
`;

test.describe('playground', () => {
  test('compiles typed stylex.create calls to CSS and renders the styled element', async ({ page }) => {
    await openPlayground(page);
    await nextRender(page, () => setCode(page, BOX_APP));
    expect(await computed(page, '[data-testid="box"]', 'background-color')).toBe('rgb(1, 2, 3)');
    expect(await computed(page, '[data-testid="box"]', 'padding-top')).toBe('12px');

    // Type a new stylex.create call key by key, as a user would.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await nextRender(page, () =>
      page.keyboard.type("\nconst extra = stylex.create({ big: { fontSize: 31, borderTopWidth: 7 } });", {
        delay: 5,
      }),
    );
    const css = page.getByTestId('output-css');
    await expect(css).toContainText('font-size:31px');
    await expect(css).toContainText('border-top-width:7px');
    await expect(css).toContainText('background-color:rgb(1,2,3)');

    // The JS tab shows the compiled module: no stylex.create call left.
    await page.getByRole('tab', { name: /^JS/ }).click();
    const js = page.getByTestId('output-js');
    await expect(js).toContainText('className');
    await expect(js).not.toContainText('stylex.create');
  });

  test('every starting example renders', async ({ page }) => {
    await openPlayground(page);
    const select = page.getByLabel('Example');
    const options = await select.locator('option').evaluateAll((nodes) =>
      nodes.map((node) => (node as HTMLOptionElement).value),
    );
    expect(options.length).toBeGreaterThanOrEqual(4);
    for (const value of options.slice(1)) {
      await nextRender(page, () => select.selectOption(value));
      await expect(page.getByTestId('preview-status')).toHaveText('Up to date');
      await expect(page.getByTestId('compile-errors')).toBeEmpty();
      await expect(frame(page).locator('#root > *').first()).toBeVisible();
      await expect(page.getByTestId('output-css')).toContainText(':root');
    }
    // Dynamic styles: the slider's value reaches the swatch's size.
    await nextRender(page, () => select.selectOption('dynamic'));
    await frame(page).locator('input[type="range"]').first().fill('200');
    await expect(frame(page).getByText('Size: 200px')).toBeVisible();
    expect(await computed(page, '#root > div > div:last-child', 'width')).toBe('200px');
  });

  test('offers StyleX API and CSS property completions', async ({ page }) => {
    await openPlayground(page);
    await setCode(page, "import * as stylex from '@stylexjs/stylex';\n\nconst s = stylex.create({\n  a: {\n    ");
    await page.keyboard.type('backgroundCo');
    await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('backgroundColor');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n\nstylex.defineV');
    await expect(page.locator('.cm-tooltip-autocomplete')).toContainText('defineVars');
  });

  test('shares a variable from tokens.stylex.ts across files', async ({ page }) => {
    await openPlayground(page);
    await selectFile(page, 'tokens.stylex.ts');
    await nextRender(page, () =>
      setCode(
        page,
        `import * as stylex from '@stylexjs/stylex';

export const colors = stylex.defineVars({
  accent: 'rgb(10, 20, 30)',
  onAccent: 'white',
  text: 'black',
  muted: 'gray',
  surface: 'white',
  border: 'silver',
});

export const space = stylex.defineVars({ sm: '8px', md: '16px', lg: '24px' });
`,
      ),
    );
    // App.tsx's button uses colors.accent for its border and text.
    expect(await computed(page, 'button', 'border-top-color')).toBe('rgb(10, 20, 30)');
    expect(await computed(page, 'button', 'color')).toBe('rgb(10, 20, 30)');
    await expect(page.getByTestId('output-css')).toContainText('rgb(10, 20, 30)');
  });

  test('shows compile errors with file:line:column and keeps the last preview', async ({ page }) => {
    await openPlayground(page);
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');

    // A syntax error on line 4.
    await setCode(page, "import * as stylex from '@stylexjs/stylex';\n\nexport default function App() {\n  return <div>;\n}\n");
    const problems = page.getByTestId('compile-errors');
    await expect(problems).toContainText(/App\.tsx:4:\d+/);
    await expect(page.getByTestId('compile-status')).toContainText('compile error');
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(1);
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');

    // A StyleX rule: defineVars outside a .stylex.ts file.
    await setCode(
      page,
      "import * as stylex from '@stylexjs/stylex';\n\nexport const vars = stylex.defineVars({ a: 'red' });\n",
    );
    await expect(problems).toContainText(/App\.tsx:3:\d+/);
    await expect(problems).toContainText('defineVars()');
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');

    // A non-static value.
    await setCode(
      page,
      "import * as stylex from '@stylexjs/stylex';\n\nconst size = Math.random();\nconst styles = stylex.create({ a: { width: size } });\n",
    );
    await expect(problems).toContainText(/App\.tsx:\d+:\d+/);
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');

    // Clicking the location moves the cursor there; fixing the code recovers.
    await nextRender(page, () => setCode(page, BOX_APP));
    await expect(problems).toBeEmpty();
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
    await expect(frame(page).getByTestId('box')).toBeVisible();
  });

  test('a compile error is on every status line, with its place; the fix clears them all', async ({ page }) => {
    await openPlayground(page);
    const toolbar = page.getByTestId('compile-status');
    const header = page.getByTestId('preview-status');
    const checks = page.getByTestId('check-status');
    const stale = page.getByTestId('preview-stale');
    await expect(checks).toHaveText('No type or lint problems', { timeout: 20_000 });

    // A syntax error on line 4.
    await setCode(page, "import * as stylex from '@stylexjs/stylex';\n\nexport default function App() {\n  return <div>;\n}\n");
    await expect(toolbar).toContainText('1 compile error');
    await expect(header).toHaveText(/^Out of date: compile error at App\.tsx:4:\d+$/);
    await expect(stale).toHaveText(/^The preview shows the last version that compiled\. App\.tsx:4:\d+: /);
    await expect(stale).toBeVisible();
    await expect(checks).toHaveText('1 compile error: types and lint of App.tsx are checked once it compiles');
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');

    // Fixed: every line says so.
    await nextRender(page, () =>
      setCode(
        page,
        "import * as stylex from '@stylexjs/stylex';\n\nconst styles = stylex.create({ box: { color: 'rgb(1, 2, 3)' } });\n\nexport default function App() {\n  return <div {...stylex.props(styles.box)}>Fixed</div>;\n}\n",
      ),
    );
    await expect(toolbar).toHaveText(/^Compiled in \d+ ms$/);
    await expect(header).toHaveText('Up to date');
    await expect(stale).toHaveCount(0);
    await expect(checks).toHaveText('No type or lint problems');
  });

  test('contains runtime errors and endless loops, then recovers', { tag: '@cpu-hog' }, async ({ page }) => {
    await openPlayground(page);

    // A component that throws while rendering.
    await setCode(
      page,
      "export default function App() {\n  throw new TypeError('the widget is broken');\n}\n",
    );
    await expect(frame(page).locator('[data-preview-error]')).toContainText('the widget is broken');
    await expect(page.getByTestId('preview-status')).toContainText('Runtime error');

    // An endless loop: stopped by the loop guard (at once in React's later
    // calls of the component), not by the heartbeat; the editor keeps working.
    await setCode(page, 'export default function App() {\n  while (true) {}\n  return null;\n}\n');
    await expect(page.getByTestId('preview-status')).toContainText('Runtime error: RangeError: A loop in App.tsx ran for more than 1 s', {
      timeout: 15_000,
    });
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    const started = Date.now();
    await page.keyboard.type('// still typing');
    await expect(editor(page)).toContainText('// still typing');
    expect(Date.now() - started).toBeLessThan(3000);

    // Something no loop guard can stop (catastrophic regex backtracking): the
    // heartbeat notices and restarts the frame.
    await setCode(
      page,
      "export default function App() {\n  const busy = /^(a+)+$/.test('a'.repeat(40) + '!');\n  return <p>{String(busy)}</p>;\n}\n",
    );
    await expect(page.getByTestId('preview-status')).toContainText('Stopped responding', { timeout: 20_000 });
    await page.keyboard.type('// responsive');
    await expect(editor(page)).toContainText('// responsive');

    // Fixed code renders again.
    await nextRender(page, () => setCode(page, BOX_APP));
    await expect(frame(page).getByTestId('box')).toBeVisible();
    await expect(page.getByTestId('preview-status')).toHaveText('Up to date');
  });

  test('a preview runtime that cannot load is reported', async ({ page }) => {
    // The frame has no inline error handler (the page's CSP forbids one):
    // the page notices that the runtime never said it was ready. Playwright
    // cannot intercept the sandboxed frame's requests, so the frame document
    // is pointed at a runtime file that does not exist instead.
    await page.addInitScript(() => {
      const setAttribute = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (name: string, value: string) {
        const next =
          name.toLowerCase() === 'srcdoc' ? value.replace(/playground-preview-runtime\.\w+\.js/, 'missing-runtime.js') : value;
        return setAttribute.call(this, name, next);
      };
    });
    await page.goto('/playground/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('alert').filter({ hasText: 'The preview runtime could not be loaded.' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a starting example previews before the compiler has loaded', async ({ page, context }) => {
    // Babel (the worker) never arrives: the example's output from the build is all there is.
    await context.route('**/stylex-playground-compiler.*.js', (route) => route.abort());
    await openPlayground(page);
    await expect(page.getByTestId('compile-status')).toHaveText('Compiled at build time');
    await expect(page.getByTestId('preview-status')).toHaveText('Up to date');
    await expect(frame(page).locator('#root > *').first()).toBeVisible();
    await expect(page.getByTestId('output-css')).toContainText(':root');
    // An edit needs the compiler: its failure is reported, and the example stays on screen.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// edited');
    await expect(page.getByTestId('compile-status')).toContainText('The compiler failed to load');
    await expect(frame(page).locator('#root > *').first()).toBeVisible();
  });

  test('the code and its preview show before the editor has loaded', async ({ page, context }) => {
    // The editor's chunk is held back until the test lets it through.
    const previewsWhenEditorAsked: number[] = [];
    const editorChunk = await holdChunk(context, '**/assets/js/playground-editor.*.js', async () =>
      // CodeMirror is only asked for once the first preview is on screen.
      previewsWhenEditorAsked.push(
        await page.evaluate(() => performance.getEntriesByName('stylex-playground:first-preview').length),
      ),
    );
    await openPlayground(page, '/playground/', 'domcontentloaded');
    await expect(frame(page).locator('#root > *').first()).toBeVisible();
    const panel = page.getByTestId('playground-editor-placeholder');
    await expect(panel).toHaveAttribute('role', 'tabpanel');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByRole('region', { name: 'Code of App.tsx' })).toContainText('export default function App()');
    await expect(panel.getByRole('status')).toHaveText('Loading the editor…');
    await expect(page.getByTestId('output-css')).toContainText(':root');
    await expect(editor(page)).toHaveCount(0);

    await expect.poll(() => previewsWhenEditorAsked).toEqual([1]);
    editorChunk.release();
    await expect(editor(page)).toContainText('export default function App()');
    await expect(panel).toHaveCount(0);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await nextRender(page, () => page.keyboard.type('\n// edited'));
  });

  test('an editor that fails to load offers Retry, and the code stays readable until then', async ({
    page,
    context,
  }) => {
    let fail = true;
    await context.route('**/assets/js/playground-editor.*.js', (route) => (fail ? route.abort() : route.continue()));
    await openPlayground(page);
    const panel = page.getByTestId('playground-editor-placeholder');
    await expect(panel.getByRole('alert')).toContainText('The editor could not be loaded.');
    await expect(panel.getByRole('region', { name: 'Code of App.tsx' })).toContainText('export default function App()');
    fail = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(editor(page)).toContainText('export default function App()');
    await expect(panel).toHaveCount(0);
  });

  test('the preview cannot reach the site', async ({ page }) => {
    await openPlayground(page);
    await nextRender(page, () =>
      setCode(
        page,
        `export default function App() {
  let storage = 'readable';
  try { void window.localStorage.length; } catch { storage = 'blocked'; }
  let parentDom = 'readable';
  try { void window.parent.document.title; } catch { parentDom = 'blocked'; }
  return <p data-testid="probe">{storage} {parentDom} {String(window.origin)}</p>;
}
`,
      ),
    );
    await expect(frame(page).getByTestId('probe')).toHaveText('blocked blocked null');
    await expect(page.locator(PREVIEW)).toHaveAttribute('sandbox', 'allow-scripts');
  });

  test('a shared link round-trips the files', async ({ page, context, browser }) => {
    // Two cold starts of the compiler: the edit, then the link in a fresh browser (no cache, no storage).
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPlayground(page);
    await nextRender(page, () => setCode(page, BOX_APP.replace('Box', 'Shared box')));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const url = page.url();
    expect(url).toMatch(/\/playground\/#.{20,}/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A fresh browser (no localStorage) opens the link.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.route('**/*', (route) =>
      ['localhost', '127.0.0.1', '[::1]'].includes(new URL(route.request().url()).hostname)
        ? route.continue()
        : route.abort(),
    );
    await openPlayground(fresh, url.replace(/^https?:\/\/[^/]+/, ''));
    await expect(editor(fresh)).toContainText('Shared box');
    await expect(fresh.frameLocator(PREVIEW).getByTestId('box')).toHaveText('Shared box');
    await expect(fresh.getByRole('tablist', { name: 'Files' }).getByRole('tab')).toHaveText([
      'App.tsx',
      'tokens.stylex.ts',
    ]);
    await other.close();
  });

  test('work survives a reload, and Reset restores the example', async ({ page }) => {
    await openPlayground(page);
    await nextRender(page, () => setCode(page, BOX_APP.replace('Box', 'Kept box')));
    await page.reload();
    await expect(page.locator('[data-preview-status="rendered"]')).toBeVisible({ timeout: 20_000 });
    await expect(editor(page)).toContainText('Kept box');
    await expect(frame(page).getByTestId('box')).toHaveText('Kept box');

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(editor(page)).toContainText('Hello, StyleX');
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');
  });

  test('adds, renames and deletes files; imports follow the file names', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'New file' }).click();
    await page.getByLabel('New file name').fill('Badge.tsx');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('tab', { name: 'Badge.tsx', exact: true })).toHaveAttribute('aria-selected', 'true');
    await setCode(
      page,
      `import * as stylex from '@stylexjs/stylex';
import { colors } from './tokens.stylex';

export function Badge() {
  return <span data-testid="badge" {...stylex.props(styles.badge)}>New</span>;
}

const styles = stylex.create({ badge: { color: colors.accent, fontWeight: 700 } });
`,
    );
    await selectFile(page, 'App.tsx');
    await nextRender(page, () =>
      setCode(
        page,
        "import { Badge } from './Badge';\n\nexport default function App() {\n  return <Badge />;\n}\n",
      ),
    );
    await expect(frame(page).getByTestId('badge')).toHaveText('New');
    expect(await computed(page, '[data-testid="badge"]', 'font-weight')).toBe('700');

    // Renaming breaks the import (a runtime error), fixing the import heals it.
    await selectFile(page, 'Badge.tsx');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel(/Rename Badge\.tsx to/).fill('Pill.tsx');
    await page.getByRole('button', { name: 'Rename', exact: true }).last().click();
    await expect(page.getByRole('tab', { name: 'Pill.tsx', exact: true })).toBeVisible();
    await expect(frame(page).locator('[data-preview-error]')).toContainText("Cannot find './Badge'");
    await selectFile(page, 'App.tsx');
    await nextRender(page, () =>
      setCode(page, "import { Badge } from './Pill';\n\nexport default function App() {\n  return <Badge />;\n}\n"),
    );
    await expect(frame(page).getByTestId('badge')).toBeVisible();

    // Invalid and duplicate names are refused.
    await page.getByRole('button', { name: 'New file' }).click();
    await page.getByLabel('New file name').fill('App.tsx');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('App.tsx already exists.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await selectFile(page, 'Pill.tsx');
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Delete Pill.tsx' }).click();
    await expect(page.getByRole('tab', { name: 'Pill.tsx', exact: true })).toHaveCount(0);
  });

  test('"Open in Playground" opens a docs sample', async ({ page }) => {
    // The StyleX sample pages; the first one that has a link is used.
    const pages = ['/docs/learn/styling-ui/defining-styles/', '/docs/learn/'];
    let link = null;
    for (const path of pages) {
      await page.goto(path);
      const candidate = page.getByRole('link', { name: 'Open in Playground' }).first();
      if ((await candidate.count()) > 0) {
        link = candidate;
        break;
      }
    }
    expect(link, 'a docs page with an "Open in Playground" link').not.toBeNull();
    // The sample is the code block right before the link.
    const sample = await link!.evaluate((a) => a.parentElement?.querySelector('pre')?.textContent ?? '');
    const firstLine = sample.split('\n').find((line) => line.trim().length > 0)!.trim();
    await link!.click();
    await expect(page).toHaveURL(/\/playground\/#/);
    await expect(page.getByTestId('playground')).toBeVisible();
    await expect(editor(page)).toContainText(firstLine);
    await expect(page.locator('[data-compile-state="ok"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('compile-errors')).toBeEmpty();
    await expect(page.getByTestId('output-css')).not.toBeEmpty();
  });

  test('panes become tabs on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPlayground(page);
    const panes = page.getByRole('tablist', { name: 'Playground panes' });
    await expect(panes).toBeVisible();
    await expect(page.getByTestId('playground-editor')).toBeVisible();
    await expect(page.locator(PREVIEW)).toBeHidden();

    await panes.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.locator(PREVIEW)).toBeVisible();
    await expect(page.getByTestId('playground-editor')).toBeHidden();
    await expect(frame(page).locator('h1')).toHaveText('Hello, StyleX');

    // Keyboard: arrows move between the pane tabs.
    await page.keyboard.press('ArrowRight');
    await expect(panes.getByRole('tab', { name: 'CSS & JS' })).toHaveAttribute('aria-selected', 'true');
    await expect(panes.getByRole('tab', { name: 'CSS & JS' })).toBeFocused();
    await expect(page.getByTestId('output-css')).toBeVisible();
    await expect(page.locator(PREVIEW)).toBeHidden();

    // Nothing overflows the phone's width.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('desktop shows editor, preview and output side by side', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlayground(page);
    await expect(page.getByRole('tablist', { name: 'Playground panes' })).toBeHidden();
    await expect(page.getByTestId('playground-editor')).toBeVisible();
    await expect(page.locator(PREVIEW)).toBeVisible();
    await expect(page.getByTestId('output-css')).toBeVisible();
    // Output tabs work from the keyboard.
    await page.getByRole('tab', { name: 'CSS' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('output-js')).toBeVisible();
  });

  test('the editor follows the colour mode', async ({ page }) => {
    await openPlayground(page);
    const background = () =>
      page.locator('.cm-editor').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = await background();
    const keyword = () =>
      page
        .locator('.cm-content span', { hasText: /^import$/ })
        .first()
        .evaluate((element) => getComputedStyle(element).color);
    const lightKeyword = await keyword();
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(background).not.toBe(light);
    await expect.poll(keyword).not.toBe(lightKeyword);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no WCAG A/AA violations in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPlayground(page);
      // With an error showing too, so its colours are checked.
      await setCode(page, "import * as stylex from '@stylexjs/stylex';\nconst s = stylex.create({ a: { color: Math.random() } });\n");
      await expect(page.getByTestId('compile-errors')).not.toBeEmpty();
      await page.keyboard.press('Escape');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        // The preview shows the user's own component; the announcement bar
        // is not part of the playground.
        .exclude(PREVIEW)
        .exclude('.theme-announcement-bar')
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }

  test('the home page loads none of the playground code', async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) {
        scripts.push({ url: response.url(), body: response.text().catch(() => '') });
      }
    });
    // Docusaurus prefetches the chunks of visible links (the navbar's
    // Playground link included): they must not matter either, so the test
    // waits for every chunk of the playground's route (the build's route
    // table says which) to have arrived.
    const { navigationScripts } = await import('../lib/built-site.mjs');
    const routeChunks = navigationScripts('/playground/').map((file: string) => `/${file}`);
    expect(routeChunks.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect
      .poll(() => routeChunks.filter((chunk: string) => !scripts.some(({ url }) => new URL(url).pathname === chunk)))
      .toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { url, body } of scripts) {
      expect(url).not.toMatch(/playground-preview-runtime|stylex-playground-compiler/);
      const text = await body;
      // Code-level markers: the docs' metadata mentions API names in prose.
      expect(text, url).not.toContain('transformFromAstSync'); // Babel (compiler)
      expect(text, url).not.toContain('cm-scroller'); // CodeMirror
      expect(text, url).not.toContain('playground-loop-guard'); // compile pipeline
    }
  });
});
