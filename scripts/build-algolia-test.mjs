#!/usr/bin/env node
/**
 * `npm run build:algolia`: the site built with the hosted search backend
 * (test ALGOLIA_* values from tests/e2e/support/algolia-test-build.json)
 * into build-algolia/, for tests/e2e/search-algolia.spec.ts. A stage of
 * `npm test` of its own, so the browser tests only read finished builds.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(path.join(siteDir, 'tests/e2e/support/algolia-test-build.json'), 'utf8'));

// Docusaurus writes the generated route files of every build to .docusaurus/;
// the budget report and build checks read them to resolve build/'s chunks, so
// they are put back as the main build left them.
const generatedDir = path.join(siteDir, '.docusaurus');
const kept = existsSync(generatedDir) ? mkdtempSync(path.join(os.tmpdir(), 'stylex-generated-')) : null;
if (kept) cpSync(generatedDir, kept, { recursive: true });

const { status } = spawnSync('npx', ['docusaurus', 'build', '--out-dir', config.outDir], {
  cwd: siteDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_PAGES: '',
    ALGOLIA_APP_ID: config.appId,
    ALGOLIA_SEARCH_API_KEY: config.apiKey,
    ALGOLIA_INDEX_NAME: config.indexName,
  },
});
if (kept) {
  rmSync(generatedDir, { recursive: true, force: true });
  cpSync(kept, generatedDir, { recursive: true });
  rmSync(kept, { recursive: true, force: true });
}
process.exit(status ?? 1);
