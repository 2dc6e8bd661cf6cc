import type { BrowserContext, Page } from '@playwright/test';

/**
 * Console errors the browser tests knowingly accept, in one place (the
 * Firefox and WebKit stage in tests/engines/ uses it too).
 *
 * Only the analytics script: it lives at /_vercel/insights/script.js, which
 * Vercel answers in production and no other server has (src/data/analytics.ts).
 * Off Vercel the browser reports its 404, and, because the deploy headers
 * send `X-Content-Type-Options: nosniff`, that it refused to run the HTML
 * error page as a script (each engine words that differently). Both only
 * concern that one URL; nothing else is tolerated.
 */
export const analyticsScriptPath = '/_vercel/insights/script.js';

export function isExpectedNoise(text: string, url = ''): boolean {
  if (url.endsWith(analyticsScriptPath) && /status of 404/.test(text)) return true;
  const refused =
    // Chromium
    text.startsWith('Refused to execute script from ') ||
    // Firefox
    (text.startsWith('The resource from ') && text.includes('was blocked due to MIME type'));
  return refused && text.includes(analyticsScriptPath);
}

/**
 * Runs in every page and frame before the page's own scripts: reports each
 * Content-Security-Policy violation to the test through `report`.
 */
function reportViolations(report: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const binding = (window as unknown as Record<string, (text: string) => void>)[report];
    binding(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

const violationsByContext = new WeakMap<BrowserContext, string[]>();

/**
 * Collects the CSP violations of every page of a browser context, from page
 * start and through every interaction (the e2e fixture installs this for
 * every test, see ../fixtures.ts).
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  violationsByContext.set(context, violations);
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(reportViolations, '__reportCspViolation');
  return violations;
}

/**
 * Records what a reader would never see but a broken page shows: console
 * errors (less the expected noise above) and Content-Security-Policy
 * violations. Call before the page loads.
 */
export async function watchPageHealth(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url ?? '';
    if (!isExpectedNoise(message.text(), url)) errors.push(`${message.text()} (${url})`);
  });
  return {
    errors,
    /** This test's violations so far (the fixture fails the test on any, too). */
    violations: async () => [...(violationsByContext.get(page.context()) ?? [])],
  };
}
