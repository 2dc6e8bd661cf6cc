import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Leaves out of the browser's main bundle the Docusaurus components whose
 * whole output is written by the server, resolving them there to a component
 * that renders nothing, which is what they render in the browser.
 *
 * - core's BaseUrlIssueBanner: on the home page, the server writes an inline
 *   script into the HTML that shows the "did not load properly" banner when
 *   the site's scripts fail to run (a wrong base URL); in the browser the
 *   component renders nothing (0.7 KiB gzip on every page).
 */
export default function serverOnlyModulesPlugin(context: LoadContext): Plugin {
  const banner = path.dirname(require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'));
  return {
    name: 'server-only-modules-plugin',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { [banner]: path.join(context.siteDir, 'src/plugins/server-only-modules/RendersNothing.tsx') } } };
    },
  };
}
