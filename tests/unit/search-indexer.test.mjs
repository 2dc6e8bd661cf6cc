/**
 * How the search indexer (src/plugins/post-build/search-index/indexer.mjs)
 * reads built pages: the facts, headings and compile-error messages it
 * takes from them, and the HTML it hands Pagefind, over small pages written
 * the ways real ones are (minified, nested inline tags, entities, scripts).
 * tests/build/search-index.test.mjs checks the index of the real build.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  indexedHtml,
  pageHeadings,
  readPageFacts,
  sampleErrorMessages,
} from '../../src/plugins/post-build/search-index/indexer.mjs';
import { sampleFilesByRoute } from '../../src/plugins/post-build/search-index/sample-files.mjs';

const doc = (main, head = '') =>
  `<!doctype html><html lang=en class="docs-wrapper docs-doc-page"><head>${head}<title>T</title></head>` +
  `<body><nav class=navbar><h2>Site</h2></nav><main class="docMainContainer">${main}</main><footer><h2>Footer</h2></footer></body></html>`;

/** What Pagefind reads of the page: the text inside `<main>` after the filter spans. */
const mainOf = (html) => html.slice(html.indexOf('<main')).replace(/^<main[^>]*>(<span hidden[^>]*><\/span>)*|<\/main>[\s\S]*$/g, '');

test('headings are read as text: nested inline tags, entities, no anchor links', () => {
  const html = doc(
    '<h1>Title</h1><h2 class=anchor id=the-props-call>The <code>stylex.<span class=token>props</span>()</code> call &amp; more' +
      '<a href="#the-props-call" class="hash-link" aria-label="Direct link to The props call">\u200b</a></h2>' +
      '<p>Text</p><h3 id=b>Caf&eacute; &#x27;quoted&#x27;&nbsp;text&hellip;</h3><h4>Not indexed</h4>',
  );
  assert.equal(pageHeadings(html), "The stylex.props() call & more · Café 'quoted' text…");
});

test('only elements count: headings and tags written inside scripts, styles and comments are text', () => {
  const main =
    '<h2 id=a>Real</h2><script>document.write("<h2>Not a heading</h2><div>")</script>' +
    '<style>h2::before{content:"<p>"}</style><!-- <h2>Commented</h2> --><p>After</p>';
  const html = doc(main);
  assert.equal(pageHeadings(html), 'Real');
  assert.equal(
    mainOf(indexedHtml(html, '/docs/learn/x/')),
    ' <h2 id=a>Real</h2><script>document.write("<h2>Not a heading</h2><div>")</script>' +
      '<style>h2::before{content:"<p>"}</style><!-- <h2>Commented</h2> --> <p>After</p>',
  );
});

test('a code block keeps its tokens together and its lines apart', () => {
  const main = '<pre class=prism-code><code><span class=token-line>a<span>.</span>b</span><br><span class=token-line>c</span></code></pre>';
  assert.equal(
    mainOf(indexedHtml(doc(main), '/docs/learn/x/')),
    ' <pre class=prism-code><code><span class=token-line>a<span>.</span>b</span> <br><span class=token-line>c</span></code></pre>',
  );
});

test('facts come from the document: classes, meta tags, breadcrumbs with entities', () => {
  const html = doc(
    '<nav class="theme-doc-breadcrumbs breadcrumbsContainer" aria-label=Breadcrumbs><ul><li><a href="/">\u2302</a>' +
      '<li class=x><span>Types <b>&amp;</b>&nbsp;more</span><li><span>VarGroup</span></ul></nav><h1>VarGroup</h1>',
    '<meta name="docsearch:language" content="en"><meta name=docsearch:docusaurus_tag content=docs-default-current>',
  );
  assert.deepEqual(readPageFacts(html, '/docs/api/types/VarGroup/'), {
    kind: 'doc',
    language: 'en',
    tag: 'docs-default-current',
    category: 'Types & more',
    alias: undefined,
  });
  // Without breadcrumbs, the section of the URL.
  assert.equal(readPageFacts(doc('<h1>X</h1>'), '/docs/api/x/').category, 'API');
  // A "<main" in a script is not a main element.
  assert.equal(readPageFacts('<html class=plugin-pages><body><script>"<main>"</script></body></html>', '/x/'), null);
});

test('the filters go right after the opening tag of <main>, whatever its attributes hold', () => {
  const html = '<html class=plugin-pages><body><main data-note="a > b" class=m><p>Hi</p></main></body></html>';
  const indexed = indexedHtml(html, '/x/');
  assert.match(indexed, /<main data-note="a > b" class=m><span hidden data-pagefind-filter="language\[data-value\]" data-value="en"><\/span>/);
  assert.match(indexed, /data-value="StyleX"><\/span> <p>Hi<\/p><\/main>/);
});

test('a page with slug: front matter finds its compile errors by its permalink', async () => {
  // docs/learn/styling.mdx with `slug: /learn/own-address` is served at its permalink, not at a URL made from its path.
  const docs = [
    { permalink: '/docs/learn/own-address', source: '/site/docs/learn/styling.mdx' },
    { permalink: '/docs/learn/plain/', source: '/site/docs/learn/plain.mdx' },
  ];
  const files = sampleFilesByRoute(docs, (source) => (source.endsWith('styling.mdx') ? 'docs-learn-styling.0123456789.json' : undefined));
  assert.deepEqual(files, { '/docs/learn/own-address/': 'docs-learn-styling.0123456789.json' });

  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-indexer-'));
  try {
    fs.mkdirSync(path.join(outDir, 'assets/samples'), { recursive: true });
    const outputs = {
      a: { kind: 'output', css: '', js: '' },
      b: { kind: 'error', message: 'input.js: stylex.create() can only accept an object.\n  1 | code frame' },
      c: { kind: 'error', message: 'Only static values <like these> are allowed' },
    };
    fs.writeFileSync(path.join(outDir, 'assets/samples', files['/docs/learn/own-address/']), JSON.stringify({ outputs }));
    const messages = await sampleErrorMessages(outDir, files['/docs/learn/own-address/']);
    assert.deepEqual(messages, ['stylex.create() can only accept an object.', 'Only static values <like these> are allowed']);
    assert.deepEqual(await sampleErrorMessages(outDir, files['/docs/learn/plain/']), []);

    // After the "Errors" heading when the page has one, else at the end of <main>.
    const withHeading = doc('<h2 class=anchor id=errors>Errors<a class=hash-link href=#errors>\u200b</a></h2><p>Next</p>');
    assert.match(
      indexedHtml(withHeading, '/docs/learn/own-address/', messages),
      /id=errors>Errors<a class=hash-link href=#errors>\u200b<\/a><\/h2> <p>stylex\.create\(\) can only accept an object\. Only static values &lt;like these&gt; are allowed<\/p> <p>Next<\/p>/,
    );
    assert.match(indexedHtml(doc('<p>Body</p>'), '/docs/learn/own-address/', messages), /<p>Body<\/p> <p>stylex\.create[^<]*&lt;like these&gt; are allowed<\/p><\/main>/);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
