import type { Plugin } from '@docusaurus/types';
import { infimaPrunePostcss } from './prune.mjs';

/**
 * Drops the Infima components and utility classes the site never uses from
 * the production stylesheet (see prune.mjs for what and why).
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
