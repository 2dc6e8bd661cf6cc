import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { clientPathname, loadRouteTable, routeChunkNames } from './route-table.mjs';

type ChunkGroupFiles = Map<string, string[]>;

/** Records, for each named chunk group of the client build, its JavaScript files. */
class ChunkGroupFilesPlugin {
  constructor(private readonly files: ChunkGroupFiles) {}

  apply(compiler: {
    hooks: { done: { tap(name: string, fn: (stats: { toJson(options: object): StatsJson }) => void): void } };
  }) {
    compiler.hooks.done.tap('route-chunk-scripts', (stats) => {
      const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
      this.files.clear();
      for (const [name, group] of Object.entries(namedChunkGroups)) {
        this.files.set(
          name,
          group.assets.map((asset) => asset.name).filter((file) => file.endsWith('.js')),
        );
      }
    });
  }
}

type StatsJson = { namedChunkGroups?: Record<string, { assets: { name: string }[] }> };

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
 * Writes the chunks of a page's routes (layout, sidebar, page component,
 * content…) into its HTML as deferred scripts, after the main bundle.
 *
 * Docusaurus' client only asks for them once the main bundle has run, a round
 * trip after it; with Rspack its server render lists none of them (the module
 * names it records do not match the client manifest's ids). Listed in the
 * HTML, they download with the main bundle, run before `DOMContentLoaded`, and
 * hold the load event until the page has all it needs to hydrate, so the main
 * bundle can leave the route table and React to later tasks (the client entry
 * in patches/@docusaurus+core+3.10.2.patch). A chunk they register is not
 * requested again: the client finds it installed.
 */
export default function routeChunkScriptsPlugin(): Plugin {
  const files: ChunkGroupFiles = new Map();
  return {
    name: 'route-chunk-scripts',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      // Rspack runs webpack-style plugins; the cast bridges their types.
      return { plugins: [new ChunkGroupFilesPlugin(files) as never] };
    },
    async postBuild({ outDir, generatedFilesDir, siteConfig }) {
      if (files.size === 0) throw new Error('[route-chunk-scripts] The client build reported no chunk groups.');
      const table = loadRouteTable(generatedFilesDir);
      const { baseUrl } = siteConfig;
      // The main bundle's tag: the chunks go right after it, in the same form.
      const base = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const mainScript = new RegExp(`<script src="?${base}assets/js/main\\.\\w+\\.js"? defer></script>`);
      let pages = 0;
      for (const file of await htmlFiles(outDir)) {
        const html = await fs.readFile(path.join(outDir, file), 'utf8');
        const main = mainScript.exec(html);
        // Redirect pages load no script.
        if (!main) continue;
        const route = clientPathname(file);
        const chunks = new Set<string>();
        for (const name of routeChunkNames(table, baseUrl + route.slice(1))) {
          const groupFiles = files.get(name);
          if (!groupFiles) throw new Error(`[route-chunk-scripts] No chunk group named "${name}" (route ${route}).`);
          for (const chunk of groupFiles) chunks.add(chunk);
        }
        const tags = [...chunks].map((chunk) => `<script src="${baseUrl}${chunk}" defer></script>`).join('');
        const at = main.index + main[0].length;
        // Other plugins' postBuild hooks read the pages at the same time (the
        // search index, the CSP hashes of inline scripts): a new file renamed
        // over the old one, so that none of them reads a page half written.
        const target = path.join(outDir, file);
        await fs.writeFile(`${target}.route-chunks`, html.slice(0, at) + tags + html.slice(at));
        await fs.rename(`${target}.route-chunks`, target);
        pages += 1;
      }
      console.log(`[route-chunk-scripts] Listed the route chunks of ${pages} pages in their HTML.`);
    },
  };
}
