import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Compiles StyleX at build time.
 *
 * - JS: an `enforce: 'pre'` rule runs babel-loader (babel.config.js: syntax
 *   plugins + @stylexjs/babel-plugin) over our own src/ files, before SWC.
 * - CSS: @stylexjs/postcss-plugin replaces the `@stylex;` directive in
 *   src/css/stylex.css with the atomic rules of every file under src/, so the
 *   production build ships one static, minified stylesheet.
 */
export default function stylexPlugin(context: LoadContext): Plugin {
  const { siteDir } = context;
  const srcDir = path.join(siteDir, 'src');
  const babelConfigFile = path.join(siteDir, 'babel.config.js');

  return {
    name: 'stylex-plugin',

    getClientModules() {
      return [path.join(srcDir, 'css', 'stylex.css')];
    },

    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.[jt]sx?$/,
              // Every file of src/ takes the Babel pass (the StyleX plugin
              // leaves files without StyleX unchanged); node_modules does not.
              include: srcDir,
              enforce: 'pre',
              use: [
                {
                  loader: require.resolve('babel-loader'),
                  options: {
                    configFile: babelConfigFile,
                    babelrc: false,
                    cacheDirectory: true,
                  },
                },
              ],
            },
          ],
        },
      };
    },

    configurePostCss(postCssOptions) {
      postCssOptions.plugins.unshift(
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('@stylexjs/postcss-plugin')({
          cwd: siteDir,
          include: ['src/**/*.{js,jsx,ts,tsx}'],
          exclude: ['src/**/*.d.ts', 'src/**/*.test.*'],
          babelConfig: { configFile: babelConfigFile, babelrc: false },
          useCSSLayers: false,
        }),
      );
      return postCssOptions;
    },
  };
}
