/**
 * Markdown pages hydrate without their static prose (src/partial-hydration):
 * the page the server rendered loads each of its Markdown modules' hydration
 * module, whose static blocks of prose are empty, in place of the full module,
 * which a client-side navigation loads. Read from the build: the pages' HTML,
 * the registry in the main bundle and the client manifest (tests/lib/built-site.mjs).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { assertBuilt, buildDir, generatedDir, onlyWithPartialHydration, partialHydration, byTag, fileSizes, htmlPages, initialAssets, isRedirectPage, kib, markdownModules, textOf } from '../lib/built-site.mjs';

assertBuilt();

const pages = htmlPages().filter((page) => /^\/(docs|blog)\//.test(page.route) && !isRedirectPage(page.doc));
const read = (file) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const gzip = (files) => files.reduce((sum, file) => sum + fileSizes(file).gzip, 0);

test('each Markdown page loads its hydration modules, not its full modules, before it hydrates', onlyWithPartialHydration, () => {
  let saved = 0;
  let checked = 0;
  const wrong = [];
  for (const page of pages) {
    const modules = markdownModules(page);
    if (modules.length === 0) continue;
    checked += 1;
    const { scripts } = initialAssets(page);
    for (const { name, full, hydration } of modules) {
      const fullOnly = full.filter((file) => !hydration.includes(file));
      const hydrationOnly = hydration.filter((file) => !full.includes(file));
      // The full module's own chunk is named after its registry entry; the others it lists are shared (helpers, the code block).
      const own = full.filter((file) => path.basename(file).startsWith(`${name}.`));
      if (hydrationOnly.length === 0 || own.length !== 1 || hydration.includes(own[0])) wrong.push(`${page.route} ${name}: no chunk of its own`);
      if (!hydration.every((file) => scripts.includes(file))) wrong.push(`${page.route} ${name}: hydration module not loaded`);
      if (own.some((file) => scripts.includes(file))) wrong.push(`${page.route} ${name}: full module loaded before hydration`);
      if (gzip(hydrationOnly) >= gzip(fullOnly)) wrong.push(`${page.route} ${name}: hydration module not smaller`);
      saved += gzip(fullOnly) - gzip(hydrationOnly);
    }
  }
  assert.deepEqual(wrong, []);
  // Every docs page, post and post list: the Learn and API pages alone are over 50.
  assert.ok(checked > 70, `only ${checked} pages have Markdown modules`);
  console.log(`# ${checked} pages; ${kib(saved)} gzip of Markdown modules not loaded before hydration, all pages together`);
});

test('a hydration module leaves the prose, the code and the table of contents’ text out, and keeps a code block in an island by its key', onlyWithPartialHydration, () => {
  const page = pages.find((p) => p.route === '/docs/api/configuration/babel-plugin/');
  assert.ok(page, 'the babel-plugin options page is built');
  const [module] = markdownModules(page);
  const full = module.full.map(read).join('\n');
  const hydration = module.hydration.map(read).join('\n');
  const article = byTag(page.doc, 'article')[0];
  // Prose: the beginning of each top-level paragraph (those inside an island,
  // such as a tab panel, stay), as it appears in the full module's strings.
  const markdown = byTag(article, 'div').find((el) => /\bmarkdown\b/.test(el.attribs.class ?? ''));
  const paragraphs = markdown.children
    .filter((el) => el.name === 'p')
    .map((p) => textOf(p).slice(0, 32))
    .filter((text) => text.length === 32 && full.includes(text));
  assert.ok(paragraphs.length > 20, `found ${paragraphs.length} paragraphs in the full module`);
  assert.deepEqual(paragraphs.filter((text) => hydration.includes(text)), []);
  // Code: whole lines of the code blocks are in the full module only. A code
  // block is prose (emptied with the block holding it), except in an island
  // (a tab, a sample output), where it keeps its key alone.
  const lines = byTag(article, 'div')
    .filter((div) => /\btoken-line\b/.test(div.attribs.class ?? ''))
    .map((line) => textOf(line).trim())
    .filter((line) => line.length > 24 && /^[\w .,:;(){}'=<>/@-]+$/.test(line) && full.includes(line));
  assert.ok(lines.length > 10, `found ${lines.length} lines of code in the full module`);
  assert.deepEqual(lines.filter((line) => hydration.includes(line)), []);
  const keysIn = (elements) => elements.flatMap((el) => byTag(el, 'div')).map((div) => div.attribs['data-code-key']).filter(Boolean);
  // The page's islands: tabs and sample outputs, at the top of the Markdown.
  const isIsland = (el) => /\btabs-container\b/.test(el.attribs?.class ?? '') || 'data-sample-output' in (el.attribs ?? {});
  const topDivs = markdown.children.filter((el) => el.name === 'div');
  const inIslands = keysIn(topDivs.filter(isIsland));
  const topLevel = keysIn(topDivs.filter((el) => !isIsland(el)));
  assert.ok(inIslands.length > 0 && topLevel.length > 10, `found ${inIslands.length} code blocks in islands, ${topLevel.length} outside`);
  assert.deepEqual(inIslands.filter((key) => !hydration.includes(`codeKey:"${key}"`)), []);
  assert.deepEqual(topLevel.filter((key) => hydration.includes(key)), []);
  // The table of contents: in the full module, read from the page's headings by the hydration module.
  for (const value of ['<code>withOptions</code>', '<code>enableDebugDataProp</code>', 'Installation']) {
    assert.ok(full.includes(`{value:"${value}",id:`), `full module's toc entry ${value}`);
    assert.ok(!hydration.includes(`{value:"${value}",id:`), `hydration module's toc entry ${value}`);
  }
});

test('the headings the hydration modules read their table of contents from are the ones the server listed', onlyWithPartialHydration, () => {
  // src/partial-hydration/client/toc.ts takes the Markdown's headings with an anchor, in
  // page order; the server's table of contents lists those of levels 2 and 3.
  const isClass = (el, name) => new RegExp(`(^|\\s)${name}(\\s|$)`).test(el.attribs?.class ?? '');
  const within = (root, test) => DomUtils.findAll(test, root.children ?? []);
  let checked = 0;
  const wrong = [];
  for (const page of pages) {
    const toc = DomUtils.findOne((el) => isClass(el, 'table-of-contents'), page.doc.children);
    if (!toc || markdownModules(page).length === 0) continue;
    const markdown = DomUtils.findAll((el) => isClass(el, 'markdown'), page.doc.children);
    if (markdown.length !== 1) wrong.push(`${page.route}: ${markdown.length} Markdown containers`);
    const headings = within(markdown[0], (el) => /^h[23]$/.test(el.name) && isClass(el, 'anchor') && el.attribs.id).map((el) => `#${el.attribs.id}`);
    const listed = within(toc, (el) => el.name === 'a').map((el) => el.attribs.href);
    if (headings.join() !== listed.join()) wrong.push(`${page.route}: headings ${headings.join()} but table of contents ${listed.join()}`);
    checked += 1;
  }
  assert.deepEqual(wrong, []);
  assert.ok(checked > 70, `only ${checked} pages with a table of contents`);
  console.log(`# ${checked} pages: table of contents = the Markdown's headings`);
});

test('with partial hydration off, pages hydrate as Docusaurus does: full Markdown modules, its own script tags', { skip: partialHydration && 'partial hydration is on in this build' }, () => {
  const docs = pages.filter((page) => page.route.startsWith('/docs/'));
  assert.ok(docs.length > 50, `${docs.length} docs pages`);
  for (const page of docs) {
    const { preloaded, tags } = initialAssets(page);
    assert.deepEqual(preloaded, [], `${page.route}: no scripts preloaded to run after the paint`);
    assert.match(tags.join(' '), /assets\/js\/main\.\w+\.js/, `${page.route}: Docusaurus' main bundle tag`);
    assert.deepEqual(markdownModules(page), [], `${page.route}: no hydration module`);
  }
  const registry = fs.readFileSync(path.join(generatedDir, 'registry.js'), 'utf8');
  assert.match(registry, /\.mdx"\), 0,/, 'Markdown modules are in the registry, without a hydration loader');
  assert.doesNotMatch(registry, /\?hydration/, 'no hydration loader in the registry');
  assert.deepEqual(
    fs.readdirSync(path.join(buildDir, 'assets/js')).filter((file) => /^after-paint\./.test(file)),
    [],
    'no page-scripts loader',
  );
});
