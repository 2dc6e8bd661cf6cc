/**
 * Words readers use for what the docs call by another name. Each group is a
 * set of interchangeable phrases: a query holding one of them also searches
 * with each of the others (spellings with dots, dashes and parentheses are
 * folded first, so `light-dark()` and `light dark` are the same entry).
 *
 * Owned by the docs: add a group when the relevance benchmark
 * (tests/search/queries.json) or a reader's report shows a page missed for
 * want of its word, and add the query to the benchmark.
 */
export const SYNONYMS: readonly (readonly string[])[] = [
  ['dark mode', 'light-dark', 'color scheme', 'prefers-color-scheme', 'dark theme'],
  ['hover', 'pseudo-classes'],
  ['media query', 'media queries', '@media', 'breakpoints', 'responsive'],
  ['tokens', 'variables', 'defineVars'],
  ['design tokens', 'variables'],
  ['remix', 'react router'],
  ['animation', 'animations', 'keyframes'],
  ['typescript', 'static types'],
  ['theming', 'themes'],
  ['vitejs', 'vite'],
  ['merge', 'combine'],
];
