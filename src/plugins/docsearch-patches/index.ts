import path from 'path';
import type { Plugin } from '@docusaurus/types';

/**
 * Applies our DocSearch fixes (./patches.cjs: three modal bugs and two
 * Content-Security-Policy violations) to DocSearch's modal module as the
 * bundler reads it, for both search backends and both builds.
 */
export default function docsearchPatchesPlugin(): Plugin {
  return {
    name: 'docsearch-patches',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'patches.cjs') }],
            },
          ],
        },
      };
    },
  };
}
