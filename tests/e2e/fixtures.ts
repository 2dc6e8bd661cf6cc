import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every e2e test runs offline: any request that leaves the loopback
 * interface is aborted and recorded, and the test fails if there was one.
 * Uncaught page errors fail the test too. A test that expects either adds
 * the annotation `allow-external` or `allow-page-errors`.
 */
export const test = base.extend<{ externalRequests: string[]; pageErrors: string[] }>({
  externalRequests: [[], { option: true }],
  pageErrors: [[], { option: true }],
  context: async ({ context }, use, testInfo) => {
    const blocked: string[] = [];
    const errors: string[] = [];
    await context.route(/.*/, (route) => {
      const url = new URL(route.request().url());
      const local =
        ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) ||
        ['data:', 'blob:', 'about:'].includes(url.protocol);
      if (local) return route.fallback();
      blocked.push(url.href);
      return route.abort('blockedbyclient');
    });
    context.on('weberror', (webError) => errors.push(webError.error().message));
    await use(context);
    const allowed = (type: string) => testInfo.annotations.some((a) => a.type === type);
    if (!allowed('allow-external')) expect(blocked, 'requests to non-loopback hosts').toEqual([]);
    if (!allowed('allow-page-errors')) expect(errors, 'uncaught page errors').toEqual([]);
  },
});

export { expect };
export type { Page };
