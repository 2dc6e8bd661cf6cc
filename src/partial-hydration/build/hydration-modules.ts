import path from 'path';
import rehypeEmptyStaticBlocks from './rehype-empty-static-blocks.mjs';

/** The query that asks for a Markdown page's hydration module (see codegenRoutes.js in patches/*+partial-hydration.patch). */
export const HYDRATION_QUERY = /[?&]hydration(?:&|$)/;

type Use = { loader: string; options?: Record<string, unknown> };
type Rule = { test?: unknown; include?: unknown; resourceQuery?: unknown; use?: Use[] };

export const isMdxLoader = (use: Use) => /[\\/]@docusaurus[\\/]mdx-loader[\\/]/.test(use.loader);

/**
 * A second build of every Markdown page, for the page the server rendered:
 * its hydration module. On that page the client part hydrates each static
 * block of prose as one bare element and never reads what is inside, so the
 * module the browser needs before hydrating can leave that prose out: each
 * such block is emptied (rehype-empty-static-blocks.mjs), while code blocks
 * (without their code), tabs and every other island stay whole, as do front
 * matter and metadata; the table of contents is read from the page's
 * headings (../client/toc.ts). The page's routes ask for it as
 * `<file>?hydration` only when the browser starts on that page; client-side
 * navigation loads the page's full module, as does the hydration module
 * itself should React render that page afresh (../client).
 *
 * Done with the Markdown loader's own rules: each is copied for the query,
 * with one more rehype plugin (and its own compiler, which Docusaurus caches
 * by options), and the original rule leaves that query alone.
 */
export function addHydrationModuleRules(rules: Rule[]): void {
  const copies: Rule[] = [];
  for (const rule of rules) {
    if (!rule || !Array.isArray(rule.use) || !rule.use.some(isMdxLoader)) continue;
    copies.push({
      ...rule,
      resourceQuery: HYDRATION_QUERY,
      use: rule.use.map((use) => {
        if (!isMdxLoader(use)) return use;
        // Its own compiler: Docusaurus caches compilers by the options object.
        const options = { ...use.options };
        delete options.processors;
        const rehypePlugins = (options.rehypePlugins as unknown[] | undefined) ?? [];
        return { ...use, options: { ...options, rehypePlugins: [...rehypePlugins, rehypeEmptyStaticBlocks] } };
      }),
    });
    rule.resourceQuery = { not: HYDRATION_QUERY };
  }
  if (copies.length === 0) throw new Error('[partial-hydration] Found no Markdown loader rule to copy.');
  rules.push(...copies);
}

/**
 * Small modules that nearly every hydration module needs, with the doc or
 * post component and the code block, in two or three route chunks of each
 * page: each chunk had its own copy, and too few are shared by half the site
 * for Docusaurus' `common` chunk. As client modules they are in the main
 * bundle, load once, and no route chunk copies them.
 */
export function mainBundleModules(siteDir: string): string[] {
  const src = (...parts: string[]) => path.join(siteDir, 'src', ...parts);
  return [
    require.resolve('@mdx-js/react'),
    src('components', 'LazyContent', 'lazyRendered.tsx'),
    src('partial-hydration', 'client', 'hydrating.ts'),
    // What every hydration module calls for its table of contents.
    src('partial-hydration', 'client', 'toc.ts'),
  ];
}
