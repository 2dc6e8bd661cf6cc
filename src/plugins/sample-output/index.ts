import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { collectPages } from './code-samples.mjs';
import { onThreads } from '../threads';
import { allPageOutputs, hasOutputViews, OUTPUT_PATH, setDevFolders, storePageOutputs, writeOutputsFile } from './outputs.mjs';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;
type PageOutputs = Awaited<ReturnType<typeof allPageOutputs>>;
type PreviewFiles = { entry: string; files: { name: string; code: string }[] };
type Compile = (typeof import('../../playground/compiler/compile'))['compile'];
/** A page as a compiling thread posts it: its views as compiled, and formatted. */
type CompiledPage = { file: string; outputs: unknown; formatted: Record<string, unknown> };

/**
 * Compiles each Preview tab's files of a page's views with the playground's
 * own compile module (the code its Web Worker runs), so a first Preview
 * waits only for the preview frame, not for Babel. A sample the browser's
 * compiler rejects fails the build, as one the sample tests cannot compile
 * fails them.
 */
function buildPreviews(compile: Compile, file: string, views: Record<string, unknown>): void {
  for (const output of Object.values(views) as ({ preview?: PreviewFiles } | null)[]) {
    const preview = output?.preview;
    if (!preview) continue;
    const response = compile({ id: 0, files: preview.files });
    if (!response.ok) {
      const [first] = response.diagnostics;
      throw new Error(`sample-output: the preview of ${preview.entry} in ${file} does not compile: ${first?.file}:${first?.line} ${first?.message}`);
    }
    Object.assign(preview, { css: response.css, modules: Object.fromEntries(response.files.map((f) => [f.name, f.preview])) });
  }
}

/**
 * Writes the compiled output of every StyleX sample on the Learn and API
 * pages (./outputs.mjs) as one JSON file per page under /assets/samples/,
 * which the Source | CSS | JS tabs load on demand. The remark plugin
 * (src/markdown/remark-sample-output.mjs, registered with the docs) marks the blocks in the pages.
 * `npm start` serves the same files from the generated folder.
 */
export default function sampleOutputPlugin(context: LoadContext): Plugin {
  const generatedDir = path.join(context.generatedFilesDir, 'sample-output');
  const write = (dir: string, pages: PageOutputs) => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    for (const page of pages) writeOutputsFile(dir, page.fileName, page.outputs);
  };
  const dev = process.env.NODE_ENV !== 'production';
  // Under `npm start`, an edited page writes its own outputs file as it
  // compiles (src/markdown/remark-sample-output.mjs): reloading this plugin on each docs edit would
  // make the dev server regenerate the site's files a second time, alongside
  // the docs plugin. Outputs persist between starts.
  if (dev) setDevFolders({ serveDir: generatedDir, cacheDir: path.join(context.siteDir, 'node_modules/.cache/sample-output') });

  return {
    name: 'sample-output',

    async loadContent() {
      const files = collectPages(['docs']);
      // Under `npm start` the outputs persist between starts (./outputs.mjs), and the browser
      // compiles the previews (not every start of the dev server).
      if (dev) return allPageOutputs(files);
      const { compile } = await import('../../playground/compiler/compile');
      // Compiling the samples is CPU-bound: a thread per core (./compile-worker.mjs). Each page
      // that comes back is kept for the rest of the build, and its previews are compiled here
      // while the threads go on with other pages.
      await onThreads(path.join(__dirname, 'compile-worker.mjs'), files.filter(hasOutputViews), (page: CompiledPage) => {
        storePageOutputs(page.file, page.outputs, page.formatted);
        buildPreviews(compile, page.file, page.formatted);
      });
      return allPageOutputs(files);
    },

    async contentLoaded({ content }) {
      write(generatedDir, content as PageOutputs);
    },

    configureWebpack() {
      // The dev server's option (merged by `docusaurus start`), which the
      // bundler configuration type does not declare.
      const devServer = {
        static: [{ directory: generatedDir, publicPath: `${context.baseUrl}${OUTPUT_PATH}/`, watch: false }],
      };
      return { devServer } as ConfigureWebpackResult;
    },

    async postBuild({ outDir, content }) {
      if (content) write(path.join(outDir, OUTPUT_PATH), content as PageOutputs);
    },
  };
}
