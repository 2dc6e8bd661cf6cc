import { spawn } from 'child_process';
import path from 'path';
import type { Plugin } from '@docusaurus/types';

export interface SearchIndexOptions {
  /** Build the local Pagefind index (off when hosted Algolia is configured). */
  localIndex: boolean;
}

/** Runs ./indexer.mjs (an ES module, like Pagefind's API) in a child process. */
function runIndexer(outDir: string, baseUrl: string, routesPaths: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'indexer.mjs'), outDir, baseUrl], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the search index failed (exit code ${code}).`)),
    );
    child.stdin.end(JSON.stringify({ routesPaths }));
  });
}

/**
 * Docs search support:
 * - after `docusaurus build`, indexes the built docs, blog posts and pages with
 *   Pagefind into build/pagefind/ (the local search backend; see ./indexer.mjs);
 * - gives the DocSearch modal's stylesheet a CSS chunk of its own, loaded
 *   with the modal. (Docusaurus puts all CSS into the one stylesheet every
 *   page loads; this one is a quarter of it and only needed once the
 *   search opens.)
 */
export default function searchIndexPlugin(options: SearchIndexOptions) {
  return (): Plugin => ({
    name: 'search-index',

    configureWebpack(_config, isServer) {
      return {
        ...(isServer
          ? {}
          : {
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
            }),
      };
    },

    async postBuild({ outDir, baseUrl, routesPaths }) {
      if (options.localIndex) await runIndexer(outDir, baseUrl, routesPaths);
    },
  });
}
