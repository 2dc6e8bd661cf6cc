/**
 * Every module of a dependency that the site's bundles replace, leave out or
 * regroup, or that src/ imports by a private path, one row each: the only
 * file of src/ that names such paths (tests/unit/private-paths.test.mjs). A row's `shape` returns its part of the bundler
 * configuration; every dependency path it names goes through `resolve`,
 * which fails naming the row when an upgrade moved the file
 * (tests/unit/dependency-contracts.test.mjs runs each row without a build).
 * The sizes are gzip, per page that loads the module, when the row was added;
 * PERFORMANCE.md has how each was measured.
 */
import path from 'path';
import { namedChunkGroups } from './chunkGroups';

export type ShapeArgs = {
  isServer: boolean;
  siteDir: string;
  generatedFilesDir: string;
  /** A dependency's file, resolved; throws naming the row when it is gone. */
  resolve: (specifier: string) => string;
};

export type Shape = {
  alias?: Record<string, string | false>;
  rules?: object[];
  cacheGroups?: Record<string, object>;
};

export type Row = {
  name: string;
  /** What is replaced, left out or regrouped. */
  target: string;
  /** What the bundles get instead. */
  replacement: string;
  why: string;
  /** The tests that fail when the row stops working. */
  guard: string;
  shape: (args: ShapeArgs) => Shape;
};

const here = (siteDir: string, file: string) => path.join(siteDir, 'src/plugins/bundle-shaping', file);

/** The name src/theme/SearchBar imports DocSearch's stylesheets by (row `docsearch-css-files`). */
export const DOCSEARCH_CSS = '@bundle-shaping/docsearch-css';

/** The name the browser's stand-in for react-helmet-async imports the library by (row `helmet`). */
export const HELMET_LIBRARY = '@bundle-shaping/react-helmet-async';

export const ROWS: Row[] = [
  {
    name: 'prism',
    target: '`prism-react-renderer`; theme-classic `lib/prism-include-languages.js`',
    replacement: '`src/prism` (server: Prism up front; browser: Prism loaded on demand); the languages module left out',
    why: 'only the grammars our code blocks use, and no Prism in the page bundle: the server has already highlighted every block',
    guard: 'tests/build/code-tokens.test.mjs',
    shape: ({ isServer, siteDir, resolve }) => {
      const dir = path.join(siteDir, 'src/prism');
      return {
        alias: {
          'prism-react-renderer$': path.join(dir, 'index.tsx'),
          // Registers `prism.additionalLanguages` with the real package's Prism on
          // every page; our Prism loads every grammar the site uses itself.
          [resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false,
          [path.join(dir, 'engine')]: path.join(dir, isServer ? 'engine.server.ts' : 'engine.client.ts'),
        },
      };
    },
  },
  {
    name: 'tslib',
    target: '`tslib` as `@docusaurus/utils-common/lib/index.js` requires it (browser)',
    replacement: '`replacements/tslib-importDefault.js`, the one helper it calls',
    why: 'a bundler cannot drop the unused exports of a module loaded with `require`, so every `<Link>` brought all of tslib',
    guard: 'tests/unit/dependency-contracts.test.mjs ("tslib")',
    shape: ({ isServer, siteDir, resolve }) =>
      isServer
        ? {}
        : {
            rules: [
              {
                test: resolve('@docusaurus/utils-common/lib/index.js'),
                resolve: { alias: { tslib$: here(siteDir, 'replacements/tslib-importDefault.js') } },
              },
            ],
          },
  },
  {
    name: 'nprogress',
    target: '`nprogress`, imported by theme-classic `lib/nprogress.js` (browser)',
    replacement: '`replacements/nprogress.ts`, which loads the library when the page is idle or at the first slow navigation',
    why: 'nothing shows the progress bar before a navigation',
    guard: 'tests/e2e/behaviour.spec.ts (progress bar)',
    shape: ({ isServer, siteDir, resolve }) => {
      resolve('@docusaurus/theme-classic/lib/nprogress.js');
      return isServer ? {} : { alias: { nprogress$: here(siteDir, 'replacements/nprogress.ts') } };
    },
  },
  {
    name: 'base-url-banner',
    target: 'core `lib/client/BaseUrlIssueBanner/` (browser)',
    replacement: '`replacements/RendersNothing.tsx`',
    why: "the server writes the banner's whole output; in the browser it renders nothing",
    guard: 'tests/build/server-only-modules.test.mjs',
    shape: ({ isServer, siteDir, resolve }) => {
      const banner = path.dirname(resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'));
      return isServer ? {} : { alias: { [banner]: here(siteDir, 'replacements/RendersNothing.tsx') } };
    },
  },
  {
    name: 'helmet',
    target: "`react-helmet-async` and core's `lib/client/hasHydratedDataAttribute.js` (browser)",
    replacement:
      '`replacements/helmet.tsx`, which loads the library once the page has hydrated; `replacements/HasHydratedDataAttribute.tsx`, which marks <html> itself',
    why: "the server writes each page's head; in the browser, Helmet only changes it for the next page",
    guard: 'tests/build/budgets.test.mjs (lazyOnly), tests/e2e/behaviour.spec.ts (the page head)',
    shape: ({ isServer, siteDir, resolve }) => {
      const library = resolve('react-helmet-async/lib/index.module.js');
      // Core's App imports it as `./hasHydratedDataAttribute`.
      const marker = resolve('@docusaurus/core/lib/client/hasHydratedDataAttribute.js').replace(/\.js$/, '');
      return isServer
        ? {}
        : {
            alias: {
              'react-helmet-async$': here(siteDir, 'replacements/helmet.tsx'),
              [`${HELMET_LIBRARY}$`]: library,
              [marker]: here(siteDir, 'replacements/HasHydratedDataAttribute.tsx'),
            },
          };
    },
  },
  {
    name: 'site-config',
    target: 'the generated `.docusaurus/docusaurus.config.mjs` (browser)',
    replacement: 'the same config without the keys only the build reads (`replacements/site-config-loader.cjs`)',
    why: 'the main bundle imports the whole config: presets, plugin options, Markdown hooks',
    guard: 'tests/build/client-site-config.test.mjs, tests/unit/client-site-config.test.mjs',
    shape: ({ isServer, siteDir, generatedFilesDir }) =>
      isServer
        ? {}
        : {
            rules: [
              {
                test: path.join(generatedFilesDir, 'docusaurus.config.mjs'),
                use: [{ loader: here(siteDir, 'replacements/site-config-loader.cjs') }],
              },
            ],
          },
  },
  {
    name: 'docsearch-css-files',
    target: "`@docsearch/css`'s stylesheets by file: `dist/button.css`, `dist/_variables.css`, `dist/modal.css`",
    replacement: 'the import names `@bundle-shaping/docsearch-css/<file>`, which src/theme/SearchBar imports',
    why: "the package exports no file but `dist/style.css`, the button's and the modal's CSS in one; the button's is on every page, the modal's only once search opens (next row)",
    guard: 'tests/build/budgets.test.mjs, tests/e2e/search.spec.ts',
    shape: ({ resolve }) => ({
      alias: Object.fromEntries(
        ['button.css', '_variables.css', 'modal.css'].map((file) => [
          `${DOCSEARCH_CSS}/${file}$`,
          resolve(`@docsearch/css/dist/${file}`),
        ]),
      ),
    }),
  },
  {
    name: 'docsearch-modal-css',
    target: "`@docsearch/css` `dist/_variables.css`, `dist/modal.css` and our `src/theme/SearchBar/modal.css` (browser)",
    replacement: 'a CSS chunk of their own, loaded with the search modal',
    why: 'Docusaurus puts all CSS in the stylesheet every page loads; the modal needs this only once search opens',
    guard: 'tests/build/budgets.test.mjs',
    shape: ({ isServer, resolve }) => {
      resolve('@docsearch/css/dist/modal.css');
      return isServer
        ? {}
        : {
            cacheGroups: {
              docsearchModalStyles: {
                name: 'docsearch-modal',
                type: 'css/mini-extract',
                test: /[\\/](@docsearch[\\/]css[\\/]dist[\\/](_variables|modal)|src[\\/]theme[\\/]SearchBar[\\/]modal)\.css$/,
                chunks: 'async',
                enforce: true,
                // Above Docusaurus' all-CSS "styles" group (50).
                priority: 60,
              },
            },
          };
    },
  },
  {
    name: 'chunk-groups',
    target: "theme-classic's code block and admonition, theme-common's Collapsible and helpers, the docs plugin's client helpers, `@mdx-js/react`, our sample tabs (browser)",
    replacement: 'named chunks, each loaded by the pages that show it',
    why: "src/markdown/rehype-markdown-imports.mjs makes each Markdown page import what it renders; Docusaurus' `common` group would put those modules in a chunk every page loads, and leave a module two route chunks of a page share in both",
    guard: 'tests/build/markdown-imports.test.mjs, tests/build/shared-chunks.test.mjs',
    shape: ({ isServer, resolve }) => {
      resolve('@docusaurus/theme-common/lib/components/Collapsible/index.js');
      resolve('@docusaurus/theme-common/lib/utils/routesUtils.js');
      resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
      resolve('@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js');
      resolve('@docusaurus/theme-classic/lib/theme/Admonition/index.js');
      resolve('@mdx-js/react/index.js');
      if (isServer) return {};
      return {
        cacheGroups: namedChunkGroups({
          // What only renders code the server did not (loaded when idle, src/theme/CodeBlock/Content).
          'code-render': [
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/](Content[\\/]index\.js|Line[\\/])/,
            /[\\/]src[\\/]theme[\\/]CodeBlock[\\/](Line[\\/]|Client\.tsx$)/,
            // The fence reading, for the link of a block rendered afresh (the link maker shares it).
            /[\\/]src[\\/]markdown[\\/]fence\.mjs$/,
            /[\\/]src[\\/]prism[\\/]index\.tsx$/,
          ],
          'code-block': [
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](CodeBlock|Icon[\\/](Copy|Success|WordWrap))[\\/]/,
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/](useCodeWordWrap|useMutationObserver|usePrismTheme))\.js$/,
            /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]BrowserOnly\.js$/,
            /[\\/]node_modules[\\/]parse-numeric-range[\\/]/,
            // Not the "Open in Playground" link maker nor what decides a link for code shown after a navigation.
            /[\\/]src[\\/]theme[\\/]CodeBlock[\\/](?!PlaygroundLinked|Client)/,
            // The code key of blocks rendered from React code.
            /[\\/]src[\\/]markdown[\\/]code-key\.mjs$/,
            // The engine that loads Prism, not Prism's grammars (their own chunk, loaded when idle).
            /[\\/]src[\\/]prism[\\/]engine/,
          ],
          // The Source | CSS | JS tabs around StyleX samples, only on pages with samples; not
          // what they show (./OutputView, ./Live: loaded when a reader opens a tab or Edit).
          'sample-output': [/[\\/]src[\\/]components[\\/]SampleOutput[\\/](?!OutputView|Live)/],
          admonition: [
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Admonition[\\/]/,
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]admonitionUtils\.js$/,
          ],
          // The docs sidebar's categories and the mobile table of contents both use it.
          collapsible: [/[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]components[\\/]Collapsible[\\/]/],
          // The helpers that the docs layout's chunks and the doc's all use.
          'docs-client': [
            /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/](docsUtils|docsSidebar|docsVersion)\.js$/,
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]accessibilityUtils\.js$/,
          ],
          // Helpers that the docs and blog layouts' chunks and the pages' (tabs) use.
          'theme-utils': [/[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/](routesUtils|jsUtils)\.js$/],
          // Docusaurus' tabs (package-manager tabs), only on pages that show them.
          tabs: [
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tab(s|Item)[\\/]/,
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]tabsUtils\.js$/,
          ],
          // What every Markdown page's content and MDXContent import, too small for the
          // `common` group's minimum size. With partial hydration it is in the main bundle
          // (src/partial-hydration, a client module) and no async chunk has it; without,
          // each content chunk and the blog post item's chunk kept a copy.
          'mdx-react': [/[\\/]node_modules[\\/]@mdx-js[\\/]react[\\/]/],
        }),
      };
    },
  },
];
