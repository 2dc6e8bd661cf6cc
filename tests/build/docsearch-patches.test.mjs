/**
 * Our DocSearch fixes (src/plugins/docsearch-patches): each one still finds
 * its target in the installed DocSearch, and the built modal carries them.
 *
 *   node --test tests/build/docsearch-patches.test.mjs
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { applyDocSearchPatches } = require('../../src/plugins/docsearch-patches/patches.cjs');

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jsDir = path.join(path.resolve(process.env.STYLEX_BUILD_DIR ?? path.join(siteDir, 'build')), 'assets', 'js');

test('each DocSearch patch applies to the installed version, and only once', () => {
  const source = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
  assert.doesNotThrow(() => applyDocSearchPatches(source));
  assert.throws(() => applyDocSearchPatches(applyDocSearchPatches(source)), /matched 0 times/);
});

test('the built DocSearch modal carries the patches', () => {
  const scripts = readdirSync(jsDir).map((name) => ({ name, code: readFileSync(path.join(jsDir, name), 'utf8') }));
  const modal = scripts.filter(({ code }) => code.includes('DocSearch-Logo'));
  assert.equal(modal.length, 1, `one chunk holds the modal: ${modal.map((s) => s.name).join(', ')}`);
  const { code } = modal[0];
  assert.ok(code.includes('"error"!==o.getState().status&&p("idle")'), 'the error status is kept');
  // zod's config starts jitless, so its `Function("")` probe never runs.
  assert.ok(/\b[\w$]+=\{jitless:!0\}/.test(code), 'zod starts jitless');
  // The Algolia logo has no <style> element, which the CSP would block.
  assert.ok(!/\.cls-1,\.cls-2\{/.test(code), 'the logo has no inline style rules');
  assert.ok(!/createElement\)?\("style"/.test(code), 'the modal creates no <style> element');
});
