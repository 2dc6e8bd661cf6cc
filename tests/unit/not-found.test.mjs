/**
 * What the not-found page offers for an address without a page
 * (src/components/NotFoundPage/suggest.ts): the closest pages, by the last
 * segment within a few edits and by section, and the words for its search
 * field. The page itself, in the browser: tests/e2e/not-found.spec.ts.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteDir } from '../lib/built-site.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const { closestPages, searchWords } = loadTs(path.join(siteDir, 'src/components/NotFoundPage/suggest.ts'));

const pages = [
  { path: '/', title: 'Home' },
  { path: '/docs/api/javascript/defineVars/', title: 'defineVars' },
  { path: '/docs/api/javascript/defineConsts/', title: 'defineConsts' },
  { path: '/docs/api/javascript/create/', title: 'create' },
  { path: '/docs/api/javascript/createTheme/', title: 'createTheme' },
  { path: '/docs/api/types/Theme/', title: 'Theme' },
  { path: '/docs/learn/thinking-in-stylex/', title: 'Thinking in StyleX' },
  { path: '/docs/learn/theming/creating-themes/', title: 'Creating themes' },
  { path: '/docs/learn/theming/defining-variables/', title: 'Defining variables' },
  { path: '/docs/learn/installation/vite/', title: 'Vite (React)' },
  { path: '/docs/learn/ecosystem/', title: 'Ecosystem' },
  { path: '/blog/introducing-stylex/', title: 'Introducing StyleX' },
  { path: '/blog/v0.19.0/', title: 'StyleX 0.19.0' },
  { path: '/blog/v0.10.0/', title: 'StyleX 0.10.0' },
  { path: '/playground/', title: 'Playground' },
];
const first = (pathname) => closestPages(pathname, pages)[0]?.path;

test('a mistyped last segment leads to the page it nearly names', () => {
  assert.equal(first('/docs/api/javascript/defineVar/'), '/docs/api/javascript/defineVars/');
  assert.equal(first('/docs/learn/thinkng-in-stylex/'), '/docs/learn/thinking-in-stylex/');
  assert.equal(first('/blog/introducing-styelx/'), '/blog/introducing-stylex/');
  assert.equal(first('/blog/v0.19/'), '/blog/v0.19.0/');
  assert.equal(first('/playgrond/'), '/playground/');
});

test('case, separators, .html and index do not matter', () => {
  assert.equal(first('/docs/api/javascript/definevars/'), '/docs/api/javascript/defineVars/');
  assert.equal(first('/docs/api/javascript/create-theme/'), '/docs/api/javascript/createTheme/');
  assert.equal(first('/docs/learn/Thinking_In_StyleX.html'), '/docs/learn/thinking-in-stylex/');
  assert.equal(first('/docs/learn/ecosystem/index'), '/docs/learn/ecosystem/');
});

test('a page of the same section comes first; a page moved to another section is still found', () => {
  // `theme` is one edit from both; the API's type page shares /docs/api/.
  assert.equal(first('/docs/api/types/Themes/'), '/docs/api/types/Theme/');
  assert.equal(first('/docs/ecosystem/'), '/docs/learn/ecosystem/');
});

test('a folder without a page suggests the pages in it', () => {
  assert.deepEqual(
    closestPages('/docs/learn/theming/', pages).map((page) => page.path).sort(),
    ['/docs/learn/theming/creating-themes/', '/docs/learn/theming/defining-variables/'],
  );
});

test('nothing close enough, nothing suggested; at most three', () => {
  assert.deepEqual(closestPages('/no/such/page/', pages), []);
  assert.deepEqual(closestPages('/', pages), []);
  assert.ok(closestPages('/docs/api/javascript/define/', pages).length <= 3);
});

test('the search field gets the words of the last segment as written', () => {
  assert.equal(searchWords('/docs/learn/thinkng-in-stylex/'), 'thinkng in stylex');
  assert.equal(searchWords('/docs/api/javascript/defineVar/'), 'defineVar');
  assert.equal(searchWords('/docs/learn/recipes/descendant%20styles/'), 'descendant styles');
  assert.equal(searchWords('/'), '');
});

test('the redirects are the official URLs that are not our pages’ own, written without the trailing slash', () => {
  const { officialRedirects } = loadTs(path.join(siteDir, 'src/data/redirects.ts'));
  assert.deepEqual(
    officialRedirects({ '/docs/learn/': '/docs/learn/', '/docs/ecosystem/': '/docs/learn/ecosystem/', '/blog/v0.18/': '/blog/v0.18.0/' }),
    [
      { from: '/docs/ecosystem', to: '/docs/learn/ecosystem/' },
      { from: '/blog/v0.18', to: '/blog/v0.18.0/' },
    ],
  );
});
