/**
 * Browser support computed from compiled CSS (src/browser-support):
 *
 * - one fixture sample per Baseline status, compiled by the pinned StyleX
 *   compiler, is classified as the pinned `web-features` data says, with
 *   the browsers and versions of the data's own entry;
 * - what the data does not know is named, not guessed;
 * - on the pages of the APIs whose output is not widely available, every
 *   sample's CSS tab carries the line, and its versions are the data's;
 *   the page's own section lists each feature once;
 * - the reference page's table has a row for every runtime export of
 *   `@stylexjs/stylex` (the API coverage list).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compileFile, cssFor, siteDir } from '../../src/plugins/sample-output/code-samples.mjs';
import { pageOutputs } from '../../src/plugins/sample-output/outputs.mjs';
import { classifyCss } from '../../src/browser-support/index.mjs';
import { supportSegments } from '../../src/browser-support/line.mjs';
import { apiNames, referenceTables, supportSection } from '../../src/browser-support/pages.mjs';

const require = createRequire(import.meta.url);
const data = require('web-features/data.json');

/** The CSS the pinned compiler makes of one StyleX module. */
function compile(code) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-support-'));
  try {
    return cssFor(compileFile(code, path.join(root, 'sample.ts'), root).rules);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

const sample = (styles) => `import * as stylex from '@stylexjs/stylex';\nexport const styles = stylex.create({ root: ${styles} });\n`;

/** The data's entry for one compat key: its status and first versions. */
const entry = (featureId, key) => data.features[featureId].status.by_compat_key[key];
const line = (support) => supportSegments(support).map((segment) => segment.text).join('');

test('a sample with only widely available CSS says so', () => {
  const css = compile(sample("{ display: 'flex', color: 'red', padding: 8 }"));
  assert.match(css, /display:flex/);
  const support = classifyCss(css);
  assert.equal(support.status, 'widely');
  assert.deepEqual(support.features, []);
  assert.deepEqual(support.unclassified, []);
  assert.equal(line(support), 'Browser support: Baseline widely available: every feature this CSS uses.');
});

test('a newly available sample names the feature, its date and first versions from the data', () => {
  const css = compile(sample("{ color: 'light-dark(black, white)' }"));
  assert.match(css, /light-dark\(/);
  const support = classifyCss(css);
  const expected = entry('light-dark', 'css.types.color.light-dark');
  assert.equal(expected.baseline, 'low', 'the fixture needs a newly available feature in the pinned data');
  assert.equal(support.status, 'newly');
  assert.equal(support.since, expected.baseline_low_date);
  const [feature] = support.features;
  assert.equal(feature.id, 'light-dark');
  assert.deepEqual(
    feature.support.map((s) => [s.browser, s.version]),
    [
      ['Chrome', expected.support.chrome],
      ['Edge', expected.support.edge],
      ['Firefox', expected.support.firefox],
      ['Safari', expected.support.safari],
    ],
  );
  assert.match(line(support), new RegExp(`since ${expected.baseline_low_date}\\. Held back by light-dark\\(\\) .*Safari ${expected.support.safari.replace('.', '\\.')}\\.$`));
});

test('a limited-availability sample names the browsers that lack the feature', () => {
  const css = compile(sample("{ interpolateSize: 'allow-keywords' }"));
  const support = classifyCss(css);
  const expected = entry('interpolate-size', 'css.properties.interpolate-size');
  assert.equal(expected.baseline, false, 'the fixture needs a feature of limited availability in the pinned data');
  assert.equal(support.status, 'limited');
  const [feature] = support.features;
  assert.equal(feature.id, 'interpolate-size');
  assert.equal(feature.url, 'https://web-platform-dx.github.io/web-features-explorer/features/interpolate-size/');
  const missing = ['Firefox', 'Safari'].filter((browser) => !expected.support[browser.toLowerCase()]);
  assert.deepEqual(
    feature.support.filter((s) => !s.version).map((s) => s.browser),
    missing,
  );
  assert.match(line(support), new RegExp(`Chrome ${expected.support.chrome}.*not in ${missing.join(' or ')}`));
});

test("a dynamic style's untyped @property is optional: named, but it does not hold the sample back", () => {
  // The registration only stops the variable inheriting; without it the style still applies.
  const css = compile(sample('(width) => ({ width })'));
  assert.match(css, /@property --x-width \{ syntax: "\*"; inherits: false;\}/);
  const support = classifyCss(css);
  const expected = entry('registered-custom-properties', 'css.at-rules.property');
  assert.equal(expected.baseline, 'low', 'the fixture needs @property short of widely available in the pinned data');
  assert.equal(support.status, 'widely');
  assert.deepEqual(support.features, []);
  assert.deepEqual(
    support.enhancements.map((f) => [f.id, f.uses, f.without]),
    [['registered-custom-properties', ['@property'], 'without it the variables still apply, and inherit']],
  );
  assert.match(
    line(support),
    new RegExp(`^Browser support: Baseline widely available: every feature this CSS needs\\. Optional: Registered custom properties \\(@property; newly available since ${expected.baseline_low_date}\\): Chrome ${expected.support.chrome}.*; without it the variables still apply, and inherit\\.$`),
  );
});

test('a typed @property holds the sample back, even beside an untyped one', () => {
  // A typed variable (stylex.types) loses its type without the registration: it no longer animates.
  const typed = `import * as stylex from '@stylexjs/stylex';\nexport const sizes = stylex.defineVars({ gutter: stylex.types.length(8) });\n`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-support-'));
  let css;
  try {
    css = cssFor(compileFile(typed, path.join(root, 'sizes.stylex.ts'), root).rules);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  assert.match(css, /@property --\w+ \{ syntax: "<length>"/);
  for (const source of [css, `${css}\n${compile(sample('(width) => ({ width })'))}`]) {
    const support = classifyCss(source);
    assert.equal(support.status, 'newly');
    assert.deepEqual(support.features.map((f) => f.id), ['registered-custom-properties']);
    assert.deepEqual(support.enhancements, [], 'a feature the CSS needs somewhere is not optional');
  }
});

test('what the data does not know is named, not classified', () => {
  const support = classifyCss('.a{colr:red}.b{color:red}');
  assert.deepEqual(support.unclassified, ['colr']);
  assert.equal(support.status, 'widely');
  assert.match(line(support), /not classified: colr\.$/);
});

test('the pages of the APIs whose output is not widely available say where it works, as the data does', () => {
  const pages = {
    'docs/api/javascript/positionTry.mdx': 'anchor-positioning',
    'docs/api/javascript/viewTransitionClass.mdx': 'view-transition-class',
    'docs/api/javascript/when.mdx': null,
    'docs/api/javascript/defineMarker.mdx': null,
    'docs/learn/recipes/light-dark-themes.mdx': 'light-dark',
  };
  for (const [page, featureId] of Object.entries(pages)) {
    const views = Object.values(pageOutputs(path.join(siteDir, page))).filter((view) => view?.kind === 'output' && view.css.trim());
    assert.ok(views.length > 0, `${page} has samples with CSS`);
    for (const view of views) {
      assert.ok(view.supportLine?.length, `${page}: every sample with CSS has a support line`);
      for (const feature of classifyCss(view.css).features) {
        // The versions shown are those of one of the feature's compat keys the CSS uses.
        const keys = Object.values(data.features[feature.id].status.by_compat_key);
        const shown = Object.fromEntries(feature.support.map((s) => [s.browser.toLowerCase(), s.version ?? undefined]));
        assert.ok(
          keys.some((key) => ['chrome', 'edge', 'firefox', 'safari'].every((browser) => key.support[browser] === shown[browser])),
          `${page}: ${feature.id} ${JSON.stringify(shown)}`,
        );
      }
    }
    if (featureId) {
      assert.ok(
        views.some((view) => classifyCss(view.css).features.some((feature) => feature.id === featureId)),
        `${page}: a sample is held back by ${featureId}`,
      );
    }
  }
});

test("a page's section lists each feature its samples use once, with the reference linked", () => {
  const outputs = pageOutputs(path.join(siteDir, 'docs/api/javascript/viewTransitionClass.mdx'));
  const [heading, , list, closing] = supportSection(outputs);
  assert.equal(heading.children[0].value, 'Browser support');
  const linked = list.children.map((item) => item.children[0].children[0].url);
  assert.deepEqual(linked, [...new Set(linked)], 'each feature once');
  assert.ok(linked.some((url) => url.endsWith('/view-transition-class/')));
  assert.ok(closing.children.some((node) => node.url === '/docs/api/browser-support/'));
  // A page whose samples are all widely available gets no section.
  assert.deepEqual(supportSection(pageOutputs(path.join(siteDir, 'docs/api/javascript/when.mdx'))), []);
  // Nor does one whose only newer feature is optional (dynamic styles' @property).
  const create = pageOutputs(path.join(siteDir, 'docs/api/javascript/create.mdx'));
  assert.ok(Object.values(create).some((view) => view?.kind === 'output' && /@property[^{]*\{ syntax: "\*"/.test(view.css)), 'create has a dynamic style');
  assert.deepEqual(supportSection(create), []);
});

test('the reference table has a row for every runtime export of @stylexjs/stylex', () => {
  const names = apiNames();
  assert.ok(names.includes('positionTry') && names.includes('when.ancestor') && names.includes('types.color'), names.join(' '));
  const apiTable = referenceTables().find((node) => node.type === 'table');
  const listed = apiTable.children.slice(1).flatMap((row) => row.children[0].children.filter((node) => node.type === 'link').map((node) => node.children[0].value));
  assert.deepEqual(listed.sort(), [...names].sort());
});
