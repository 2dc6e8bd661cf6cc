import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The browser gets the site config without the parts only the build reads:
 * Docusaurus writes the whole config into `.docusaurus/docusaurus.config.mjs`,
 * which the main bundle imports, so every page downloaded the options of the
 * presets and plugins, the Markdown hooks and the client module list (about
 * 1 KiB gzip). ./strip-loader.cjs drops those keys from the browser build's
 * copy; the server build, which renders the pages, keeps the whole config.
 */
export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'client-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
              use: [{ loader: path.join(context.siteDir, 'src/plugins/client-site-config/strip-loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
