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

const query = loadTs(path.join(siteDir, 'src/search/query.ts'));
const ranking = loadTs(path.join(siteDir, 'src/search/ranking.ts'));

/** A small index vocabulary, as the indexer writes it. */
const vocabulary = query.parseVocabulary({
  pages: 40,
  words: [
    'createtheme 9', 'create 30', 'installation 12', 'install 20', 'nextjs 6', 'next 10', 'js 15', 'setup 8',
    'lightdark 5', 'light 9', 'dark 7', 'mode 6', 'theme 20', 'themes 18', 'pseudoclasses 4', 'hover 11',
    'react 30', 'router 3', 'reactrouter', 'keyframes 9', 'chart', 'darkmode 2', 'media 9', 'queries 7', 'variables 10',
  ].join('\n'),
});

test('misspelt words are corrected within Algolia\u2019s typo budget, by the closest and most common word', () => {
  assert.equal(query.editDistance('instalation', 'installation', 2), 1);
  assert.equal(query.editDistance('keyfrmaes', 'keyframes', 2), 1, 'a swap of neighbours is one edit');
  assert.equal(query.typosAllowed('drak'), 1);
  assert.equal(query.typosAllowed('ab3d'), 0);
  assert.equal(query.typosAllowed('keyfrmaes'), 2);
  assert.equal(query.correction(vocabulary, 'creattheme'), 'createtheme');
  assert.equal(query.correction(vocabulary, 'drak'), 'dark');
  assert.equal(query.correction(vocabulary, 'zzzzzz'), null);
  const plan = query.planQuery('creatTheme', vocabulary);
  assert.deepEqual(plan.terms, ['createtheme']);
  assert.equal(plan.corrected, 'createtheme');
  assert.deepEqual(plan.corrections, ['createtheme']);
  // The other words stay as the reader typed them.
  assert.equal(query.planQuery('how do I use creatTheme with Next.js?', vocabulary).corrected, 'how do I use createtheme with Next.js');
});

test('a correction is said the way the pages write it, not folded', () => {
  const page = (title, content) => ({ url: '/p/', content, excerpt: '', meta: { title }, filters: {}, anchors: [], locations: [], sub_results: [] });
  const pages = [
    page('Installation', 'Call stylex.createTheme(vars) once. createTheme returns a theme. Use light-dark() for colours.'),
    page('Theming', 'Installation: see the installation guide for @stylexjs/babel-plugin. createtheme is not a word.'),
  ];
  assert.equal(ranking.spellingIn(pages, 'createtheme'), 'createTheme', 'the commonest spelling, punctuation around it left out');
  assert.equal(ranking.spellingIn(pages, 'lightdark'), 'light-dark');
  assert.equal(ranking.spellingIn(pages, 'stylexjsbabelplugin'), '@stylexjs/babel-plugin');
  assert.equal(ranking.spellingIn(pages, 'installation'), 'installation', 'a capital that only starts a title is not the word’s own');
  assert.equal(ranking.spellingIn(pages, 'keyframes'), 'keyframes', 'a word the pages lack stays folded');
});

test('spellings of one name meet: next.js, Next.js, nextjs, NextJS and next js', () => {
  for (const spelling of ['next.js', 'Next.js', 'nextjs', 'NextJS']) {
    assert.deepEqual(query.planQuery(`${spelling} setup`, vocabulary).terms, ['nextjs', 'setup'], spelling);
  }
  const split = query.planQuery('next js setup', vocabulary);
  assert.deepEqual(split.terms, ['next', 'js', 'setup']);
  assert.deepEqual(split.alternatives[0], ['nextjs', 'setup']);
  assert.deepEqual(query.planQuery('light-dark()', vocabulary).terms, ['lightdark']);
});

test('question words are set aside, unknown words left out, and nonsense finds nothing', () => {
  assert.deepEqual(query.planQuery('how do I install it', vocabulary).terms, ['install']);
  const plan = query.planQuery('install qwxz', vocabulary);
  assert.deepEqual(plan.terms, ['install']);
  assert.deepEqual(plan.unknown, ['qwxz']);
  // Several words, none of them in the docs as typed.
  assert.deepEqual(query.planQuery('kubernetes helm chrt', vocabulary).terms, []);
  assert.ok(query.startsSomeWord(vocabulary, 'keyfr'), 'a word still being typed is known');
});

test('the docs\u2019 synonyms add alternative queries, also for a word the docs never use', () => {
  const dark = query.planQuery('dark mode', vocabulary);
  assert.ok(dark.alternatives.some((list) => list.join(' ') === 'lightdark'), JSON.stringify(dark.alternatives));
  assert.ok(query.planQuery('hover', vocabulary).alternatives.some((list) => list.join(' ') === 'pseudoclasses'));
  const remix = query.planQuery('remix', vocabulary);
  assert.deepEqual(remix.terms, ['react', 'router']);
  assert.deepEqual(remix.unknown, []);
});

/** A fake index: page id → its words, title and headings; search is AND over one word. */
function fakeSearch(pages) {
  const data = (id) => {
    const page = pages[id];
    return {
      url: `/${id}/`,
      content: page.text,
      excerpt: '',
      meta: { title: page.title },
      filters: page.category ? { category: [page.category] } : {},
      anchors: (page.headings ?? []).map((text, i) => ({ element: 'h2', id: `h${i}`, text, location: 0 })),
      locations: [],
      sub_results: [],
    };
  };
  return async ([term]) => ({
    filters: {},
    results: Object.keys(pages)
      .map((id) => ({ id, score: pages[id].text.split(' ').filter((w) => w.toLowerCase().startsWith(term)).length, data: async () => data(id) }))
      .filter((r) => r.score > 0)
      .sort((a, b) => b.score - a.score),
  });
}

test('the page teaching a synonym (Pseudo-classes, for hover) ranks above pages that only mention the word', async () => {
  const search = fakeSearch({
    mentions: { title: 'Recipes', text: 'hover hover hover hover styles here' },
    teaches: { title: 'Defining styles', text: 'pseudoclasses like hover', headings: ['Pseudo-classes'] },
  });
  const ranked = await ranking.rankPages(query.planQuery('hover', vocabulary), vocabulary, search);
  assert.deepEqual(ranked.results.map((r) => r.id), ['teaches', 'mentions']);
  assert.equal(ranked.notice, null);
});

test('when no page holds every word, the words the best page lacks are reported as left out', async () => {
  const search = fakeSearch({
    a: { title: 'Themes', text: 'theme install keyframes' },
    b: { title: 'Other', text: 'keyframes' },
  });
  const ranked = await ranking.rankPages(query.planQuery('theme keyframes drak', vocabulary), vocabulary, search);
  assert.equal(ranked.results[0].id, 'a');
  assert.deepEqual(ranked.notice, { corrected: 'theme keyframes dark', leftOut: ['dark'] });
  const cased = await ranking.rankPages(
    query.planQuery('creatTheme', vocabulary),
    vocabulary,
    fakeSearch({ c: { title: 'createTheme', text: 'createTheme makes a theme' } }),
  );
  assert.deepEqual(cased.notice, { corrected: 'createTheme' });
  const none = await ranking.rankPages(query.planQuery('qwxzqwxz', vocabulary), vocabulary, search);
  assert.deepEqual(none.results, []);
});

test('a word the synonyms write as two (darkmode) is searched as the phrase, the joined word as an alternative', () => {
  const plan = query.planQuery('darkmode', vocabulary);
  assert.deepEqual(plan.terms, ['dark', 'mode']);
  assert.ok(plan.alternatives.some((list) => list.join(' ') === 'darkmode'), JSON.stringify(plan.alternatives));
  assert.deepEqual(query.planQuery('nextjs', vocabulary).terms, ['nextjs'], 'a word no synonym splits stays as typed');
});

test('a query names a release when it holds a version number or a release word', () => {
  for (const q of ["what's new in 0.10.0", 'v0.18', 'media queries 0.15', 'release notes', 'changelog', 'breaking changes', 'stylex blog']) {
    assert.equal(query.namesRelease(q), true, q);
  }
  for (const q of ['media queries', 'dark mode toggle', 'hover styles', 'className for non-React', 'override styles from parent', 'vite']) {
    assert.equal(query.namesRelease(q), false, q);
  }
  assert.equal(query.planQuery('media queries 0.15', vocabulary).release, true);
  assert.equal(query.planQuery('media queries', vocabulary).release, false);
});

test('release posts rank below the docs unless the query names a release; a post titled as the query stays first', async () => {
  const search = fakeSearch({
    post: { title: 'Release 0.15', category: 'Blog', text: 'media queries media queries media queries 0150', headings: ['Media queries that follow your order'] },
    docs: { title: 'Defining styles', category: 'Styling UI', text: 'media queries', headings: ['Media queries'] },
  });
  const concept = await ranking.rankPages(query.planQuery('media queries', vocabulary), vocabulary, search);
  assert.deepEqual(concept.results.map((r) => r.id), ['docs', 'post']);
  const release = await ranking.rankPages({ ...query.planQuery('media queries', vocabulary), release: true }, vocabulary, search);
  assert.deepEqual(release.results.map((r) => r.id), ['post', 'docs'], 'ranked on their scores');
  assert.deepEqual(
    ranking.docsBeforePosts([
      { id: 'a', post: true, first: true },
      { id: 'b', post: true, first: false },
      { id: 'c', post: false, first: false },
    ]).map((item) => item.id),
    ['a', 'c', 'b'],
  );
});

test('a page whose category and title together name the query ranks above pages that only mention it', async () => {
  const search = fakeSearch({
    mentions: { title: 'Legacy APIs', category: 'JavaScript API', text: 'variables variables theme theme' },
    named: { title: 'Defining variables', category: 'Theming', text: 'variables for a theme' },
  });
  const ranked = await ranking.rankPages(query.planQuery('theme variables', vocabulary), vocabulary, search);
  assert.deepEqual(ranked.results.map((r) => r.id), ['named', 'mentions']);
});
