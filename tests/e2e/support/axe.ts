import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's violations on the page as it is now (all of its rules: WCAG 2.x
 * A/AA and best practices), each with up to five of its elements.
 *
 * `contrast: false` leaves out colour contrast, most of axe's work on a long
 * page, where another check already covered the same colours; `include`
 * checks only what that selector matches.
 */
export async function axeViolations(page: Page, { contrast = true, include }: { contrast?: boolean; include?: string } = {}) {
  // Violations only: computing the passes too doubles the time. axe's
  // legacy mode runs in the page itself, several times faster on long pages
  // than its default, which finishes each run in a new tab; but it cannot
  // enter cross-origin frames, so a page with one (the playground's
  // sandboxed preview) gets the default mode.
  const hasFrames = (await page.locator('iframe').count()) > 0;
  // options() replaces every option set before it, the rules left out
  // included, so it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (!contrast) builder.disableRules(['color-contrast']);
  if (include) builder.include(include);
  const results = await builder.setLegacyMode(!hasFrames).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
}
