import { test as base, expect, type Page } from '@playwright/test';
import { watchCspViolations } from './support/page-health';

const loopbackHosts = ['127.0.0.1', 'localhost', '[::1]'];

function isLoopback(url: URL) {
  return loopbackHosts.includes(url.hostname) || ['data:', 'blob:', 'about:'].includes(url.protocol);
}

/**
 * Every e2e test runs offline: any request that leaves the loopback
 * interface fails and is recorded, and the test fails if there was one.
 * Uncaught page errors fail the test too, and so does any
 * Content-Security-Policy violation, on any page or frame, from page start
 * and through every interaction the test drives. A test that expects one of
 * them adds the annotation `allow-external` (with a description: only the
 * URLs that regular expression matches), `allow-page-errors` or
 * `allow-csp-violations`. A request a test fulfils with its own route never
 * leaves the browser and is not recorded.
 */
export const test = base.extend<{ externalRequests: string[]; pageErrors: string[] }>({
  externalRequests: [[], { option: true }],
  pageErrors: [[], { option: true }],
  context: async ({ context }, use, testInfo) => {
    const blocked: string[] = [];
    const errors: string[] = [];
    // The browser sends every non-loopback request to a dead proxy
    // (playwright.config.ts), so it fails at the network without a round trip
    // through the test runner per request; here each one is recorded. A
    // request a test fulfils itself (a mocked search backend) does not fail.
    context.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (!isLoopback(url)) blocked.push(url.href);
    });
    context.on('weberror', (webError) => errors.push(webError.error().message));
    const violations = await watchCspViolations(context);
    await use(context);
    const allowed = (type: string) => testInfo.annotations.some((a) => a.type === type && !a.description);
    // `allow-external` with a description allows the URLs that regular expression matches.
    const expectedExternal = testInfo.annotations
      .filter((a) => a.type === 'allow-external' && a.description)
      .map((a) => new RegExp(a.description!, 'i'));
    const unexpected = blocked.filter((url) => !expectedExternal.some((pattern) => pattern.test(url)));
    if (!allowed('allow-external')) expect(unexpected, 'requests to non-loopback hosts').toEqual([]);
    if (!allowed('allow-page-errors')) expect(errors, 'uncaught page errors').toEqual([]);
    if (!allowed('allow-csp-violations')) expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
export type { Page };
