import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import pluginClientRedirects, { validateOptions as validateRedirectOptions } from '@docusaurus/plugin-client-redirects';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { pageScriptsStep } from '../../partial-hydration';
import { markdownExportInput, writeMarkdownExport } from './markdown-export';
import { buildSearchIndex } from './search-index';
import { drawShareCards, shareCardsOf, writeShareCards } from './share-cards';
import type { DrawnCards } from './share-cards';
import { writeDeployHeaders } from './deploy-headers';
import { siteCssReport } from '../../browser-support/site-css.mjs';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
type Options = { redirects: RedirectOptions; searchIndex: boolean };

/**
 * Everything written into build/ after Docusaurus has written the pages,
 * one step after the other, each reading what the steps before it wrote
 * (Docusaurus runs the postBuild hooks of different plugins at the same
 * time, so these are one plugin's steps):
 *
 * 1. redirect pages: @docusaurus/plugin-client-redirects, registered here
 *    with the options given, so that its pages exist before the headers
 *    hash their inline scripts;
 * 2. page scripts: each page's script tags become preloads run after the
 *    first paint (src/partial-hydration; nothing when it is off);
 * 3. Markdown export: the `.md` twins, llms.txt and llms-full.txt;
 * 4. search index: Pagefind over the final pages (local search only);
 * 5. share cards: the og:image of every docs page and post (drawn on
 *    worker threads from the moment the content is loaded, while the
 *    bundler works; copied here);
 * 6. deploy headers: build/_headers, with the Content-Security-Policy
 *    hashes of every page's inline scripts;
 * 7. site CSS support: prints the features of the site's stylesheet that
 *    are not widely available (src/browser-support/site-css.mjs).
 *
 * Each step lives in a folder of its own here.
 */
export default async function postBuildPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const { redirects, searchIndex } = options as Options;
  const redirectPages = await pluginClientRedirects(
    context,
    validateRedirectOptions({ validate: normalizePluginOptions, options: redirects }),
  );
  let allContent: AllContent | undefined;
  let shareCards: Promise<DrawnCards> | undefined;
  const steps: [string, (props: PostBuildProps) => Promise<void>][] = [
    ['redirect pages', async (props) => redirectPages?.postBuild?.({ ...props, content: undefined })],
    ['page scripts', (props) => pageScriptsStep(context.siteDir, props)],
    ['Markdown export', (props) => writeMarkdownExport(markdownExportInput(context, allContent!), props.outDir)],
    ...(searchIndex
      ? [['search index', (props) => buildSearchIndex(props, markdownExportInput(context, allContent!).docs)] as [string, (props: PostBuildProps) => Promise<void>]]
      : []),
    ['share cards', (props) => writeShareCards(shareCards ?? drawShareCards(context, shareCardsOf(allContent!)), props.outDir)],
    ['deploy headers', writeDeployHeaders],
    ['site CSS support', async (props) => console.log(siteCssReport(props.outDir))],
  ];
  return {
    name: 'post-build',
    async allContentLoaded(args) {
      allContent = args.allContent;
      // Only a build has a post-build; the dev server reloads content on every edit.
      if (process.env.NODE_ENV === 'production') {
        shareCards = drawShareCards(context, shareCardsOf(allContent));
        // Awaited by its step; a failure meanwhile is not an unhandled rejection.
        shareCards.catch(() => {});
      }
    },
    async postBuild(props) {
      const started = Date.now();
      for (const [name, run] of steps) {
        try {
          await run(props);
        } catch (error) {
          throw new Error(`[post-build] step "${name}" failed`, { cause: error });
        }
      }
      console.log(`[post-build] ${steps.map(([name]) => name).join(' → ')} in ${Date.now() - started} ms`);
    },
  };
}
