import { test as base, expect } from '@playwright/test';

// Minimal stand-in for the shared fixture: every non-loopback request is aborted.
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route('**/*', (route) => {
      const { hostname, protocol } = new URL(route.request().url());
      const local = ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) || protocol !== 'http:' && protocol !== 'https:';
      return local ? route.fallback() : route.abort('blockedbyclient');
    });
    await use(context);
  },
});

export { expect };
