import type { Plugin } from '@docusaurus/types';
import { infimaPrunePostcss } from './prune.mjs';

/**
 * Drops the Infima components and utility classes the site does not render
 * from the stylesheet, from the explicit list in ./prune.mjs.
 */
export default function infimaPrunePlugin(): Plugin {
  return {
    name: 'infima-prune-plugin',
    configurePostCss(postCssOptions) {
      postCssOptions.plugins.push(infimaPrunePostcss());
      return postCssOptions;
    },
  };
}
