/** A module as a split-chunks `test` sees it. */
type ModuleLike = { resource?: string; nameForCondition?: () => string | null };

/**
 * Split-chunks groups that each gather the modules whose files match their
 * patterns into one named chunk, ahead of Docusaurus' `common` group (40) and
 * behind its `styles` group (50). For the browser build's async chunks.
 */
export function namedChunkGroups(groups: Record<string, RegExp[]>) {
  return Object.fromEntries(
    Object.entries(groups).map(([name, patterns]) => [
      name,
      {
        name,
        chunks: 'async' as const,
        enforce: true,
        priority: 45,
        test: (module: ModuleLike) => {
          const file = module.nameForCondition?.() ?? module.resource ?? '';
          return patterns.some((pattern) => pattern.test(file));
        },
      },
    ]),
  );
}
