import type { Plugin } from '@docusaurus/types';
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

export default function sharedChunksPlugin(): Plugin {
  return chunkGroupsPlugin('shared-chunks', GROUPS);
}
