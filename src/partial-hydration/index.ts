/**
 * Partial hydration: the page the server rendered becomes interactive with
 * a fraction of the work Docusaurus' own hydration does. Three parts:
 *
 * - Static prose (client/): once rendered, nothing in a paragraph, heading,
 *   list or table changes, so React hydrates each such block of a Markdown
 *   page as one bare element and leaves its contents to the browser; only
 *   the blocks holding something interactive (code blocks, tabs, sample
 *   tabs, details) hydrate as usual. The same for the links under a doc
 *   (client/staticPart.tsx). Wired in by src/theme/MDXContent and the
 *   DocItem Footer and Paginator wrappers.
 * - Hydration modules (build/hydration-modules.ts): each Markdown page is
 *   also built without its static prose, and the page the server rendered
 *   loads that smaller module to hydrate (`?hydration`).
 * - Page scripts (build/page-scripts.ts, a step of src/plugins/post-build):
 *   each page's HTML preloads its route's chunks with the main bundle and
 *   runs them once the page has painted (build/after-paint.js).
 *
 * It needs two patches of @docusaurus/core (PATCHES below): the route
 * registry's second loader, and the client's start in four tasks, which the
 * page scripts' loader stands in for until the route table is read.
 *
 * `PARTIAL_HYDRATION=off` at build time switches all of it off: the site is
 * built and hydrated the way Docusaurus does it (no hydration modules, no
 * rewrite of the HTML, the whole tree hydrated), and the patched registry
 * gives no hydration loaders. ARCHITECTURE.md has the details and
 * PERFORMANCE.md what each part costs and saves.
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
