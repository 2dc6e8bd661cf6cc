import path from 'path';
import type { Plugin } from '@docusaurus/types';

/**
 * Patches three DocSearch modal bugs at bundle time, for both search
 * backends (see ./docsearch-patch-loader.cjs). The Pagefind index and the
 * modal's CSS chunk have plugins of their own (src/plugins/pagefind-index,
 * src/plugins/docsearch-modal-css).
 */
export default function docsearchPatchPlugin(): Plugin {
  return {
    name: 'docsearch-patch',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              enforce: 'pre',
              use: [{ loader: path.join(__dirname, 'docsearch-patch-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
