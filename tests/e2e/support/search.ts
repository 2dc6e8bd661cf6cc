/**
 * Helpers for the search e2e specs: a hosted-search (Algolia) build of the
 * site in its own output directory, a static server for it, and Algolia-shaped
 * answers for intercepted requests.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '../../..');

/** Credentials of the hosted-search test build. Nothing real: every request is intercepted. */
export const ALGOLIA_TEST = {
  appId: 'STYLEXTEST',
  apiKey: 'search-only-test-key',
  indexName: 'stylex-docs-test',
  outDir: 'build-algolia',
};

/**
 * Builds the site with the ALGOLIA_* variables set, into build-algolia/.
 * Reuses an existing build when SEARCH_E2E_REUSE_ALGOLIA_BUILD=1.
 */
export async function buildAlgoliaSite(): Promise<string> {
  const outDir = path.join(siteDir, ALGOLIA_TEST.outDir);
  if (process.env.SEARCH_E2E_REUSE_ALGOLIA_BUILD === '1' && existsSync(path.join(outDir, 'index.html'))) {
    return outDir;
  }
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npx', ['docusaurus', 'build', '--out-dir', ALGOLIA_TEST.outDir], {
      cwd: siteDir,
      env: {
        ...process.env,
        ALGOLIA_APP_ID: ALGOLIA_TEST.appId,
        ALGOLIA_SEARCH_API_KEY: ALGOLIA_TEST.apiKey,
        ALGOLIA_INDEX_NAME: ALGOLIA_TEST.indexName,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The hosted-search build failed (${code}):\n${stderr.slice(-2000)}`)),
    );
  });
  return outDir;
}

/** Serves a build directory on a free loopback port, like `npm run serve` (scripts/serve.mjs). */
export async function serveDirectory(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const { serve } = await import('../../../scripts/serve.mjs');
  return serve({ dir: root });
}

export interface AlgoliaRequest {
  indexName: string;
  query?: string;
  params?: string | Record<string, unknown>;
  facetFilters?: unknown;
  hitsPerPage?: number;
  page?: number;
  [key: string]: unknown;
}

/** The search requests of an Algolia multi-query POST body, parameters flattened. */
export function parseAlgoliaBody(body: string | null): AlgoliaRequest[] {
  const parsed = JSON.parse(body ?? '{}') as { requests?: AlgoliaRequest[] };
  return (parsed.requests ?? []).map((request) => {
    if (typeof request.params === 'string') {
      const params = Object.fromEntries(
        [...new URLSearchParams(request.params)].map(([key, value]) => {
          try {
            return [key, JSON.parse(value)];
          } catch {
            return [key, value];
          }
        }),
      );
      return { ...request, ...params };
    }
    return { ...request, ...(request.params ?? {}) };
  });
}

/** A DocSearch record as the DocSearch crawler produces it. */
export function docSearchRecord(url: string, lvl0: string, lvl1: string, lvl2: string | null, content: string | null) {
  const level = lvl2 ? 'lvl2' : 'lvl1';
  const hierarchy = { lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const hl = (value: string) => ({ value, matchLevel: 'full', matchedWords: [] as string[] });
  return {
    objectID: url,
    url,
    url_without_anchor: url.split('#')[0],
    anchor: url.includes('#') ? url.split('#')[1] : null,
    type: content ? 'content' : level,
    content,
    hierarchy,
    _highlightResult: {
      hierarchy: Object.fromEntries(Object.entries(hierarchy).filter(([, v]) => v).map(([k, v]) => [k, hl(v!)])),
      ...(content ? { content: hl(content) } : {}),
    },
    _snippetResult: {
      hierarchy: Object.fromEntries(Object.entries(hierarchy).filter(([, v]) => v).map(([k, v]) => [k, hl(v!)])),
      ...(content ? { content: hl(content) } : {}),
    },
  };
}
