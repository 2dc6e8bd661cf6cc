import fs from 'fs';
import path from 'path';
import type { Plugin } from '@docusaurus/types';
import { headerRules, renderHeadersFile } from '../../../../deploy/headers.mjs';
import { MARKDOWN_EXPORT_ROOT_FILES } from '../markdown-export';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

/**
 * The first path segments the site serves: those of its routes and redirect
 * pages, of its static files, and the bundler's assets folder. (Listed from
 * the sources, not from build/, where other plugins' postBuild hooks may
 * still be writing.)
 */
function topLevelPaths(props: PostBuildProps, staticDir: string, redirectPaths: string[]) {
  const names = new Map<string, boolean>([['assets', true]]);
  for (const route of [...props.routesPaths, ...redirectPaths.map((from) => from.replace(/\/?$/, '/'))]) {
    const [first, ...rest] = route.slice(props.baseUrl.length).split('/');
    if (first) names.set(first, names.get(first) || rest.length > 0 || !first.includes('.'));
  }
  names.set('index.html', false);
  for (const file of MARKDOWN_EXPORT_ROOT_FILES) names.set(file, false);
  if (fs.existsSync(staticDir)) {
    for (const entry of fs.readdirSync(staticDir, { withFileTypes: true })) names.set(entry.name, entry.isDirectory());
  }
  return [...names].map(([name, directory]) => ({ name, directory }));
}

/**
 * Writes build/_headers (Netlify, Cloudflare Pages; also read by
 * scripts/serve.mjs) from deploy/headers.mjs, the last step of the
 * post-build sequence (src/plugins/post-build), so that the pages and
 * redirect pages it reads are final. Fails the build if a page has an
 * inline script the Content-Security-Policy would block.
 */
export async function writeDeployHeaders(siteDir: string, props: PostBuildProps, redirectPaths: string[]): Promise<void> {
  const { rules } = headerRules({
    buildDir: props.outDir,
    topLevel: topLevelPaths(props, path.join(siteDir, 'static'), redirectPaths),
    baseUrl: props.baseUrl,
  });
  await fs.promises.writeFile(path.join(props.outDir, '_headers'), renderHeadersFile(rules));
}
