import path from 'path';
import { createRequire } from 'module';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * Applies our DocSearch fixes (./patches.cjs: three modal bugs and two
 * Content-Security-Policy violations) to DocSearch's modal module as the
 * bundler reads it, for both search backends and both builds. The module is
 * found through the package's public `./modal` export, the one
 * src/theme/SearchBar/Modal.tsx imports.
 */
export default function docsearchPatchesPlugin(context: LoadContext): Plugin {
  const modal = createRequire(path.join(context.siteDir, 'package.json')).resolve('@docsearch/react/modal');
  return {
    name: 'docsearch-patches',
    configureWebpack() {
      return {
        module: {
          rules: [{ test: modal, enforce: 'pre', use: [{ loader: path.join(__dirname, 'patches.cjs') }] }],
        },
      };
    },
  };
}
