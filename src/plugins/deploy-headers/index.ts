import fs from 'fs';
import path from 'path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { headerRules, renderHeadersFile } from '../../../deploy/headers.mjs';
import { MARKDOWN_EXPORT_ROOT_FILES } from '../markdown-export';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
type RedirectOptions = {
  redirects?: { from: string | string[]; to: string }[];
  createRedirects?: unknown;
  fromExtensions?: string[];
  toExtensions?: string[];
};

/**
 * Waits until @docusaurus/plugin-client-redirects has written its redirect
 * pages: Docusaurus runs postBuild hooks concurrently, and their inline
 * scripts need a place in the Content-Security-Policy. The pages follow from
 * the plugin's `redirects` option (its public configuration); the other ways
 * of declaring redirects are refused here rather than silently missed.
 */
async function waitForRedirectPages(props: PostBuildProps): Promise<void> {
  const redirectsPlugin = props.plugins.find((p) => p.name === 'docusaurus-plugin-client-redirects');
  if (!redirectsPlugin) return;
  const options = redirectsPlugin.options as RedirectOptions;
  if (options.createRedirects || options.fromExtensions?.length || options.toExtensions?.length) {
    throw new Error(
      'deploy-headers: only the `redirects` option of @docusaurus/plugin-client-redirects is supported; ' +
        'list redirects there, or teach src/plugins/deploy-headers where the others are written.',
    );
  }
  const files = (options.redirects ?? [])
    .flatMap((redirect) => [redirect.from].flat())
    .map((from) =>
      props.siteConfig.trailingSlash === false
        ? path.join(props.outDir, `${from}.html`)
        : path.join(props.outDir, from, 'index.html'),
    );
  const written = (file: string) => fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('</html>');
  const deadline = Date.now() + 60_000;
  for (const file of files) {
    while (!written(file)) {
      if (Date.now() > deadline) throw new Error(`deploy-headers: the redirect page ${file} was never written.`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * The first path segments the site serves: those of its routes, of its
 * static files, and the bundler's assets folder. (Listed from the sources,
 * not from build/, where other plugins' postBuild hooks are still writing.)
 */
function topLevelPaths(props: PostBuildProps, staticDir: string) {
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
      await waitForRedirectPages(props);
      const { rules } = headerRules({
        buildDir: props.outDir,
        topLevel: topLevelPaths(props, path.join(context.siteDir, 'static')),
        baseUrl: props.baseUrl,
      });
      await fs.promises.writeFile(path.join(props.outDir, '_headers'), renderHeadersFile(rules));
    },
  };
}
