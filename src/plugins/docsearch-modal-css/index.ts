import type { Plugin } from '@docusaurus/types';

/**
 * Gives the DocSearch modal's stylesheet (src/theme/SearchBar/modal.css,
 * which imports DocSearch's own) a CSS chunk of its own, loaded with the
 * modal. Docusaurus puts all CSS into the one stylesheet every page loads;
 * this one is a quarter of it and only needed once the search opens.
 */
export default function docsearchModalCssPlugin(): Plugin {
  return {
    name: 'docsearch-modal-css',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsearchModalStyles: {
                name: 'docsearch-modal',
                type: 'css/mini-extract',
                test: /[\\/](@docsearch[\\/]css[\\/]dist[\\/](_variables|modal)|src[\\/]theme[\\/]SearchBar[\\/]modal)\.css$/,
                chunks: 'async',
                enforce: true,
                // Above Docusaurus' all-CSS "styles" group (50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
