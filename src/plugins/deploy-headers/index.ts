import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { headerRules, renderHeadersFile } from '../../../deploy/headers.mjs';
import { MARKDOWN_EXPORT_ROOT_FILES } from '../markdown-export';

type RedirectFile = { fileAbsolutePath: string; fileContent: string };

/**
 * The redirect pages @docusaurus/plugin-client-redirects writes in its own
 * postBuild. Docusaurus runs postBuild hooks concurrently, so they may not
 * be on disk yet: compute them with that plugin's own (pure) functions.
 */
function pendingRedirectPages(props: Parameters<NonNullable<Plugin['postBuild']>>[0]) {
  const redirectsPlugin = props.plugins.find((p) => p.name === 'docusaurus-plugin-client-redirects');
  if (!redirectsPlugin) return [];
  /* eslint-disable @typescript-eslint/no-require-imports -- internal, untyped modules of the plugin */
  const collectRedirects = require('@docusaurus/plugin-client-redirects/lib/collectRedirects').default;
  const { toRedirectFiles } = require('@docusaurus/plugin-client-redirects/lib/writeRedirectFiles');
  const { addLeadingSlash, removePrefix } = require('@docusaurus/utils-common');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const { trailingSlash } = props.siteConfig;
  const pluginContext = {
    relativeRoutesPaths: props.routesPaths.map((p) => addLeadingSlash(removePrefix(p, props.baseUrl))),
    baseUrl: props.baseUrl,
    outDir: props.outDir,
    options: redirectsPlugin.options,
    siteConfig: props.siteConfig,
  };
  const files: RedirectFile[] = toRedirectFiles(collectRedirects(pluginContext, trailingSlash), pluginContext, trailingSlash);
  return files.map((f) => ({ file: path.relative(props.outDir, f.fileAbsolutePath), html: f.fileContent }));
}

/**
 * The first path segments the site serves: those of its routes, of its
 * static files, and the bundler's assets folder. (Listed from the sources,
 * not from build/, where other plugins' postBuild hooks are still writing.)
 */
function topLevelPaths(props: Parameters<NonNullable<Plugin['postBuild']>>[0], staticDir: string) {
  const names = new Map<string, boolean>([['assets', true]]);
  for (const route of props.routesPaths) {
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
 * scripts/serve.mjs) from deploy/headers.mjs after every build. Fails the
 * build if a page has an inline script the Content-Security-Policy would
 * block.
 */
export default function deployHeadersPlugin(context: LoadContext): Plugin {
  return {
    name: 'deploy-headers-plugin',
    async postBuild(props) {
      const { rules } = headerRules({
        buildDir: props.outDir,
        topLevel: topLevelPaths(props, path.join(context.siteDir, 'static')),
        baseUrl: props.baseUrl,
        pending: pendingRedirectPages(props),
      });
      await fs.promises.writeFile(path.join(props.outDir, '_headers'), renderHeadersFile(rules));
    },
  };
}
