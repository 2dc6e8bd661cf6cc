/**
 * Partial hydration: the page the server rendered becomes interactive with
 * a fraction of the work Docusaurus' own hydration does (static prose in
 * client/, hydration modules and page scripts in build/). This module is the
 * build plugin and the `PARTIAL_HYDRATION=off` switch; ARCHITECTURE.md
 * ("Partial hydration") explains how the parts work together.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import { addHydrationModuleRules, mainBundleModules } from './build/hydration-modules';
import { ChunkGroupFilesPlugin, rewritePageScripts } from './build/page-scripts';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** The concerns of the patches partial hydration relies on (`patches/*+<concern>.patch`). */
export const PATCHES = ['partial-hydration', 'start-in-four-tasks'];

/** On unless the build runs with PARTIAL_HYDRATION=off (read by the core patch's codegen too). */
export function partialHydrationEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PARTIAL_HYDRATION !== 'off';
}

/** Only production builds hydrate server-rendered pages; the dev server renders in the browser. */
const active = () => partialHydrationEnabled() && process.env.NODE_ENV === 'production';

/** The client build's chunk groups, recorded for the page scripts step. */
const chunkGroupFiles = new Map<string, string[]>();

/** The page scripts step of the post-build sequence (nothing when off). */
export async function pageScriptsStep(siteDir: string, props: PostBuildProps): Promise<void> {
  if (!active()) return;
  if (chunkGroupFiles.size === 0) throw new Error('[page-scripts] The client build reported no chunk groups.');
  await rewritePageScripts(chunkGroupFiles, siteDir, props);
}

export default function partialHydrationPlugin(context: LoadContext): Plugin {
  return {
    name: 'partial-hydration',
    configureWebpack(config, isServer, { currentBundler }) {
      // Read by client/enabled.ts in both builds.
      const define = new currentBundler.instance.DefinePlugin({
        'process.env.PARTIAL_HYDRATION': JSON.stringify(partialHydrationEnabled() ? 'on' : 'off'),
      });
      if (!active()) return { plugins: [define] };
      addHydrationModuleRules((config.module?.rules ?? []) as Parameters<typeof addHydrationModuleRules>[0]);
      // Rspack runs webpack-style plugins; the cast bridges their types.
      return { plugins: isServer ? [define] : [define, new ChunkGroupFilesPlugin(chunkGroupFiles) as never] };
    },
    getClientModules() {
      return active() ? mainBundleModules(context.siteDir) : [];
    },
  };
}
