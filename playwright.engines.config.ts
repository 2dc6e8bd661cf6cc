import { defineConfig } from '@playwright/test';
import type { EngineName } from './tests/engines/drivers';

/**
 * The Firefox and WebKit stage (tests/engines/): Playwright's test runner,
 * with the browsers driven by Playwright over WebDriver BiDi (Firefox) and
 * selenium-webdriver (WebKit), against the same production build as the
 * Chromium suite.
 * One worker per engine, so the two stages run side by side.
 *
 *   npm run test:engines                       # both
 *   npm run test:engines -- --project=firefox  # one
 */
const port = Number(process.env.ENGINES_PORT ?? 3110);

export default defineConfig<{ engineName: EngineName; enginesPort: number }>({
  testDir: './tests/engines',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is where scripts/test.mjs reads a failure's error, to
  // print it again after the stage times: CI logs are often read from the end.
  reporter: process.env.CI ? [['list'], ['line'], ['json', { outputFile: 'test-results/report.json' }]] : 'list',
  use: { baseURL: `http://127.0.0.1:${port}`, enginesPort: port },
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: `node tests/engines/server.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/__engines/blank`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
