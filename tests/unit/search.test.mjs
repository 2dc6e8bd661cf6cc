/**
 * The pure search logic, in Node: query words and text (src/search/text.ts)
 * and the DocSearch records made from Pagefind results
 * (src/search/records.ts). The browser tests (tests/e2e/search*.spec.ts)
 * check the same behaviour end to end against the real index.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteDir } from '../../src/plugins/sample-output/code-samples.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const text = loadTs(path.join(siteDir, 'src/search/text.ts'));
const records = loadTs(path.join(siteDir, 'src/search/records.ts'));

test('query terms are folded like Pagefind folds them', () => {
  assert.deepEqual(text.queryTerms('  Théme  stylex.create!  '), ['theme', 'stylexcreate']);
  assert.deepEqual(text.queryTerms('— ?'), []);
});

test('a page word matches a term by prefix or a long shared stem, never by one letter', () => {
  assert.equal(text.wordMatchesTerm('createTheme', 'create'), true);
  assert.equal(text.wordMatchesTerm('themes', 'theme'), true);
  assert.equal(text.wordMatchesTerm('installation', 'installing'), true);
  assert.equal(text.wordMatchesTerm('babel', 'banana'), false);
  assert.equal(text.wordMatchesTerm('stylex.props', 'props'), true);
});

test('highlighting escapes everything but the <mark> it adds', () => {
  const { value, matched } = text.highlight('<b>defineVars</b> & themes', ['definevars']);
  assert.equal(value, '&lt;b&gt;<mark>defineVars</mark>&lt;/b&gt; &amp; themes');
  assert.deepEqual(matched, ['definevars']);
});

test('excerpts keep only balanced <mark> tags', () => {
  const { html, text: plain } = text.safeExcerpt('a <mark>x</mark> <img src=x onerror=alert(1)> <mark>y');
  assert.equal(html, 'a <mark>x</mark> &lt;img src=x onerror=alert(1)&gt; <mark>y</mark>');
  assert.equal(plain, 'a x <img src=x onerror=alert(1)> y');
  assert.equal(text.cleanText('  Title\u200b &amp;  more '), 'Title & more');
});

test('facet filters become Pagefind filters', () => {
  assert.deepEqual(records.toPagefindFilter(undefined), {});
  assert.deepEqual(records.toPagefindFilter(['language:en', ['docusaurus_tag:a', 'docusaurus_tag:b']]), {
    all: [{ language: 'en' }, { any: [{ docusaurus_tag: 'a' }, { docusaurus_tag: 'b' }] }],
  });
  assert.deepEqual(records.toPagefindFilter('nocolon'), {});
});

/** A Pagefind page as its runtime returns it: one intro and two sections. */
function page() {
  const content = 'Themes let you swap tokens. Use createTheme to override defineVars values. Nothing else here.';
  const anchor = (element, id, text, location) => ({ element, id, text, location });
  const h2 = anchor('h2', 'overriding', 'Overriding\u200b tokens', 5);
  const h3 = anchor('h3', 'create-theme', 'createTheme', 6);
  return {
    url: '/docs/api/javascript/createTheme/',
    content,
    excerpt: '',
    meta: { title: 'createTheme', alias: 'stylex.createTheme' },
    filters: { category: ['JavaScript API'] },
    anchors: [h2, h3],
    locations: [6],
    sub_results: [
      { title: 'createTheme', url: '/docs/api/javascript/createTheme/', weighted_locations: [], locations: [], excerpt: 'Themes let you swap tokens.' },
      {
        title: 'createTheme',
        url: '/docs/api/javascript/createTheme/#create-theme',
        anchor: h3,
        weighted_locations: [{ weight: 1, balanced_score: 10, location: 6 }],
        locations: [6],
        excerpt: 'Use <mark>createTheme</mark> to override defineVars values.',
      },
    ],
  };
}

test('a page becomes a record with its category, title and highlights', () => {
  const options = { origin: 'https://stylexjs.com', terms: ['createtheme'] };
  const hit = records.pageHit(page(), options);
  assert.equal(hit.hierarchy.lvl0, 'JavaScript API');
  assert.equal(hit.hierarchy.lvl1, 'createTheme');
  assert.equal(hit.url, 'https://stylexjs.com/docs/api/javascript/createTheme/#create-theme');
  assert.equal(hit.url_without_anchor, 'https://stylexjs.com/docs/api/javascript/createTheme/');
  assert.equal(hit.anchor, 'create-theme');
  assert.equal(hit._highlightResult.hierarchy.lvl1.value, '<mark>createTheme</mark>');
  assert.equal(hit._snippetResult.content.value, 'Use <mark>createTheme</mark> to override defineVars values.');
});

test('in the modal a page brings its matching sections, under their heading trail', () => {
  const options = { origin: 'https://stylexjs.com', terms: ['createtheme'] };
  const [pageRecord, section] = records.modalHits([page()], options, 3, 10);
  assert.equal(pageRecord.type, 'lvl1');
  assert.equal(section.type, 'lvl3', 'the heading matches the query');
  assert.equal(section.hierarchy.lvl2, 'Overriding tokens');
  assert.equal(section.hierarchy.lvl3, 'createTheme');
  assert.equal(section._snippetResult.hierarchy.lvl1.value, '<mark>createTheme</mark> › Overriding tokens');
  // A budget of one record per page leaves the sections out.
  assert.equal(records.modalHits([page()], options, 3, 1).length, 1);
});

test('Pagefind\u2019s prefix fallback is not a match; an exact title goes first', () => {
  assert.equal(records.matchesEveryTerm(page(), ['createtheme']), true);
  assert.equal(records.matchesEveryTerm(page(), ['banana']), false);
  const other = { ...page(), meta: { title: 'defineVars' } };
  const results = [{ id: 'a' }, { id: 'b' }];
  assert.deepEqual(records.promoteExactTitle(results, [other, page()], ['createtheme']).map((r) => r.id), ['b', 'a']);
  assert.deepEqual(records.promoteExactTitle(results, [other, page()], ['stylexcreatetheme']).map((r) => r.id), ['b', 'a']);
  assert.equal(records.promoteExactTitle(results, [page(), other], ['createtheme']), results);
});
