import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { chunkGroupsPlugin } from './groups';

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
const GROUPS: Record<string, RegExp[]> = {
  collapsible: [/[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]components[\\/]Collapsible[\\/]/],
};

/**
 * Small modules that nearly every docs page and post needs in two or three
 * of its route chunks (the content's hydration module, the doc or post
 * component, the code block): each chunk had its own copy, and too few are
 * shared by half the site for Docusaurus' `common` chunk. In the main bundle
 * they load once and no route chunk copies them (a chunk does not repeat what
 * the main bundle has). Client modules only in the production build, where
 * the hydration modules exist.
 */
const IN_MAIN_BUNDLE = (siteDir: string) => [
  require.resolve('@mdx-js/react'),
  path.join(siteDir, 'src', 'components', 'LazyContent', 'lazyRendered.tsx'),
  path.join(siteDir, 'src', 'static-prose', 'hydrating.ts'),
  // What every hydration module calls for its table of contents.
  path.join(siteDir, 'src', 'static-prose', 'toc.ts'),
];

export default function sharedChunksPlugin(context: LoadContext): Plugin {
  return {
    ...chunkGroupsPlugin('shared-chunks', GROUPS),
    getClientModules() {
      return process.env.NODE_ENV === 'production' ? IN_MAIN_BUNDLE(context.siteDir) : [];
    },
  };
}
