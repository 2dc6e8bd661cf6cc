import path from 'path';
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';

/** Chunk name of the playground preview runtime (src/playground/preview). */
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

/**
 * How the playground (src/playground) is bundled, in the client build:
 *
 * - its compiler Worker gets the browser builds of Babel and of the StyleX
 *   Babel plugin (the server bundle gets neither: the playground compiles in
 *   the browser only);
 * - `playgroundPreview.locate(new URL('./x.ts', import.meta.url))` bundles
 *   x.ts as a self-contained script and returns its URL, for the preview
 *   iframe;
 * - that preview chunk is kept whole (see keepPreviewRuntimeWhole).
 */
export default function playgroundBundlingPlugin(): Plugin {
  const babelStandaloneMin = require.resolve('@babel/standalone/babel.min.js');
  const stylexBrowserPlugin = path.join(
    path.dirname(require.resolve('@stylexjs/babel-plugin/package.json')),
    'lib',
    'index.browser.js',
  );

  return {
    name: 'playground-bundling',

    configureWebpack(config, isServer) {
      if (isServer) {
        return {
          resolve: {
            alias: {
              '@babel/standalone$': false,
              '@stylexjs/babel-plugin$': false,
            },
          },
        };
      }
      keepPreviewRuntimeWhole(config);
      return {
        resolve: {
          alias: {
            // The prebuilt, already minified Babel (see module.noParse).
            '@babel/standalone$': babelStandaloneMin,
            // The plugin's browser build runs on @babel/standalone's packages.
            '@stylexjs/babel-plugin$': stylexBrowserPlugin,
          },
        },
        module: {
          // 3 MB of prebuilt UMD: nothing to resolve inside, and re-minifying
          // it would add seconds to every build.
          noParse: /@babel[\\/]standalone[\\/]babel\.min\.js$/,
          parser: {
            javascript: {
              // Rspack treats `*playgroundPreview.locate()` like `new Worker()`.
              // `...` keeps the built-in Worker syntaxes.
              worker: ['*playgroundPreview.locate()', '...'],
            },
          },
        },
      };
    },
  };
}
