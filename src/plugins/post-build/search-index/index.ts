import { spawn } from 'child_process';
import path from 'path';
import { hasOutputViews, outputFileName, pageOutputs } from '../../sample-output/outputs.mjs';
import { sampleFilesByRoute } from './sample-files.mjs';

type Input = { routesPaths: string[]; sampleFiles: Record<string, string> };

/** Runs ./indexer.mjs (an ES module, like Pagefind's API) in a child process. */
function runIndexer(outDir: string, baseUrl: string, input: Input): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'indexer.mjs'), outDir, baseUrl], {
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building the search index failed (exit code ${code}).`)),
    );
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * Indexes the built docs, blog posts and pages with Pagefind into
 * build/pagefind/: the local search backend (src/search/pagefindClient.ts
 * reads it). A step of the post-build sequence (src/plugins/post-build),
 * run only when hosted Algolia search is not configured.
 */
export async function buildSearchIndex(
  { outDir, baseUrl, routesPaths }: { outDir: string; baseUrl: string; routesPaths: string[] },
  docs: { permalink: string; source: string }[],
) {
  // The pages with at least one output view have a file (src/plugins/sample-output).
  const fileOf = (source: string) =>
    hasOutputViews(source) && Object.keys(pageOutputs(source)).length > 0 ? outputFileName(source) : undefined;
  await runIndexer(outDir, baseUrl, { routesPaths, sampleFiles: sampleFilesByRoute(docs, fileOf) });
}
