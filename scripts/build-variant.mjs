#!/usr/bin/env node
/**
 * A second build of the site, beside build/, for the tests of one variant:
 *
 *   node scripts/build-variant.mjs algolia    hosted search (test ALGOLIA_*
 *     values from tests/e2e/support/algolia-test-build.json) into
 *     build-algolia/, for tests/e2e/search-algolia.spec.ts (`npm run build:algolia`)
 *   node scripts/build-variant.mjs docusaurus-hydration    PARTIAL_HYDRATION=off
 *     into build-docusaurus-hydration/: the site hydrated as Docusaurus does,
 *     for `npm run test:docusaurus-hydration` (`npm run build:docusaurus-hydration`)
 *
 * Each is a stage of `npm test` of its own, so the tests only read finished
 * builds. A variant's generated files are kept in `.docusaurus-<variant>/`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const variants = {
  algolia() {
    const config = JSON.parse(readFileSync(path.join(siteDir, 'tests/e2e/support/algolia-test-build.json'), 'utf8'));
    return {
      outDir: config.outDir,
      env: { TEST_PAGES: '', ALGOLIA_APP_ID: config.appId, ALGOLIA_SEARCH_API_KEY: config.apiKey, ALGOLIA_INDEX_NAME: config.indexName },
    };
  },
  'docusaurus-hydration': () => ({ outDir: 'build-docusaurus-hydration', env: { TEST_PAGES: '', PARTIAL_HYDRATION: 'off' } }),
};

const name = process.argv[2];
if (!variants[name]) {
  console.error(`Usage: node scripts/build-variant.mjs <${Object.keys(variants).join('|')}>`);
  process.exit(2);
}
const { outDir, env } = variants[name]();

// Docusaurus writes the generated route files of every build to .docusaurus/.
// The variant builds there too (in another folder, the bundler's persistent
// cache would resolve `@generated/*` to the main build's files, which it has
// seen unchanged), then its files move to `.docusaurus-<variant>/`, which its
// tests read, and the main build's are put back for build/'s tests.
const generatedDir = path.join(siteDir, '.docusaurus');
const variantDir = path.join(siteDir, `.docusaurus-${name}`);
const kept = existsSync(generatedDir) ? mkdtempSync(path.join(os.tmpdir(), 'stylex-generated-')) : null;
if (kept) cpSync(generatedDir, kept, { recursive: true });

const { status } = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
  cwd: siteDir,
  stdio: 'inherit',
  env: { ...process.env, ...env },
});
rmSync(variantDir, { recursive: true, force: true });
if (existsSync(generatedDir)) cpSync(generatedDir, variantDir, { recursive: true });
if (kept) {
  rmSync(generatedDir, { recursive: true, force: true });
  cpSync(kept, generatedDir, { recursive: true });
  rmSync(kept, { recursive: true, force: true });
}
process.exit(status ?? 1);
