/* A module of its own: docs pages use it too (src/components/SampleOutput), without the playground's tab bar. */

/**
 * The tab a key moves to in an ARIA tab list of `count` tabs, from the one at
 * `index`: the arrow keys wrap around, Home and End go to the ends. Undefined
 * for any other key.
 */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
