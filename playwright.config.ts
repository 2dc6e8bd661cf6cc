import { defineConfig, devices } from '@playwright/test';
import { disabledFeaturesSwitch } from './tests/lib/chromium-features.mjs';

/**
 * End-to-end tests run in Debian's Chromium (never a downloaded browser)
 * against the production build in build/, served by scripts/serve.mjs like
 * a static host: gzip, 404.html, and the deploy headers (CSP included).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Screenshot baselines (tests/e2e/screenshots.spec.ts): one set, made in
  // Debian's Chromium like every run; `npm run test:screenshots:update`.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // The JSON report is where scripts/test.mjs reads a failure's error, to
  // print it again after the stage times: CI logs are often read from the end.
  reporter: process.env.CI ? [['list'], ['line'], ['json', { outputFile: 'test-results/report.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      // Offline: every request that leaves the loopback interface goes to a
      // port nothing listens on (Chromium never proxies loopback addresses);
      // tests/e2e/fixtures.ts fails a test that made one.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--proxy-server=http://127.0.0.1:9',
        disabledFeaturesSwitch,
      ],
    },
  },
  projects: [
    { name: 'chromium', use: chromium, grepInvert: /@cpu-hog/ },
    // Tests that keep a CPU core busy on purpose (user code stuck in the
    // playground's preview) run alone, after the rest: beside them, a test
    // that times the page (a 200 ms loading delay, typing) measures the hog.
    { name: 'chromium-alone', use: chromium, grep: /@cpu-hog/, dependencies: ['chromium'] },
  ],
  webServer: {
    // STYLEX_BUILD_DIR serves another build, such as the one without partial
    // hydration (tests/lib/built-site.mjs reads the same variable).
    command: `node scripts/serve.mjs --port ${port} --host 127.0.0.1 --dir ${process.env.STYLEX_BUILD_DIR ?? 'build'}`,
    url: `http://127.0.0.1:${port}/`,
    // Never reuse a server already on the port: it may serve another build
    // (the off mode, or one from before the last build), and every test would
    // then check pages that are not the ones just built.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
