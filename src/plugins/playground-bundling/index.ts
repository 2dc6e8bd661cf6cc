import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { collectTypeFiles } from './typeFiles';
import type { Configuration } from 'webpack';

/** Chunk name of the playground preview runtime (src/playground/preview). */
const PREVIEW_RUNTIME_CHUNK = 'playground-preview-runtime';

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

/** Import specifier of the checker's declaration files (a URL to one JSON asset). */
const TYPES_MODULE = '@playground/type-files';

/**
 * Writes the checker's declaration files (see typeFiles.ts) as one JSON file
 * under Docusaurus' generated-files directory, rewritten only when they
 * changed (a rewrite would retrigger the dev server).
 */
function writeTypeFiles({ siteDir, generatedFilesDir }: LoadContext): string {
  const file = path.join(generatedFilesDir, 'playground-bundling', 'playground-type-files.json');
  const json = JSON.stringify(collectTypeFiles(siteDir));
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== json) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, json);
  }
  return file;
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
 * - that preview chunk is kept whole (see keepPreviewRuntimeWhole);
 * - its checker Worker (diagnostics/) gets TypeScript (prebuilt, like Babel),
 *   ESLint's browser `Linter`, and the declaration files TypeScript checks
 *   against as one JSON asset (`@playground/type-files`, a URL), made from
 *   node_modules on every build;
 * - the Format button's Prettier is an ordinary lazy chunk.
 *
 * The server bundle gets none of these: the playground runs in the browser only.
 */
export default function playgroundBundlingPlugin(context: LoadContext): Plugin {
  const babelStandaloneMin = require.resolve('@babel/standalone/babel.min.js');
  // TypeScript's one-file build (its `main`): 9 MB of CommonJS that only
  // touches `require` when it runs under Node.
  const typescriptLib = require.resolve('typescript');
  const pathBrowserify = require.resolve('path-browserify');
  const esqueryCommonJs = require.resolve('esquery');
  // The plugin's browser build, named by its package.json `browser` field.
  const stylexPluginManifest = require.resolve('@stylexjs/babel-plugin/package.json');
  const stylexBrowserPlugin = path.join(
    path.dirname(stylexPluginManifest),
    (JSON.parse(fs.readFileSync(stylexPluginManifest, 'utf8')) as { browser: string }).browser,
  );

  return {
    name: 'playground-bundling',

    configureWebpack(config, isServer, { currentBundler }): Configuration {
      if (isServer) {
        return {
          resolve: {
            alias: {
              '@babel/standalone$': false,
              '@stylexjs/babel-plugin$': false,
              typescript$: false,
              '@typescript/vfs$': false,
              'eslint/universal$': false,
              '@stylexjs/eslint-plugin$': false,
              '@typescript-eslint/typescript-estree/use-at-your-own-risk$': false,
              '@typescript-eslint/scope-manager$': false,
              [`${TYPES_MODULE}$`]: false,
            },
          },
        };
      }
      keepPreviewRuntimeWhole(config);
      const typeFiles = writeTypeFiles(context);
      return {
        resolve: {
          alias: {
            // TypeScript's one-file build; the checker only calls its API.
            typescript$: typescriptLib,
            [`${TYPES_MODULE}$`]: typeFiles,
            // ESLint and picomatch (the StyleX lint rules' globs) read
            // `path` when they load; `util` only to word an error.
            // (`node:path` and `node:util` too: see the replacement plugin below.)
            path$: pathBrowserify,
            util$: false,
            // typescript-estree's project and native-TypeScript code paths,
            // which the checker's parser (diagnostics/parser.ts) never takes.
            '@typescript-eslint/tsconfig-utils$': false,
            // ESLint `require`s esquery, whose `module` build has only a
            // default export: take the CommonJS build Node uses.
            esquery$: esqueryCommonJs,
            // The prebuilt, already minified Babel (see module.noParse).
            '@babel/standalone$': babelStandaloneMin,
            // The plugin's browser build runs on @babel/standalone's packages.
            '@stylexjs/babel-plugin$': stylexBrowserPlugin,
          },
        },
        // Two `require(<expression>)` the checker never reaches: @typescript/vfs
        // loading Node's fs and path for its disk-backed system, and ESLint's
        // rule loader for rules given as file paths.
        ignoreWarnings: [
          {
            module: /@typescript[\\/]vfs[\\/]|[\\/]node_modules[\\/]eslint[\\/]/,
            message: /Critical dependency/,
          },
        ],
        plugins: [
          // Rspack reads `node:` requests as a URL scheme before any alias
          // applies: strip the prefix so the aliases above take them.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^node:(path|util)$/, (resource: { request: string }) => {
            resource.request = resource.request.slice('node:'.length);
          }),
        ],
        module: {
          // 3 MB of prebuilt UMD (Babel) and 9 MB of prebuilt CommonJS
          // (TypeScript): nothing to resolve inside, and parsing them would
          // add seconds to every build.
          noParse: [babelStandaloneMin, typescriptLib],
          rules: [
            // A URL to the file, fetched by the checker worker.
            {
              test: /playground-type-files\.json$/,
              type: 'asset/resource',
              generator: { filename: 'assets/playground/type-files.[contenthash:8].json' },
            },
          ],
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
