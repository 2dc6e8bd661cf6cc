import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

/**
 * Compiles StyleX at build time.
 *
 * - JS: an `enforce: 'pre'` rule runs babel-loader (babel.config.js: syntax
 *   plugins + @stylexjs/babel-plugin) over our own src/ files, before SWC.
 * - CSS: @stylexjs/postcss-plugin replaces the `@stylex;` directive in
 *   src/css/stylex.css with the atomic rules of every file under src/, so the
 *   production build ships one static, minified stylesheet.
 */
/** Chunk name of the playground preview runtime (see Playground/preview). */
export const PREVIEW_RUNTIME_CHUNK = 'playground-preview-runtime';

type ChunkLike = { name?: string | null; canBeInitial(): boolean };
type ChunksOption = 'all' | 'async' | 'initial' | ((chunk: ChunkLike) => boolean) | undefined;

/**
 * The playground's preview iframe loads its runtime (React and the module
 * loader) with a plain <script>, so that chunk must stay one self-contained
 * file: every split-chunks group (Docusaurus' `common`, Rspack's default
 * vendors split) is told to leave it alone. Other chunks split as before.
 */
function keepPreviewRuntimeWhole(config: Configuration) {
  const splitChunks = config.optimization?.splitChunks;
  if (!splitChunks) return;
  const base = (chunks: ChunksOption): ((chunk: ChunkLike) => boolean) => {
    if (typeof chunks === 'function') return chunks;
    if (chunks === 'all') return () => true;
    if (chunks === 'initial') return (chunk) => chunk.canBeInitial();
    return (chunk) => !chunk.canBeInitial();
  };
  const except = (chunks: ChunksOption) => {
    const keep = base(chunks ?? (splitChunks.chunks as ChunksOption));
    return (chunk: ChunkLike) => chunk.name !== PREVIEW_RUNTIME_CHUNK && keep(chunk);
  };
  const groups = (splitChunks.cacheGroups ??= {}) as Record<string, unknown>;
  for (const [name, group] of Object.entries(groups)) {
    if (group && typeof group === 'object') {
      const options = group as { chunks?: ChunksOption };
      groups[name] = { ...options, chunks: except(options.chunks) };
    }
  }
  // Rspack's built-in vendor split, restated so it gets the filter too.
  if (groups.defaultVendors === undefined) {
    groups.defaultVendors = {
      idHint: 'vendors',
      test: /[\\/]node_modules[\\/]/i,
      priority: -10,
      reuseExistingChunk: true,
      chunks: except(undefined),
    };
  }
}

export default function stylexPlugin(context: LoadContext): Plugin {
  const { siteDir } = context;
  const srcDir = path.join(siteDir, 'src');
  const babelConfigFile = path.join(siteDir, 'babel.config.js');
  const babelStandaloneMin = require.resolve('@babel/standalone/babel.min.js');
  const stylexBrowserPlugin = path.join(
    path.dirname(require.resolve('@stylexjs/babel-plugin/package.json')),
    'lib',
    'index.browser.js',
  );

  return {
    name: 'stylex-plugin',

    getClientModules() {
      return [path.join(srcDir, 'css', 'stylex.css')];
    },

    configureWebpack(config, isServer) {
      if (!isServer) keepPreviewRuntimeWhole(config);
      return {
        resolve: {
          alias: isServer
            ? {
                // The playground compiles in a browser Web Worker only: keep
                // Babel out of the server bundle.
                '@babel/standalone$': false,
                '@stylexjs/babel-plugin$': false,
              }
            : {
                // The prebuilt, already minified Babel (see module.noParse).
                '@babel/standalone$': babelStandaloneMin,
                // The plugin's browser build runs on @babel/standalone's packages.
                '@stylexjs/babel-plugin$': stylexBrowserPlugin,
              },
        },
        module: {
          // 3 MB of prebuilt UMD: nothing to resolve inside, and re-minifying
          // it would add seconds to every build.
          noParse: isServer ? undefined : /@babel[\\/]standalone[\\/]babel\.min\.js$/,
          parser: {
            javascript: {
              // `playgroundPreview.locate(new URL('./x.ts', import.meta.url))`
              // bundles x.ts as its own self-contained script (like a Worker
              // entry) and returns its URL: the playground's preview iframe
              // loads React from it. `...` keeps the built-in Worker syntaxes.
              worker: ['*playgroundPreview.locate()', '...'],
            },
          },
          rules: [
            {
              test: /\.[jt]sx?$/,
              include: srcDir,
              // Only files that import StyleX need the Babel pass.
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
