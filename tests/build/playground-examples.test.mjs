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

test('each starting example ships with the CSS and preview code the compiler gives now', () => {
  for (const example of examples) {
    const result = compile({ id: 1, files: example.files });
    assert.equal(result.ok, true, example.id);
    const pieces = [...result.css.split('\n').filter(Boolean), ...result.files.flatMap((file) => file.preview.split('\n'))]
      .map((line) => line.trim())
      .filter((line) => line.length > 20);
    const carriers = [...text].filter(([, source]) => holds(source, pieces[0])).map(([file]) => file);
    assert.ok(carriers.length > 0, `${example.id}: no built script holds its compiled output (${pieces[0]})`);
    const missing = pieces.filter((piece) => !carriers.some((file) => holds(text.get(file), piece)));
    assert.deepEqual(missing, [], `${example.id}: the shipped output differs from the compiler's (a stale build?)`);
  }
});

test('no page loads the compiled examples before it is interactive', () => {
  const sample = compile({ id: 1, files: examples[0].files }).css.split('\n').find((line) => line.length > 20);
  const carriers = [...text].filter(([, source]) => holds(source, sample)).map(([file]) => file);
  assert.ok(carriers.length > 0);
  for (const page of htmlPages()) {
    const early = initialAssets(page).scripts.filter((file) => carriers.includes(file));
    assert.deepEqual(early, [], `${page.route} loads the compiled examples early`);
  }
});
