/**
 * The route data Docusaurus loads with a page before it hydrates, trimmed
 * of what no page reads (src/plugins/trimmed-content; tests/build/budgets.test.mjs weighs the
 * result). Each check reads the built files of one page: the HTML a reader
 * gets, and the scripts that load before it is interactive.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, buildFiles, byTag, htmlPages, initialAssets, siteDir, textOf } from '../lib/built-site.mjs';

assertBuilt();
const pages = new Map(htmlPages().map((page) => [page.route, page]));
const page = (route) => {
  const found = pages.get(route);
  assert.ok(found, `${route} is built`);
  return found;
};
const beforeHydration = (route) =>
  initialAssets(page(route))
    .scripts.map((file) => fs.readFileSync(path.join(buildDir, file), 'utf8'))
    .join('\n');
/** Text as the bundler writes it in a string literal (quotes and line breaks vary, words do not). */
const words = (text) => text.split(/\s+/).slice(0, 8).join(' ');

test("a docs page's data holds no list of the other docs", () => {
  // Every docs page loads the data of its version: its sidebars, and one
  // entry per doc (id, title, sidebar, description). Those entries are read
  // only by doc cards (DocCardList, generated indexes), which the site does
  // not use.
  const scripts = beforeHydration('/docs/api/javascript/create/');
  const other = fs.readFileSync(path.join(siteDir, 'docs/learn/index.mdx'), 'utf8').match(/^description: (.+)$/m)[1];
  assert.ok(!scripts.includes(words(other)), "another doc's description");
  assert.match(scripts, /"docsSidebars":/, 'the version data is among the scripts');
  assert.ok(!scripts.includes('"learn/thinking-in-stylex":{"id"'), "another doc's entry");
  const docCard = buildFiles()
    .filter((file) => file.endsWith('.js'))
    .filter((file) => fs.readFileSync(path.join(buildDir, file), 'utf8').includes('theme.docs.DocCard.categoryDescription.plurals'));
  assert.deepEqual(
    docCard,
    [],
    'a page uses doc cards: they read the doc entries that src/plugins/trimmed-content removes; drop that trim',
  );
});

test("every page's global data holds no list of the docs", () => {
  // The docs plugin's global data, in the main bundle: its versions and
  // sidebars, and one entry per doc (id, path, sidebar), which only the
  // navbar's doc items and an older version's banner read. The site has
  // neither (src/theme/NavbarItem/ComponentTypes.tsx registers no doc item;
  // src/plugins/trimmed-content empties the list).
  const main = fs.readFileSync(path.join(buildDir, initialAssets(page('/')).scripts.find((file) => /\/main\./.test(file))), 'utf8');
  assert.match(main, /"docusaurus-plugin-content-docs":\{"default":\{"path":"\/docs","versions":\[\{"name":"current"/, 'the global data is in the main bundle');
  assert.match(main, /"mainDocId":"learn\/index","docs":\[\],/, 'the version lists no docs');
  assert.ok(!main.includes('"id":"learn/thinking-in-stylex","path"'), "a doc's entry");
  for (const { doc, route } of htmlPages()) {
    assert.equal(byTag(doc, 'div').filter((el) => /theme-doc-version-banner/.test(el.attribs.class ?? '')).length, 0, `${route} shows an older version's banner`);
  }
});

test('the blog archive lists every post without loading their Markdown', () => {
  const route = '/blog/archive/';
  const titles = byTag(page(route).doc, 'a')
    .filter((a) => /^\/blog\/[^/]+\/?$/.test(a.attribs.href ?? '') && !/\/(archive|tags|authors|page)\b/.test(a.attribs.href))
    .map((a) => textOf(a).trim());
  const posts = fs.readdirSync(path.join(siteDir, 'blog')).filter((file) => /\.mdx?$/.test(file));
  assert.ok(titles.length >= posts.length, `the archive links every post (${titles.length} links, ${posts.length} posts)`);
  const scripts = beforeHydration(route);
  // The first sentence of the first post's Markdown.
  const first = fs
    .readFileSync(path.join(siteDir, 'blog', posts.sort()[0]), 'utf8')
    .replace(/^---[\s\S]*?---/, '')
    .split('\n')
    .find((line) => /^[A-Z][^:]{40,}/.test(line.trim()));
  assert.ok(first, 'a sentence of the first post');
  assert.ok(!scripts.includes(words(first.trim())), "the archive's data holds no post's Markdown");
});
