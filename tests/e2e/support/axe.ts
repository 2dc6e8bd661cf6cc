import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Marks the code tokens axe checks: one of each look (markTokensToCheck). */
const CHECKED = 'data-axe-checked-token';

/**
 * Runs in the page: marks, among the highlighted code tokens (the leaves
 * inside `pre code`), one token of each look, and returns how many tokens
 * there are. Two tokens with the same colour, font size, weight and text
 * shadow, over the same chain of backgrounds and opacities up to the root,
 * have the same contrast, so axe checks one of each look: a long page has
 * thousands of tokens in some ten looks, and contrast is most of axe's
 * work. The token checked for a look is one that axe can see whole: shown,
 * and not scrolled out of its code block; a look with no such token keeps
 * all of its tokens checked. (Anything painted over a token is the layout
 * audit's `overlap` check.)
 */
function markTokensToCheck(attribute: string): number {
  const chains = new Map<Element, string>();
  const chain = (el: Element | null): string => {
    if (!el) return '';
    let key = chains.get(el);
    if (key === undefined) {
      const style = getComputedStyle(el);
      key = `${style.backgroundColor} ${style.backgroundImage} ${style.opacity} ${style.filter} ${style.mixBlendMode}/${chain(el.parentElement)}`;
      chains.set(el, key);
    }
    return key;
  };
  const looks = new Map<string, Element[]>();
  const tokens = Array.from(document.querySelectorAll('pre code span')).filter((token) => token.children.length === 0);
  for (const token of tokens) {
    const style = getComputedStyle(token);
    const key = `${style.color} ${style.fontSize} ${style.fontWeight} ${style.textShadow} ${chain(token)}`;
    const look = looks.get(key);
    if (look) look.push(token);
    else looks.set(key, [token]);
  }
  for (const look of looks.values()) {
    const seenWhole = look.find((token) => {
      const box = token.getBoundingClientRect();
      const block = token.closest('pre')!.getBoundingClientRect();
      const inBlock = box.left >= block.left && box.right <= block.right && box.top >= block.top && box.bottom <= block.bottom;
      return token.checkVisibility() && box.width > 0 && inBlock;
    });
    for (const token of seenWhole ? [seenWhole] : look) token.setAttribute(attribute, '');
  }
  return tokens.length;
}

/**
 * axe-core's violations on the page as it is now (all of its rules: WCAG 2.x
 * A/AA and best practices), each with up to five of its elements.
 *
 * `rules`: 'all but contrast' leaves out colour contrast, most of axe's work
 * on a long page, where another run already checked the same colours;
 * 'contrast' runs colour contrast alone, where only the colours differ from
 * a page another run checked in full. `include` checks only what that
 * selector matches.
 */
export async function axeViolations(
  page: Page,
  { rules = 'all', include }: { rules?: 'all' | 'all but contrast' | 'contrast'; include?: string } = {},
) {
  // Violations only: computing the passes too doubles the time. axe's
  // legacy mode runs in the page itself, several times faster on long pages
  // than its default, which finishes each run in a new tab; but it cannot
  // enter cross-origin frames, so a page with one (the playground's
  // sandboxed preview) gets the default mode.
  const hasFrames = (await page.locator('iframe').count()) > 0;
  // options() replaces every option set before it, the rules left out
  // included, so it comes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (rules === 'all but contrast') builder.disableRules(['color-contrast']);
  if (rules === 'contrast') builder.withRules(['color-contrast']);
  if (include) builder.include(include);
  else {
    // Code tokens carry no names, roles or links: they matter to contrast
    // alone, and one of each look answers for the rest.
    builder.include('html').exclude('pre code');
    if (rules !== 'all but contrast' && (await page.evaluate(markTokensToCheck, CHECKED)) > 0) builder.include(`[${CHECKED}]`);
  }
  const results = await builder.setLegacyMode(!hasFrames).analyze();
  await page.evaluate((attribute) => document.querySelectorAll(`[${attribute}]`).forEach((el) => el.removeAttribute(attribute)), CHECKED);
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
}
