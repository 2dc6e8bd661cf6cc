/**
 * The home page's code samples compile, and the CSS and JS it shows for the
 * atomic-output example are exactly what the pinned compiler emits.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compileFile } from '../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const require = createRequire(import.meta.url);
const stylexPlugin = require('@stylexjs/babel-plugin');

const examples = loadTs(path.join(siteDir, 'src/components/HomeDemos/examples.ts'));

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'home-examples-'));
fs.writeFileSync(path.join(root, 'brand.stylex.ts'), examples.themingExample.tokens);

function compile(code, file) {
  const filename = path.join(root, file);
  fs.writeFileSync(filename, code);
  const out = compileFile(code, filename, root);
  return { code: out.code, css: stylexPlugin.processStylexRules(out.rules, { useLayers: false }) };
}

test('every home page example compiles', () => {
  for (const [name, example] of Object.entries(examples)) {
    assert.doesNotThrow(() => compile(example.source, `${name}.tsx`), name);
  }
  assert.doesNotThrow(() => compile(examples.themingExample.tokens, 'brand.stylex.ts'));
});

test('the hero shows the real CSS of its example', () => {
  assert.equal(compile(examples.heroExample.source, 'hero.ts').css, examples.heroExample.css);
});

test('the atomic example shows the real compiler output', () => {
  const out = compile(examples.atomicExample.source, 'styles.ts');
  assert.equal(out.css, examples.atomicExample.css);
  assert.ok(out.code.includes(examples.atomicExample.js), `compiled JS was:\n${out.code}`);
});
