import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/*
 * The playground's type and lint checks (TypeScript and the StyleX ESLint
 * rules in a worker started after the first preview) and its Format button
 * (Prettier, loaded on the first click), against the production build.
 */

const PREVIEW = 'iframe[title="Live preview"]';

async function openPlayground(page: Page) {
  await page.goto('/playground/');
  await expect(page.locator('[data-preview-status="rendered"]')).toBeAttached({ timeout: 20_000 });
}

const editor = (page: Page) => page.getByTestId('playground-editor').locator('.cm-content');
const frame = (page: Page) => page.frameLocator(PREVIEW);
const checks = (page: Page) => page.getByTestId('check-problems');

async function setCode(page: Page, code: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

/** A type error on line 3, an unknown StyleX property on line 12, an unused style on line 14. */
const FAULTY_APP = `import * as stylex from '@stylexjs/stylex';

const n: number = 'x';

export default function App() {
  return <div data-testid="box" {...stylex.props(styles.box)}>Checked {n}</div>;
}

const styles = stylex.create({
  box: {
    padding: 12,
    colr: 'rgb(200, 0, 0)',
  },
  unused: {
    color: 'blue',
  },
});
`;

test.describe('playground checks', () => {
  test('underlines a type error and a StyleX lint error, lists both, fixes them, and the preview keeps running', async ({
    page,
  }) => {
    await openPlayground(page);
    // The starting example is clean.
    await expect(page.getByTestId('check-status')).toHaveText('No type or lint problems', { timeout: 30_000 });

    await setCode(page, FAULTY_APP);
    const list = checks(page);
    await expect(list).toContainText('App.tsx:3:7', { timeout: 15_000 });
    await expect(list).toContainText("Type 'string' is not assignable to type 'number'.");
    await expect(list).toContainText('TS2322');
    await expect(list).toContainText('App.tsx:12:5');
    await expect(list).toContainText('@stylexjs/valid-styles');
    await expect(list).toContainText('@stylexjs/no-unused');
    // The compiler accepts the file: the preview shows it, type errors or not.
    await expect(frame(page).getByTestId('box')).toHaveText('Checked x');
    await expect(page.getByTestId('preview-status')).toHaveText('Up to date');
    await expect(page.getByTestId('compile-errors')).toBeEmpty();

    // Underlined in the editor, with the message on hover.
    const typeError = page.locator('.cm-lintRange-error', { hasText: /^n$/ });
    await expect(typeError).toHaveCount(1);
    await typeError.hover();
    const tooltip = page.locator('.cm-tooltip-lint');
    await expect(tooltip).toContainText("Type 'string' is not assignable to type 'number'.");
    await expect(tooltip).toContainText('TypeScript TS2322');

    const unknownKey = page.locator('.cm-lintRange-error', { hasText: 'colr' }).first();
    await unknownKey.hover();
    await expect(tooltip).toContainText('This is not a key that is allowed by stylex');
    await expect(tooltip).toContainText('ESLint @stylexjs/valid-styles');

    // The rule's suggestion, from the tooltip: the code changes, the problem
    // goes, and the preview picks the fixed style up.
    await tooltip.getByRole('button', { name: 'Did you mean "color"?' }).click();
    await expect(editor(page)).toContainText("color: 'rgb(200, 0, 0)',");
    await expect(list).not.toContainText('@stylexjs/valid-styles', { timeout: 15_000 });
    await expect
      .poll(() => frame(page).getByTestId('box').evaluate((element) => getComputedStyle(element).color), {
        timeout: 15_000,
      })
      .toBe('rgb(200, 0, 0)');

    // no-unused's autofix, from the problems panel.
    await list.getByRole('button', { name: 'Fix @stylexjs/no-unused at App.tsx:14:3' }).click();
    await expect(editor(page)).not.toContainText('unused');
    await expect(list).not.toContainText('@stylexjs/no-unused', { timeout: 15_000 });

    // The type error stays until the code is fixed.
    await expect(list).toContainText('TS2322');
    await expect(frame(page).getByTestId('box')).toHaveText('Checked x');
    await page.locator('.cm-line', { hasText: "const n: number = 'x';" }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('7;');
    await expect(page.getByTestId('check-status')).toHaveText('No type or lint problems', { timeout: 15_000 });
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
    await expect(frame(page).getByTestId('box')).toHaveText('Checked 7');
  });

  test('a problem is reachable from the keyboard and moves the cursor to its place', async ({ page }) => {
    await openPlayground(page);
    await setCode(page, FAULTY_APP);
    const location = checks(page).getByRole('button', { name: 'Error at App.tsx:3:7: go to the code' });
    await expect(location).toBeVisible({ timeout: 30_000 });
    await location.focus();
    await page.keyboard.press('Enter');
    await expect(editor(page)).toBeFocused();
    await expect(page.locator('.cm-activeLine')).toHaveText("const n: number = 'x';");
    // The cursor is on `n`: typing there renames it.
    await page.keyboard.type('m');
    await expect(page.locator('.cm-activeLine')).toHaveText("const mn: number = 'x';");
  });

  test('the checker starts after the first preview is shown', async ({ page }) => {
    // When each worker is created, by its name.
    await page.addInitScript(() => {
      const created: { name: string; at: number }[] = [];
      (window as unknown as { __workers: typeof created }).__workers = created;
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          created.push({ name: options?.name ?? String(url), at: performance.now() });
          super(url, options);
        }
      };
    });
    await page.goto('/playground/');
    await expect(page.getByTestId('check-status')).toHaveText('No type or lint problems', { timeout: 30_000 });
    const { firstPreview, workers } = await page.evaluate(() => ({
      firstPreview: performance.getEntriesByName('stylex-playground:first-preview')[0]?.startTime ?? NaN,
      workers: (window as unknown as { __workers: { name: string; at: number }[] }).__workers,
    }));
    const checker = workers.filter((w) => w.name === 'stylex-playground-checker');
    expect(checker).toHaveLength(1);
    expect(firstPreview).toBeGreaterThan(0);
    expect(checker[0].at).toBeGreaterThan(firstPreview);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`problems and the lint tooltip pass WCAG A/AA in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openPlayground(page);
      await setCode(page, FAULTY_APP);
      await expect(checks(page)).toContainText('@stylexjs/no-unused', { timeout: 30_000 });
      await page.locator('.cm-lintRange-error', { hasText: 'colr' }).first().hover();
      await expect(page.locator('.cm-tooltip-lint')).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa'])
        .exclude(PREVIEW)
        .exclude('.theme-announcement-bar')
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('playground Format', () => {
  test('formats the open file with Prettier, and says why it cannot', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openPlayground(page);
    const messy =
      "import * as stylex from '@stylexjs/stylex'\nexport default function App( ){return <p   data-testid=\"out\" {...stylex.props(s.a)}>Tidy</p>}\nconst s=stylex.create({a:{color:'rgb(0, 128, 0)'}})";
    await setCode(page, messy);
    const format = page.getByRole('button', { name: 'Format App.tsx with Prettier' });
    await expect(format).toHaveText('Format');
    // From the keyboard.
    await format.focus();
    await page.keyboard.press('Enter');
    // Prettier and its plugins load on this first use: parsing them takes a
    // busy machine several seconds.
    await expect(page.getByTestId('playground-message')).toHaveText('Formatted App.tsx.', { timeout: 20_000 });
    await expect(page.getByTestId('playground-editor').locator('.cm-line')).toHaveText([
      "import * as stylex from '@stylexjs/stylex';",
      'export default function App() {',
      '  return (',
      '    <p data-testid="out" {...stylex.props(s.a)}>',
      '      Tidy',
      '    </p>',
      '  );',
      '}',
      "const s = stylex.create({ a: { color: 'rgb(0, 128, 0)' } });",
      '',
    ]);
    await expect(frame(page).getByTestId('out')).toHaveText('Tidy', { timeout: 15_000 });
    // One undo brings the messy code back.
    await editor(page).focus();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(page.getByTestId('playground-editor').locator('.cm-line').first()).toHaveText("import * as stylex from '@stylexjs/stylex'");

    // Code that does not parse: an error message with the place, the code untouched.
    await setCode(page, 'const a: = 1;\n');
    await format.click();
    await expect(page.getByTestId('playground-message')).toHaveText('Could not format App.tsx:1:10: Type expected.');
    await expect(page.getByTestId('playground-editor').locator('.cm-line').first()).toHaveText('const a: = 1;');
    expect(scripts.some((url) => url.includes('playground-format'))).toBe(true);
  });
});
