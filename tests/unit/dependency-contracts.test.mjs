/**
 * What the site relies on inside its dependencies, one named check per
 * concern, without a build: each patch of patches/ is applied to the
 * installed package (its marker is there), and each private module or
 * file format a build step reaches into is still where that step expects
 * it. After an upgrade, the failing check names the concern to port; the
 * ledger in UPGRADING.md says where each one lives and what it is for. The
 * checks themselves are in tests/lib/dependency-contracts.mjs, which `npm
 * run upgrade:check` also runs against another Docusaurus version.
 *
 *   node --test tests/unit/dependency-contracts.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { loadTs } from '../lib/load-ts.mjs';
import { assertPatched, ledgerChecks, PATCH_MARKERS, read } from '../lib/dependency-contracts.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { listPatches, parsePatchName, patchFile } from '../../scripts/upgrade/patches.mjs';
import { DOCUSAURUS_VERSION } from '../../scripts/upgrade/versions.mjs';

// --- patches/ (patch-package sequences, applied in order by `postinstall`), by concern

for (const entry of PATCH_MARKERS) {
  const patch = patchFile(entry.concern);
  const { order } = parsePatchName(patch);
  test(`patch ${entry.pkg.replace('@docusaurus/', '')} ${order} ${entry.concern}: ${entry.what}`, () => {
    assertPatched(entry, patch);
  });
}

test('every patch names the version installed, and postinstall fails on any other', () => {
  // patch-package applies a patch made for another version when its context
  // still matches, and then only warns; the ledger's patches are reviewed
  // for the version their file names.
  const problems = [];
  for (const { file, pkg, version } of listPatches()) {
    const installed = JSON.parse(read(pkg, 'package.json')).version;
    if (installed !== version) problems.push(`patches/${file} is for ${pkg} ${version}, but ${installed} is installed`);
  }
  assert.deepEqual(problems, []);
  const { postinstall } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')).scripts;
  assert.match(postinstall, /patch-package\b(?=.*--error-on-fail)(?=.*--error-on-warn)/, 'postinstall stops the install on a failed patch and on a version mismatch');
});

test('every patch has a check above, and partial hydration names patches that exist', () => {
  const concerns = PATCH_MARKERS.map((entry) => entry.concern);
  assert.deepEqual(listPatches().map((p) => p.concern).filter((c) => !concerns.includes(c)), [], 'patches without a PATCH_MARKERS entry');
  const { PATCHES } = loadTs(path.join(siteDir, 'src/partial-hydration/index.ts'));
  for (const concern of PATCHES) assert.ok(patchFile(concern));
});

test('a patch is found by its concern, and a patch named otherwise is refused', () => {
  assert.match(patchFile('partial-hydration'), /^@docusaurus\+core\+[^+]+\+001\+partial-hydration\.patch$/);
  assert.throws(() => patchFile('no-such-concern'), /expected one patches\/\*\+no-such-concern\.patch, found 0/);
  assert.throws(() => parsePatchName('@docusaurus+core+3.0.0+partial-hydration.patch'), /is not named <package>\+<version>\+<nnn>\+<concern>/);
});

test('every @docusaurus package is pinned to the one version, @docusaurus/core\'s', () => {
  const { dependencies, devDependencies } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const others = Object.entries({ ...dependencies, ...devDependencies })
    .filter(([name, version]) => name.startsWith('@docusaurus/') && version !== DOCUSAURUS_VERSION)
    .map(([name, version]) => `${name} ${version}`);
  assert.deepEqual(others, [], `every @docusaurus/* package is ${DOCUSAURUS_VERSION}`);
});

// --- private modules and formats our build steps rely on

for (const check of ledgerChecks()) test(check.title, check.run);

test('bundle-shaping: a missing target fails naming its row', () => {
  const { resolverFor } = loadTs(path.join(siteDir, 'src/plugins/bundle-shaping/index.ts'));
  const resolve = resolverFor({ name: 'example' }, siteDir);
  assert.throws(() => resolve('@docusaurus/core/lib/client/NoSuchModule.js'), /row "example": @docusaurus\/core\/lib\/client\/NoSuchModule\.js/);
});
