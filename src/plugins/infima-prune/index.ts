import type { Plugin } from '@docusaurus/types';
import { infimaPrunePostcss } from './prune.mjs';
import { DropUnusedCustomPropertiesPlugin } from './custom-properties.mjs';

/**
 * Drops what the production stylesheet never uses: the Infima components and
 * utility classes the site does not render (prune.mjs), and, once the client
 * build is complete, the custom properties nothing reads
 * (custom-properties.mjs).
 */
export default function infimaPrunePlugin(): Plugin {
  return {
    name: 'infima-prune-plugin',
    configurePostCss(postCssOptions) {
      postCssOptions.plugins.push(infimaPrunePostcss());
      return postCssOptions;
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // Rspack runs webpack-style plugins; the cast bridges their types.
      return { plugins: [new DropUnusedCustomPropertiesPlugin() as never] };
    },
  };
}
