/** A module as a split-chunks `test` sees it. */
type ModuleLike = { resource?: string; nameForCondition?: () => string | null };

/**
 * Split-chunks groups that each gather the modules whose files match their
 * patterns into one named chunk, ahead of Docusaurus' `common` group (40) and
 * behind its `styles` group (50). For the browser build's async chunks. A
 * module that several groups match goes to the one listed first.
 */
export function namedChunkGroups(groups: Record<string, RegExp[]>) {
  const entries = Object.entries(groups);
  if (entries.length > 9) throw new Error('namedChunkGroups: at most 9 groups fit between priorities 41 and 49.');
  return Object.fromEntries(
    entries.map(([name, patterns], index) => [
      name,
      {
        name,
        chunks: 'async' as const,
        enforce: true,
        priority: 41 + entries.length - 1 - index,
        test: (module: ModuleLike) => {
          const file = module.nameForCondition?.() ?? module.resource ?? '';
          return patterns.some((pattern) => pattern.test(file));
        },
      },
    ]),
  );
}
