import { defineConfig } from '@playwright/test';

// Minimal config for the playground branch (replaced by the shared one at
// merge): serves build/ and runs Chromium from the system.
const PORT = Number(process.env.E2E_PORT ?? 3112);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: true,
  },
});
