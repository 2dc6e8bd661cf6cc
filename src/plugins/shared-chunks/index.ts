import type { Plugin } from '@docusaurus/types';

/**
 * One chunk for a module that several route chunks of the same page need.
 *
 * Docusaurus' split groups leave a module shared by a few route chunks in
 * each of them (only one used by half the site's chunks goes to `common`),
 * so a page whose route chunks share it downloads it more than once.
 * theme-common's Collapsible is one: the docs sidebar's categories (in the
 * docs layout's chunk) and the page's mobile table of contents (in the doc
 * page's chunk) both use it, so every docs page loaded it twice.
 */
const GROUPS: Record<string, RegExp> = {
  collapsible: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]components[\\/]Collapsible[\\/]/,
};

type ModuleLike = { resource?: string; nameForCondition?: () => string | null };

export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const cacheGroups = Object.fromEntries(
        Object.entries(GROUPS).map(([name, pattern]) => [
          name,
          {
            name,
            chunks: 'async' as const,
            enforce: true,
            // Above Docusaurus' `common` (40), below its `styles` (50).
            priority: 45,
            test: (module: ModuleLike) => pattern.test(module.nameForCondition?.() ?? module.resource ?? ''),
          },
        ]),
      );
      return { optimization: { splitChunks: { cacheGroups } } };
    },
  };
}
