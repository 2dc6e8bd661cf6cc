import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { minify } from 'terser';
import { clientPathname, loadRouteTable, routeChunkNames } from './route-table.mjs';
import { HYDRATION_QUERY } from './hydration-modules';

type ChunkGroupFiles = Map<string, string[]>;
type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/** Records, for each named chunk group of the client build, its JavaScript files. */
export class ChunkGroupFilesPlugin {
  constructor(private readonly files: ChunkGroupFiles) {}

  apply(compiler: {
    hooks: { done: { tap(name: string, fn: (stats: { toJson(options: object): StatsJson }) => void): void } };
  }) {
    compiler.hooks.done.tap('page-scripts', (stats) => {
      const { namedChunkGroups = {}, chunks = [] } = stats.toJson({
        all: false,
        chunkGroups: true,
        chunks: true,
        chunkOrigins: true,
      });
      this.files.clear();
      for (const [name, group] of Object.entries(namedChunkGroups)) {
        this.files.set(
          name,
          group.assets.map((asset) => asset.name).filter((file) => file.endsWith('.js')),
        );
      }
      // Hydration modules have unnamed chunks (src/partial-hydration):
      // found by the request that imports them, `<module>?hydration`.
      for (const chunk of chunks) {
        for (const { request } of chunk.origins ?? []) {
          if (!request || !HYDRATION_QUERY.test(request)) continue;
          const list = this.files.get(request) ?? [];
          for (const file of chunk.files ?? []) if (file.endsWith('.js') && !list.includes(file)) list.push(file);
          this.files.set(request, list);
        }
      }
    });
  }
}

type StatsJson = {
  namedChunkGroups?: Record<string, { assets: { name: string }[] }>;
  chunks?: { files?: string[]; origins?: { request?: string }[] }[];
};

/** Chunk name → the request of its module's hydration loader, from the generated registry. */
async function hydrationRequests(generatedFilesDir: string): Promise<Map<string, string>> {
  const registry = await fs.readFile(path.join(generatedFilesDir, 'registry.js'), 'utf8');
  return new Map(
    Array.from(registry.matchAll(/^\s+"(\w+)": \[.*?, \(\) => import\("([^"]+)"\)/gm), (m) => [m[1], m[2]]),
  );
}

async function htmlFiles(dir: string, rel = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, rel), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) return htmlFiles(dir, file);
      return entry.name.endsWith('.html') ? [file] : [];
    }),
  );
  return nested.flat();
}

/**
 * How each page loads its scripts: preloaded from its HTML, all of them
 * (runtime, main bundle and the chunks of the page's routes), and run once
 * the browser has painted the page (after-paint.js, the one script tag).
 *
 * - The route's chunks: Docusaurus' client only asks for them once the main
 *   bundle has run, a round trip after it; with Rspack its server render
 *   lists none of them (the module names it records do not match the client
 *   manifest's ids). Listed in the HTML, they download with the main bundle
 *   and hold the load event until the page has all it needs to hydrate. A
 *   chunk they register is not requested again: the client finds it
 *   installed.
 * - After the paint: deferred scripts run as soon as the HTML is parsed, so
 *   the main bundle's compile and first tasks could come before the first
 *   paint; the loader adds the preloaded scripts, in order, once the page is
 *   on screen. (The dev server keeps Docusaurus' own script tags.)
 */
export async function rewritePageScripts(
  files: ChunkGroupFiles,
  siteDir: string,
  { outDir, generatedFilesDir, siteConfig }: PostBuildProps,
): Promise<void> {
  if (files.size === 0) throw new Error('[page-scripts] The client build reported no chunk groups.');
  const table = loadRouteTable(generatedFilesDir);
  const hydration = await hydrationRequests(generatedFilesDir);
  // The page the server rendered loads its Markdown's hydration module
  // (src/partial-hydration), a chunk group of its own.
  const hydrationName = (name: string) => hydration.get(name);
  const { baseUrl } = siteConfig;

  const source = await fs.readFile(path.join(siteDir, 'src/partial-hydration/build/after-paint.js'), 'utf8');
  const { code: loader } = await minify(source, { ecma: 2020, compress: { passes: 2 } });
  if (!loader) throw new Error('[page-scripts] Could not minify after-paint.js.');
  // Named by its content, like the bundler's files: cached for a year (/assets/).
  const hash = crypto.createHash('sha256').update(loader).digest('hex').slice(0, 8);
  const loaderFile = `assets/js/after-paint.${hash}.js`;
  await fs.writeFile(path.join(outDir, loaderFile), loader);

  // Docusaurus' tags for the runtime and the main bundle, one after the other.
  const base = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const entryTags = new RegExp(
    `<script src="?(${base}assets/js/runtime~main\\.\\w+\\.js)"? defer></script><script src="?(${base}assets/js/main\\.\\w+\\.js)"? defer></script>`,
  );
  let pages = 0;
  for (const file of await htmlFiles(outDir)) {
    const html = await fs.readFile(path.join(outDir, file), 'utf8');
    const entry = entryTags.exec(html);
    // Redirect pages load no script.
    if (!entry) {
      if (html.includes(`${baseUrl}assets/js/main.`)) throw new Error(`[page-scripts] ${file}: unexpected script tags.`);
      continue;
    }
    const route = clientPathname(file);
    const scripts = new Set<string>([entry[1], entry[2]]);
    for (const name of routeChunkNames(table, baseUrl + route.slice(1), hydrationName)) {
      const groupFiles = files.get(name);
      if (!groupFiles) throw new Error(`[page-scripts] No chunk group named "${name}" (route ${route}).`);
      for (const chunk of groupFiles) scripts.add(baseUrl + chunk);
    }
    // Low priority, as deferred scripts have: the stylesheet and images come first.
    const tags =
      [...scripts].map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low" data-after-paint>`).join('') +
      `<script src="${baseUrl}${loaderFile}" defer></script>`;
    await fs.writeFile(path.join(outDir, file), html.slice(0, entry.index) + tags + html.slice(entry.index + entry[0].length));
    pages += 1;
  }
  console.log(`[page-scripts] ${pages} pages preload their scripts and run them after the first paint (${loaderFile}).`);
}
