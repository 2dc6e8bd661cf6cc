/**
 * The code block and the admonition come with the pages that show them, and
 * only with them (src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping): a client-side navigation
 * to a page with a code block loads the chunk with the code block's code; no
 * other page loads it. The page the browser starts on hydrates its Markdown
 * code blocks as static prose (src/partial-hydration) and loads that chunk
 * after hydrating, for their buttons; a page showing code from React code
 * (the home page) loads it before it hydrates.
 * The admonition's chunk loads with a navigation to a page that has one; the
 * page the browser starts on hydrates its admonitions of plain prose without
 * it (src/partial-hydration/client), so only a page with something interactive in an
 * admonition loads it before hydrating.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  assertBuilt,
  buildFiles,
  htmlPages,
  initialAssets,
  isRedirectPage,
  markdownModules,
  navigationScripts,
  partialHydration,
  scriptsContaining,
} from '../lib/built-site.mjs';

assertBuilt();

// The attribute our code block's content puts on its wrapper (src/theme/CodeBlock/Content),
// in the HTML of each block; and the label of its copy button, in the code block's code only.
const MARKER = 'data-code-key';
const codeChunks = scriptsContaining('Copy code to clipboard');
const pages = htmlPages().filter((page) => !isRedirectPage(page.doc) && page.html.includes('/assets/js/main.'));

test('the code block is one chunk of its own', () => {
  assert.equal(codeChunks.length, 1, `chunks with the code block: ${codeChunks.join(', ')}`);
  assert.match(codeChunks[0], /^assets\/js\/code-block\.[0-9a-f]{8}\.js$/);
});

test('a page loads the code block before it hydrates only when it shows code outside a hydration module; Markdown code hydrates static', () => {
  const withCode = pages.filter((page) => page.html.includes(`${MARKER}=`));
  // The Learn and API pages, the posts and the home page have code; post lists and indexes do not.
  assert.ok(withCode.length > 60, `${withCode.length} pages with code`);
  assert.ok(pages.length - withCode.length > 10, `${pages.length - withCode.length} pages without code`);
  const wrong = [];
  for (const page of pages) {
    const hasCode = page.html.includes(`${MARKER}=`);
    // The docs' and the blog's Markdown comes with hydration modules (src/partial-hydration), whose code
    // blocks are static; code in React code (the home page) or in Markdown a React page imports (a test page)
    // hydrates, as does all code without partial hydration.
    const hydratesCode = hasCode && (markdownModules(page).length === 0 || !partialHydration);
    const loads = initialAssets(page).scripts.some((file) => codeChunks.includes(file));
    if (hydratesCode !== loads) wrong.push(`${page.route}: ${hydratesCode ? 'hydrates code but does not load the code block' : 'loads the code block before it hydrates'}`);
  }
  assert.deepEqual(wrong, []);
});

// A string of the admonition's "caution" type only (its label's translation id).
const ADMONITION_MARKER = 'theme.admonition.caution';
const admonitionChunks = scriptsContaining(ADMONITION_MARKER);

test('the admonition is one chunk of its own, loaded with the pages that show one', () => {
  assert.equal(admonitionChunks.length, 1, `chunks with the admonition: ${admonitionChunks.join(', ')}`);
  assert.match(admonitionChunks[0], /^assets\/js\/admonition\.[0-9a-f]{8}\.js$/);
  const shows = (page) => page.html.includes('theme-admonition');
  const wrong = [];
  let navigations = 0;
  for (const page of pages) {
    const before = initialAssets(page).scripts.some((file) => admonitionChunks.includes(file));
    if (before && !shows(page)) wrong.push(`${page.route}: loads the admonition without showing one`);
    if (!/^\/(docs|blog)\//.test(page.route)) continue;
    const navigation = navigationScripts(page.route).some((file) => admonitionChunks.includes(file));
    if (shows(page) !== navigation) wrong.push(`${page.route}: ${shows(page) ? 'a navigation does not load the admonition it shows' : 'a navigation loads the admonition'}`);
    if (navigation) navigations += 1;
  }
  assert.deepEqual(wrong, []);
  assert.ok(navigations > 20, `${navigations} pages with admonitions`);
});

test('a client-side navigation to a page with code loads the code block with the route', () => {
  for (const route of ['/docs/learn/styling-ui/defining-styles/', '/blog/v0.19.0/', '/docs/api/javascript/create/']) {
    assert.ok(
      navigationScripts(route).some((file) => codeChunks.includes(file)),
      `${route}: the code block is not among the route's chunks`,
    );
  }
  for (const route of ['/blog/', '/blog/tags/release/', '/docs/']) {
    assert.ok(!navigationScripts(route).some((file) => codeChunks.includes(file)), `${route}: loads the code block`);
  }
});

// What only renders code the server did not (theme-classic's content and
// lines, our Prism stand-in): fetched when the browser is idle
// (src/theme/CodeBlock/Content), never before a page hydrates or with a route.
const renderChunks = buildFiles().filter((file) => /^assets\/js\/code-render\.[0-9a-f]{8}\.js$/.test(file));

test("Docusaurus' code rendering is a chunk of its own that no page or route loads up front", () => {
  assert.equal(renderChunks.length, 1, `code-render chunks: ${renderChunks.join(', ')}`);
  // The class theme-classic's content gives the highlighted <pre>: in that chunk only.
  assert.deepEqual(scriptsContaining('prism-code'), renderChunks);
  const wrong = [];
  for (const page of pages) {
    if (initialAssets(page).scripts.some((file) => renderChunks.includes(file))) wrong.push(`${page.route}: loads it before hydrating`);
    if (/^\/(docs|blog)\//.test(page.route) && navigationScripts(page.route).some((file) => renderChunks.includes(file))) {
      wrong.push(`${page.route}: a navigation loads it with the route`);
    }
  }
  assert.deepEqual(wrong, []);
});
