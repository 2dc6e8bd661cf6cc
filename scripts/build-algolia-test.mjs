#!/usr/bin/env node
/**
 * `npm run build:algolia`: the site built with the hosted search backend
 * (test ALGOLIA_* values from tests/e2e/support/algolia-test-build.json)
 * into build-algolia/, for tests/e2e/search-algolia.spec.ts. A stage of
 * `npm test` of its own, so the browser tests only read finished builds.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(path.join(siteDir, 'tests/e2e/support/algolia-test-build.json'), 'utf8'));

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
process.exit(status ?? 1);
