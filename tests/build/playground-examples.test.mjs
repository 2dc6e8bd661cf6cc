/**
 * The playground's starting examples ship compiled by the build
 * (src/plugins/playground-compiled-examples), so their first preview waits
 * for no compiler. What ships must be what the compiler gives today, and
 * only the playground's lazy chunks may carry it.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, htmlPages, initialAssets, siteDir } from '../lib/built-site.mjs';
import { loadTs } from '../lib/load-ts.mjs';

assertBuilt();
const { compile } = loadTs(path.join(siteDir, 'src/playground/compiler/compile.ts'));
const { examples } = loadTs(path.join(siteDir, 'src/playground/examples/index.ts'));

const jsDir = path.join(buildDir, 'assets/js');
const scripts = fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const text = new Map(scripts.map((file) => [`assets/js/${file}`, fs.readFileSync(path.join(jsDir, file), 'utf8')]));

/** A string as it can appear in the bundle: as is, in a JSON text, or that JSON text in a JS string literal. */
const forms = (value) => {
  const json = JSON.stringify(value).slice(1, -1);
  return [value, json, JSON.stringify(json).slice(1, -1), json.replace(/\\/g, '\\\\').replace(/'/g, "\\'")];
};
const holds = (source, value) => forms(value).some((form) => source.includes(form));
/** The built scripts that hold this piece of compiled output. */
const carriersOf = (piece) => [...text].filter(([, source]) => holds(source, piece)).map(([file]) => file);

/** Each example as the compiler compiles it now: its output, in lines long enough to be its own. */
const compiled = examples.map((example) => {
  const result = compile({ id: 1, files: example.files });
  const pieces = [...result.css.split('\n'), ...result.files.flatMap((file) => file.preview.split('\n'))]
    .map((line) => line.trim())
    .filter((line) => line.length > 20);
  return { id: example.id, ok: result.ok, pieces };
});

test('each starting example ships with the CSS and preview code the compiler gives now', () => {
  for (const { id, ok, pieces } of compiled) {
    assert.equal(ok, true, id);
    const carriers = carriersOf(pieces[0]);
    assert.ok(carriers.length > 0, `${id}: no built script holds its compiled output (${pieces[0]})`);
    const missing = pieces.filter((piece) => !carriers.some((file) => holds(text.get(file), piece)));
    assert.deepEqual(missing, [], `${id}: the shipped output differs from the compiler's (a stale build?)`);
  }
});

test('no page loads the compiled examples before it is interactive', () => {
  const carriers = carriersOf(compiled[0].pieces[0]);
  assert.ok(carriers.length > 0);
  for (const page of htmlPages()) {
    const early = initialAssets(page).scripts.filter((file) => carriers.includes(file));
    assert.deepEqual(early, [], `${page.route} loads the compiled examples early`);
  }
});
