import type { Page } from '@playwright/test';

/**
 * Console errors the e2e tests knowingly accept, in one place.
 *
 * Only the analytics script: it lives at /_vercel/insights/script.js, which
 * Vercel answers in production and no other server has (src/data/analytics.ts).
 * Off Vercel the browser reports its 404, and, because the deploy headers
 * send `X-Content-Type-Options: nosniff`, that it refused to run the HTML
 * error page as a script. Both only concern that one URL; nothing else is
 * tolerated.
 */
export const analyticsScriptPath = '/_vercel/insights/script.js';

function isExpectedNoise(text: string, url = ''): boolean {
  if (url.endsWith(analyticsScriptPath) && /status of 404/.test(text)) return true;
  return (
    text.startsWith('Refused to execute script from ') &&
    text.includes(`${analyticsScriptPath}' because its MIME type`)
  );
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
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return {
    errors,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}
