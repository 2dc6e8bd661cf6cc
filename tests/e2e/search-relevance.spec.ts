/**
 * Relevance of the local search index on a fixed query set. Results are read
 * from the /search/ page, which lists pages in the index's ranking order (the
 * modal shows the same ranking, grouped by category).
 *
 * Each case names the page a reader means and the worst acceptable rank.
 * When the docs change, a failure here means the ranking options in
 * src/search/pagefindClient.ts (PAGEFIND_OPTIONS) or the indexing rules in
 * src/plugins/post-build/search-index/indexer.mjs need a look, not that the test should
 * be loosened.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

interface Case {
  query: string;
  expected: string;
  /** 1 = must be the first result. */
  within: number;
}

const CASES: Case[] = [
  // The query set of the issue.
  { query: 'defineVars', expected: '/docs/api/javascript/defineVars/', within: 1 },
  { query: 'dark mode', expected: '/docs/learn/recipes/light-dark-themes/', within: 3 },
  { query: 'babel plugin options', expected: '/docs/api/configuration/babel-plugin/', within: 3 },
  { query: 'keyframes', expected: '/docs/api/javascript/keyframes/', within: 1 },
  { query: 'firstThatWorks', expected: '/docs/api/javascript/firstThatWorks/', within: 1 },
  { query: 'StyleXStylesWithout', expected: '/docs/api/types/StyleXStylesWithout/', within: 1 },
  { query: 'install vite', expected: '/docs/learn/installation/vite/', within: 3 },
  { query: '0.10.0', expected: '/blog/v0.10.0/', within: 1 },
  // Exact API names, also as code spells them.
  { query: 'create', expected: '/docs/api/javascript/create/', within: 1 },
  { query: 'stylex.create', expected: '/docs/api/javascript/create/', within: 1 },
  { query: 'stylex.props', expected: '/docs/api/javascript/props/', within: 1 },
  { query: 'createTheme', expected: '/docs/api/javascript/createTheme/', within: 1 },
  { query: 'defineConsts', expected: '/docs/api/javascript/defineConsts/', within: 1 },
  { query: 'StyleXStyles', expected: '/docs/api/types/StyleXStyles/', within: 1 },
  { query: 'VarGroup', expected: '/docs/api/types/VarGroup/', within: 1 },
  { query: 'positionTry', expected: '/docs/api/javascript/positionTry/', within: 1 },
  { query: 'viewTransitionClass', expected: '/docs/api/javascript/viewTransitionClass/', within: 1 },
  { query: 'defaultMarker', expected: '/docs/api/javascript/defineMarker/', within: 3 },
  { query: 'legacyMerge', expected: '/docs/api/javascript/legacy-and-unstable/', within: 3 },
  // Topics.
  { query: 'eslint plugin', expected: '/docs/api/configuration/eslint-plugin/', within: 1 },
  { query: 'postcss', expected: '/docs/api/configuration/postcss-plugin/', within: 3 },
  { query: 'static types', expected: '/docs/learn/static-types/', within: 3 },
  { query: 'installation', expected: '/docs/learn/installation/', within: 1 },
  { query: 'introducing stylex', expected: '/blog/introducing-stylex/', within: 3 },
  { query: 'theme', expected: '/docs/api/types/Theme/', within: 3 },
  // Concepts: the docs page, not the release post that announced the feature.
  { query: 'media queries', expected: '/docs/learn/styling-ui/defining-styles/', within: 1 },
  { query: 'darkmode', expected: '/docs/learn/recipes/light-dark-themes/', within: 1 },
  // A word still being typed.
  { query: 'keyfr', expected: '/docs/api/javascript/keyframes/', within: 1 },
];

/**
 * Nonsense must give the no-results screen, even where Pagefind would fall
 * back to a prefix. (A nonsense word next to a real one is left out instead:
 * tests/e2e/search.spec.ts, "what readers mean".)
 */
const NO_RESULTS = ['xyzzyplugh', 'qwertyuiop', 'asdfghjkl', 'stylexqwerty', 'zzzzzz'];

async function rankedUrls(page: Page, query: string): Promise<string[] | null> {
  await page.goto(`/search/?q=${encodeURIComponent(query)}`);
  const done = page.getByText(/documents? found|No results for|Unable to fetch results/).first();
  await expect(done).toBeVisible();
  if (/No results for/.test((await done.textContent()) ?? '')) return null;
  const hrefs = await page
    .locator('main article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/#.*$/, ''));
}

test.describe('search relevance', () => {
  for (const { query, expected, within } of CASES) {
    test(`"${query}" finds ${expected}${within === 1 ? ' first' : ` in the top ${within}`}`, async ({ page }) => {
      const urls = await rankedUrls(page, query);
      expect(urls, `no results for "${query}"`).not.toBeNull();
      const rank = urls!.indexOf(expected) + 1;
      expect(rank, `rank of ${expected} for "${query}" (top: ${urls!.slice(0, 5).join(', ')})`).toBeGreaterThan(0);
      expect(rank, `rank of ${expected} for "${query}" (top: ${urls!.slice(0, 5).join(', ')})`).toBeLessThanOrEqual(
        within,
      );
    });
  }

  test('nonsense queries find nothing', async ({ page }) => {
    for (const query of NO_RESULTS) {
      expect(await rankedUrls(page, query), `results for "${query}"`).toBeNull();
    }
  });
});
