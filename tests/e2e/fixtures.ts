import { test as base, expect } from '@playwright/test';

// Minimal shared fixture (replaced by the shared one at merge): the site must
// work offline, so every request that leaves the machine is aborted.
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      if (['localhost', '127.0.0.1', '[::1]'].includes(hostname)) return route.continue();
      return route.abort();
    });
    await use(page);
  },
});

export { expect };
