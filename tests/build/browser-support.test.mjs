/**
 * Browser support in the built site (src/browser-support):
 *
 * - the reference page is static HTML in the API sidebar, linked from the
 *   API overview, states the data's version and date, and its table has a
 *   row for every runtime export of `@stylexjs/stylex`;
 * - the API pages whose samples use CSS short of widely available have a
 *   "Browser support" section in their HTML and their Markdown twin, and
 *   each sample's outputs file carries its line;
 * - the features of the site's own stylesheet that are not widely
 *   available are those ARCHITECTURE.md lists with their fallbacks.
 *
 * Run after `npm run build:test`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, byTag, fileOf, find, siteDir, textOf } from '../lib/built-site.mjs';
import { parseDocument } from 'htmlparser2';
import { apiNames } from '../../src/browser-support/pages.mjs';
import { DATA_DATE, DATA_VERSION } from '../../src/browser-support/data.mjs';
import { siteCssSupport } from '../../src/browser-support/site-css.mjs';

assertBuilt();

const page = (route) => parseDocument(fs.readFileSync(fileOf(route), 'utf8'));
const REFERENCE = '/docs/api/browser-support/';

test('the reference page states the data and has a row for every StyleX API', () => {
  const doc = page(REFERENCE);
  const text = textOf(find(doc, (el) => el.name === 'article')[0]);
  assert.match(text, new RegExp(`web-features ${DATA_VERSION.replace(/\./g, '\\.')}`));
  assert.ok(text.includes(DATA_DATE), `the page gives the data's date, ${DATA_DATE}`);
  const [apiTable] = byTag(doc, 'table');
  const listed = byTag(apiTable, 'tr')
    .slice(1)
    .flatMap((row) => byTag(byTag(row, 'td')[0], 'code').map(textOf));
  assert.deepEqual(listed.sort(), [...apiNames()].sort());
  const positionTry = byTag(apiTable, 'tr').find((row) => textOf(row).startsWith('positionTry'));
  assert.match(textOf(positionTry), /Anchor positioning \(Chrome \d+/);
});

test('the reference page is in the API sidebar and linked from the API overview', () => {
  const links = (route) => byTag(page(route), 'a').map((a) => a.attribs.href);
  assert.ok(links('/docs/api/').filter((href) => href === REFERENCE).length >= 2, 'the overview links it in its text and its sidebar');
  assert.ok(links('/docs/api/javascript/create/').includes(REFERENCE), 'the API sidebar lists it');
});

test('a page whose samples are not all widely available says where they work, once', () => {
  for (const route of ['/docs/api/javascript/positionTry/', '/docs/api/javascript/viewTransitionClass/', '/docs/learn/recipes/light-dark-themes/']) {
    const doc = page(route);
    const headings = byTag(doc, 'h2').filter((h) => textOf(h).startsWith('Browser support'));
    assert.equal(headings.length, 1, `${route}: one section`);
    const twin = fs.readFileSync(path.join(buildDir, `${route.slice(1, -1)}.md`), 'utf8');
    assert.match(twin, /\n## Browser support\n/, `${route}: the Markdown twin has the section`);
    assert.match(twin, /\nBrowser support: Baseline /, `${route}: the twin has the samples' lines`);
  }
  assert.ok(!byTag(page('/docs/api/javascript/when/'), 'h2').some((h) => textOf(h).startsWith('Browser support')), 'when: all widely available, no section');
});

test("each sample's outputs file carries its status and line", () => {
  const dir = path.join(buildDir, 'assets/samples');
  const views = fs.readdirSync(dir).flatMap((file) => Object.values(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).outputs));
  const withCss = views.filter((view) => view?.kind === 'output' && view.css);
  assert.ok(withCss.length > 200, `${withCss.length} samples with CSS`);
  for (const view of withCss) {
    assert.ok(['widely', 'newly', 'limited'].includes(view.supportStatus), view.css.slice(0, 80));
    assert.match(view.supportLine[0].text, /^Browser support: /);
  }
});

test("the site's own features short of widely available are those ARCHITECTURE.md lists", () => {
  const architecture = fs.readFileSync(path.join(siteDir, 'ARCHITECTURE.md'), 'utf8');
  const section = architecture.slice(architecture.indexOf('## Browser support'), architecture.indexOf('\n## ', architecture.indexOf('## Browser support') + 1));
  const listed = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]).sort();
  const support = siteCssSupport(buildDir);
  // Optional ones too: the table gives what a browser without each feature shows.
  const used = [...support.features, ...support.enhancements].map((feature) => feature.id).sort();
  assert.deepEqual(listed, used);
});
