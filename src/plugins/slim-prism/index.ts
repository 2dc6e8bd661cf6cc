import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Resolves `prism-react-renderer` in the site's bundles to src/prism, which
 * keeps the API Docusaurus' code block uses but carries only the Prism
 * grammars our code blocks need, and keeps Prism out of the browser's page
 * bundle (see src/prism/index.tsx). The server build highlights with Prism
 * loaded up front (engine.server.ts); the browser build loads it on demand
 * (engine.client.ts). Node code, such as docusaurus.config.ts, still gets
 * the real package.
 *
 * theme-classic's client module `prism-include-languages`, which registers
 * `prism.additionalLanguages` with the real package's Prism on every page, is
 * left out of both builds: our Prism loads every grammar the site uses itself
 * (src/prism/prism.ts), and the module's import would pull the stand-in, with
 * its highlighter, into the main bundle.
 */
export default function slimPrismPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, 'src/prism');
  const includeLanguages = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'slim-prism-plugin',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(dir, 'index.tsx'),
            [includeLanguages]: false,
            [path.join(dir, 'engine')]: path.join(dir, isServer ? 'engine.server.ts' : 'engine.client.ts'),
          },
        },
      };
    },
  };
}
