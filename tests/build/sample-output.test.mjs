/**
 * The compiled output views in the build (src/plugins/sample-output):
 *
 * - /assets/samples/ holds one file per Learn or API page with StyleX
 *   samples, and each page's HTML has one set of tabs per view of its file;
 * - the CSS view of the first sample on the `create` API page is the CSS the
 *   compiler gives for that sample, compiled here on its own;
 * - the tabs add at most 10% to the HTML of the longest guide (the outputs
 *   themselves load on demand);
 * - the Markdown twins hold the same outputs under their samples;
 * - no tabs repeat their sample: each view shows CSS, compiled JS that is
 *   not the source again, a preview or an error.
 *
 * Run after `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertBuilt, buildDir, buildFiles } from '../lib/built-site.mjs';
import { collectPages, compileFile } from '../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import { hasOutputViews } from '../../src/plugins/sample-output/outputs.mjs';

assertBuilt();

const require = createRequire(import.meta.url);
const stylexPlugin = require('@stylexjs/babel-plugin');

const outputFiles = buildFiles().filter((file) => file.startsWith('assets/samples/'));
const read = (rel) => fs.readFileSync(path.join(buildDir, rel), 'utf8');
const outputsOf = (slug) => {
  const file = outputFiles.find((f) => new RegExp(`^assets/samples/${slug}\\.[0-9a-f]{10}\\.json$`).test(f));
  assert.ok(file, `no outputs file for ${slug}`);
  return JSON.parse(read(file)).outputs;
};
const tabSets = (html) => html.match(/data-sample-output=""/g)?.length ?? 0;

test('one outputs file per page with views, and one set of tabs per view', () => {
  assert.ok(outputFiles.length > 40, `${outputFiles.length} files`);
  for (const [slug, route] of [
    ['docs-api-javascript-create', 'docs/api/javascript/create/index.html'],
    ['docs-learn-styling-ui-defining-styles', 'docs/learn/styling-ui/defining-styles/index.html'],
    ['docs-learn-theming-defining-variables', 'docs/learn/theming/defining-variables/index.html'],
  ]) {
    const views = Object.keys(outputsOf(slug)).length;
    assert.ok(views > 0, slug);
    assert.equal(tabSets(read(route)), views, route);
  }
});

test('the CSS view of a create() sample is what the compiler gives for it', async () => {
  const sample = codeBlocks(path.join(siteDir, 'docs/api/javascript/create.mdx')).find(
    (block) => /@stylexjs\/stylex/.test(block.code) && !block.fence.markers['no-compile'],
  );
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-one-sample-'));
  const { rules } = compileFile(sample.code, path.join(root, `sample.${sample.lang}`), root);
  fs.rmSync(root, { recursive: true, force: true });
  const css = stylexPlugin.processStylexRules(rules, { useLayers: false });
  const prettier = await import('prettier');
  const expected = (await prettier.format(css, { parser: 'css', printWidth: 80, singleQuote: true })).trimEnd();

  const view = Object.values(outputsOf('docs-api-javascript-create'))[0];
  assert.equal(view.css, expected);
  // Every rule of the sample, by its class name.
  for (const rule of rules) assert.ok(view.css.includes(`.${rule[0]}`), rule[0]);
});

/** The bytes the tabs add to a page's HTML, as a share of the HTML without them. */
function tabsShare(html) {
  // The wrapper and source panel open and close around the block; the tab
  // list and the empty output panel are added whole.
  const added = [
    ...html.matchAll(/<div[^>]*data-sample-output=""[^>]*>/g),
    // The tab bar: the tab list in the row that Edit joins in the browser.
    ...html.matchAll(/<div data-pagefind-ignore=all[^>]*><div role=tablist aria-label="Sample and its compiled output"[^>]*>.*?<\/div><\/div>/g),
    ...html.matchAll(/<div role=tabpanel[^>]*>(?:<\/div>)?/g),
  ].reduce((sum, match) => sum + match[0].length, 0);
  const closing = '</div>'.length * 2 * tabSets(html);
  return (added + closing) / (html.length - added - closing);
}

test('the tabs add at most 10% to the HTML of the longest guide', () => {
  const pages = buildFiles().filter((file) => /^docs\/(learn|api)\/.*index\.html$/.test(file));
  const shares = pages
    .map((page) => ({ page, size: fs.statSync(path.join(buildDir, page)).size, share: tabsShare(read(page)) }))
    .filter(({ share }) => share > 0);
  const longestGuide = shares.filter(({ page }) => page.startsWith('docs/learn/')).sort((a, b) => b.size - a.size)[0];
  const worst = shares.sort((a, b) => b.share - a.share)[0];
  const pct = (share) => `${(share * 100).toFixed(1)}%`;
  console.log(
    `tabs in the HTML: longest guide ${longestGuide.page} +${pct(longestGuide.share)}; largest share ${worst.page} +${pct(worst.share)}`,
  );
  assert.ok(longestGuide.share > 0.001, 'the tabs were measured');
  assert.ok(longestGuide.share <= 0.1, `${longestGuide.page}: the tabs add ${pct(longestGuide.share)} to its HTML`);
});

test("the pages' Markdown twins carry the same outputs under their samples", () => {
  const twin = read('docs/api/javascript/create.md');
  const view = Object.values(outputsOf('docs-api-javascript-create'))[0];
  assert.ok(twin.includes('```css title="CSS"\n' + view.css + '\n```'), 'the CSS of the first sample');
  assert.ok(twin.includes('title="JS"\n' + view.js + '\n```'), 'the JS of the first sample');
  const errorsPage = read('docs/learn/theming/defining-variables.md');
  const error = Object.values(outputsOf('docs-learn-theming-defining-variables')).find((v) => v.kind === 'error');
  assert.ok(errorsPage.includes('```text title="Compiler error"\n' + error.message + '\n```'), error.message);
});

test('no tabs repeat their sample: each shows CSS, changed JS, a preview or an error', () => {
  const pages = collectPages(['docs']).filter(hasOutputViews);
  const sourceOf = new Map(pages.flatMap((file) => codeBlocks(file).map((block) => [block.key, block.code])));
  // Layout, quotes, semicolons and trailing commas are the formatter's, not the compiler's.
  const shape = (code) => code.replace(/["`]/g, "'").replace(/,(\s*[\]})>])/g, '$1').replace(/[\s;]+/g, '');
  const repeats = [];
  for (const file of outputFiles) {
    for (const [key, view] of Object.entries(JSON.parse(read(file)).outputs)) {
      if (view.kind !== 'output' || view.css || view.preview) continue;
      assert.ok(sourceOf.has(key), `${file}: no sample with key ${key}`);
      if (shape(view.js) === shape(sourceOf.get(key))) repeats.push(`${file} ${key}: ${sourceOf.get(key).split('\n')[0]}`);
    }
  }
  assert.deepEqual(repeats, [], 'tabs whose CSS is empty and whose JS is the source again');
});
