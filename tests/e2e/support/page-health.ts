import type { BrowserContext, Page } from '@playwright/test';

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
 * errors and warnings (every one: none is expected, so a message that
 * appears is fixed where it comes from) and Content-Security-Policy
 * violations. Call before the page loads.
 */
export async function watchPageHealth(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    messages.push(`${type}: ${message.text()} (${message.location().url ?? ''})`);
  });
  return {
    /** Console errors and warnings, as `error: text (url)`. */
    messages,
    /** This test's violations so far (the fixture fails the test on any, too). */
    violations: async () => [...(violationsByContext.get(page.context()) ?? [])],
  };
}
