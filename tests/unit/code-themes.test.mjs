/**
 * The code-block themes pass WCAG AA: every token colour against the block
 * background, and against the tint Docusaurus paints on highlighted lines
 * (`--docusaurus-highlighted-code-line-bg`, set in src/css/custom.css from the
 * `--site-code-line-highlight` token).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../src/plugins/sample-output/code-samples.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const themes = loadTs(path.join(siteDir, 'src/prism/themes.ts'));

const customCss = fs.readFileSync(path.join(siteDir, 'src/css/custom.css'), 'utf8');
const tokens = fs.readFileSync(path.join(siteDir, 'src/tokens/tokens.stylex.ts'), 'utf8');
const docusaurusLineCss = fs.readFileSync(
  path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'),
  'utf8',
);

function parseColor(value) {
  const hex = /^#([\da-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)).concat(1);
  const rgba = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgba) {
    const [r, g, b, a = 1] = rgba[1].split(',').map(Number);
    return [r, g, b, a];
  }
  throw new Error(`Unsupported colour ${value}`);
}

const over = ([r, g, b, a], [br, bg, bb]) => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];

function luminance([r, g, b]) {
  const channel = (c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(fg, bg) {
  const [l1, l2] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * The tint from the colour tokens, which custom.css hands to Docusaurus once,
 * on `:root`: that outranks Docusaurus' own light and dark values only while
 * those stay at zero specificity (`:where(...)`), so that is checked too.
 */
function highlightTint(mode) {
  assert.match(
    /:root\s*{([^}]*)}/.exec(customCss)?.[1] ?? '',
    /--docusaurus-highlighted-code-line-bg:\s*var\(--site-code-line-highlight\);/,
    'custom.css sets --docusaurus-highlighted-code-line-bg from the tokens',
  );
  const ownRules = [...docusaurusLineCss.matchAll(/([^{}]+){[^}]*--docusaurus-highlighted-code-line-bg:/g)].map((m) =>
    m[1].replace(/\/\*[\s\S]*?\*\//g, '').trim(),
  );
  assert.ok(ownRules.length >= 2, "Docusaurus' CodeBlock/Line CSS still sets the tint for both modes");
  for (const selector of ownRules) {
    assert.match(selector, /^:where\(.*\)$/, `Docusaurus sets the tint under "${selector}", which can outrank :root`);
  }
  const value = /'--site-code-line-highlight':\s*'light-dark\((rgba\([^)]*\)),\s*(rgba\([^)]*\))\)'/.exec(tokens);
  assert.ok(value, 'src/tokens/tokens.stylex.ts defines --site-code-line-highlight as light-dark(rgba(…), rgba(…))');
  return parseColor(mode === 'light' ? value[1] : value[2]);
}

for (const [mode, theme] of [
  ['light', themes.lightCodeTheme],
  ['dark', themes.darkCodeTheme],
]) {
  test(`${mode} code theme: every token colour has 4.5:1 contrast`, () => {
    const background = parseColor(theme.plain.backgroundColor);
    const highlighted = over(highlightTint(mode), background);
    const colours = [['plain', theme.plain.color], ...theme.styles.map((s) => [s.types.join('/'), s.style.color])];
    const failures = [];
    for (const [name, colour] of colours) {
      for (const [where, bg] of [
        ['background', background],
        ['highlighted line', highlighted],
      ]) {
        const ratio = contrast(parseColor(colour), bg);
        if (ratio < 4.5) failures.push(`${name} ${colour} on ${where}: ${ratio.toFixed(2)}:1`);
      }
    }
    assert.deepEqual(failures, []);
  });
}

test('the site theme is the light and dark themes in one, through light-dark()', () => {
  const { codeTheme, lightCodeTheme, darkCodeTheme } = themes;
  const resolve = (value, mode) => {
    const m = /^light-dark\(([^,]+),\s*([^)]+)\)$/.exec(value ?? '');
    return m ? (mode === 'light' ? m[1] : m[2]).trim() : value;
  };
  for (const [mode, theme] of [
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ]) {
    assert.equal(resolve(codeTheme.plain.color, mode), theme.plain.color);
    assert.equal(resolve(codeTheme.plain.backgroundColor, mode), theme.plain.backgroundColor);
    codeTheme.styles.forEach((entry, i) => {
      assert.deepEqual(entry.types, theme.styles[i].types);
      assert.equal(resolve(entry.style.color, mode), theme.styles[i].style.color, entry.types.join('/'));
      assert.equal(entry.style.fontStyle, theme.styles[i].style.fontStyle);
    });
  }
});
