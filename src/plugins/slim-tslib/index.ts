import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * @docusaurus/utils-common (used by every <Link> for trailing slashes) is
 * CommonJS compiled by TypeScript with `importHelpers`: its
 * `require("tslib")` puts all of tslib, 4 KiB gzip, in every page's first
 * bundle for one helper, since a bundler cannot drop the unused exports of a
 * module loaded with `require`. For that package's browser build only,
 * `tslib` resolves to a module holding just that helper; everything else
 * keeps the real package.
 */
export default function slimTslibPlugin(context: LoadContext): Plugin {
  const helper = path.join(context.siteDir, 'src/plugins/slim-tslib/importDefault.js');
  return {
    name: 'slim-tslib-plugin',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
              resolve: { alias: { tslib$: helper } },
            },
          ],
        },
      };
    },
  };
}
