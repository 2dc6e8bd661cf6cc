/**
 * Helpers for the search e2e specs: where the hosted-search (Algolia) build
 * of the site is, a static server for it, and Algolia-shaped
 * answers for intercepted requests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import algoliaTestBuild from './algolia-test-build.json';

export const siteDir = path.resolve(__dirname, '../../..');

/** Credentials of the hosted-search test build. Nothing real: every request is intercepted. */
export const ALGOLIA_TEST = {
  appId: algoliaTestBuild.appId,
  apiKey: algoliaTestBuild.apiKey,
  indexName: algoliaTestBuild.indexName,
  outDir: algoliaTestBuild.outDir,
};

/**
 * The hosted-search build made by `npm run build:algolia` (a stage of
 * `npm test` before the browser tests): the specs read builds, they never
 * make one.
 */
export function algoliaBuildDir(): string {
  const outDir = path.join(siteDir, ALGOLIA_TEST.outDir);
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`No hosted-search build in ${ALGOLIA_TEST.outDir}/: run \`npm run build:algolia\` first.`);
  }
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
