/**
 * Performance budgets (budgets.json) of every page of the built site:
 * the JavaScript its HTML loads, all the JavaScript it loads before it is
 * interactive, its CSS, and no heavy on-demand library in any of that.
 *
 * Deterministic: sizes come from the files in build/ (gzip with zlib), and
 * what a page loads from its HTML and Docusaurus' route and chunk manifests
 * (tests/lib/built-site.mjs, tests/lib/budgets.mjs). Run after a build;
 * `npm run budgets` prints the current figures.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, byTag, kib, onlyWithPartialHydration, siteDir } from '../lib/built-site.mjs';
import { budgets, KiB, measurePages } from '../lib/budgets.mjs';

assertBuilt();

const measured = measurePages();

test('the pages are measured', () => {
  assert.ok(measured.length > 50, `expected the whole site, found ${measured.length} pages`);
  for (const m of measured) assert.ok(m.htmlScripts.length > 0, `${m.page.route} loads no script?`);
  const docs = measured.filter((m) => /^\/docs\/(learn|api)\//.test(m.page.route));
  assert.ok(docs.length > 20, 'the docs pages are classified as docs');
  // The route chunks are found: a docs page loads more than its runtime and
  // main bundle (layout, sidebar, page component and content).
  for (const m of docs) assert.ok(m.scripts.length > m.entryScripts.length + 3, `${m.page.route}: no route chunks found`);
});

test('each page preloads exactly the chunks its routes load, and runs them after its first paint (src/partial-hydration/build/page-scripts.ts)', onlyWithPartialHydration, () => {
  // Resolved here as the client resolves them at run time (registry in
  // main.js, client manifest), independently of the plugin's chunk groups.
  const wrong = measured.flatMap((m) => {
    const listed = new Set(m.htmlScripts);
    const missing = m.scripts.filter((src) => !listed.has(src));
    const extra = m.htmlScripts.filter((src) => !m.scripts.includes(src));
    return missing.length || extra.length ? [`${m.page.route}: missing ${missing.join(', ') || '-'}; extra ${extra.join(', ') || '-'}`] : [];
  });
  assert.deepEqual(wrong, []);
  const unhashed = (list) => list.map((src) => src.replace(/\.\w+\.js$/, ''));
  for (const m of measured) {
    assert.deepEqual(unhashed(m.loaderScripts), ['assets/js/after-paint'], `${m.page.route}: one script tag, the loader`);
    assert.deepEqual(
      [unhashed(m.preloaded.slice(0, 2)), unhashed(m.entryScripts)],
      [
        ['assets/js/runtime~main', 'assets/js/main'],
        ['assets/js/after-paint', 'assets/js/runtime~main', 'assets/js/main'],
      ],
      `${m.page.route}: the runtime and the main bundle come first, then only route chunks`,
    );
    const tags = byTag(m.page.doc, 'script').filter((el) => el.attribs.src);
    assert.ok(tags.every((el) => 'defer' in el.attribs), `${m.page.route}: the loader is deferred (it runs once the HTML is parsed)`);
    const preloads = byTag(m.page.doc, 'link').filter((el) => 'data-after-paint' in el.attribs);
    assert.ok(
      preloads.every((el) => el.attribs.fetchpriority === 'low'),
      `${m.page.route}: the preloaded scripts are fetched at low priority, as deferred scripts are`,
    );
  }
});

test('the loader of the page scripts is served minified, from a file named by its content', onlyWithPartialHydration, () => {
  const [loader] = measured[0].loaderScripts;
  assert.ok(measured.every((m) => m.loaderScripts[0] === loader), 'every page loads the same loader');
  const code = fs.readFileSync(path.join(buildDir, loader), 'utf8');
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 8);
  assert.equal(loader, `assets/js/after-paint.${hash}.js`);
  const source = fs.readFileSync(path.join(siteDir, 'src/partial-hydration/build/after-paint.js'), 'utf8');
  assert.ok(code.length < source.length / 2, `minified (${code.length} bytes from ${source.length})`);
  assert.match(code, /data-after-paint/);
});

function overBudget(key, budgetTable) {
  return measured
    .filter((m) => m[key] > budgetTable[m.type] * KiB)
    .map((m) => `${m.page.route} (${m.type}): ${kib(m[key])} > budget ${budgetTable[m.type]} KiB`);
}

test('initial JavaScript (the runtime and main bundle every page loads), gzip, within budget per route type', () => {
  assert.deepEqual(overBudget('initialJsGzip', budgets.initialJsGzipKiB), []);
});

test('JavaScript loaded before hydration, gzip, within budget per route type', onlyWithPartialHydration, () => {
  assert.deepEqual(overBudget('hydrationJsGzip', budgets.hydrationJsGzipKiB), []);
});

test('CSS (raw) within budget on every page', () => {
  const problems = measured
    .filter((m) => m.cssRaw > budgets.cssRawKiB.all * KiB)
    .map((m) => `${m.page.route}: ${kib(m.cssRaw)} of CSS (${m.styles.join(', ')}) > budget ${budgets.cssRawKiB.all} KiB`);
  assert.deepEqual(problems, []);
});

test('the playground editor, compiler, checker and formatter and the search runtime and modal styles load on demand only', () => {
  const text = new Map();
  const read = (file) => {
    if (!text.has(file)) text.set(file, fs.readFileSync(path.join(buildDir, file), 'utf8'));
    return text.get(file);
  };
  const problems = [];
  for (const m of measured) {
    const urls = [
      ...byTag(m.page.doc, 'script').map((el) => el.attribs.src),
      ...byTag(m.page.doc, 'link').filter((el) => /preload|modulepreload/.test(el.attribs.rel ?? '')).map((el) => el.attribs.href),
    ].filter(Boolean);
    for (const lib of budgets.lazyOnly.libraries) {
      for (const prefix of lib.paths ?? []) {
        for (const url of urls.filter((u) => u.startsWith(prefix))) problems.push(`${m.page.route}: loads ${lib.name} (${url}) up front`);
      }
      for (const file of m.scripts) {
        const marker = lib.markers.find((s) => read(file).includes(s));
        if (marker) problems.push(`${m.page.route}: ${lib.name} is in initial chunk ${file} (found "${marker}")`);
      }
      for (const file of m.styles) {
        const marker = (lib.cssMarkers ?? []).find((s) => read(file).includes(s));
        if (marker) problems.push(`${m.page.route}: ${lib.name}'s styles are in stylesheet ${file} (found "${marker}")`);
      }
    }
  }
  assert.deepEqual([...new Set(problems)], []);
});

test('every on-demand library marker is in the build, so the check above can catch it', () => {
  const scripts = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.js')) scripts.push(fs.readFileSync(file, 'utf8'));
    }
  };
  walk(buildDir);
  const missing = budgets.lazyOnly.libraries
    .filter((lib) => !lib.markers.some((marker) => scripts.some((text) => text.includes(marker))))
    .map((lib) => lib.name);
  assert.deepEqual(missing, []);
});
