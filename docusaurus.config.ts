import path from 'path';
import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import docsPlugin, { blogPlugin } from './src/plugins/trimmed-content';
import stylexPlugin from './src/plugins/stylex';
import bundleShapingPlugin from './src/plugins/bundle-shaping';
import playgroundBundlingPlugin from './src/plugins/playground-bundling';
import playgroundCompiledExamplesPlugin from './src/plugins/playground-compiled-examples';
import docsearchPatchesPlugin from './src/plugins/docsearch-patches';
import { SEARCH_BACKEND_FIELD, searchSettings } from './src/search/config';
import { analyticsClientModules } from './src/data/analytics';
import infimaPrunePlugin from './src/plugins/infima-prune';
import unusedCustomPropertiesPlugin from './src/plugins/unused-custom-properties';
import partialHydrationPlugin from './src/partial-hydration';
import postBuildPlugin from './src/plugins/post-build';
import { withShareCard } from './src/plugins/post-build/share-cards/path';
import sampleOutputPlugin from './src/plugins/sample-output';
import markdownCheckPlugin from './src/plugins/markdown-check';
import pageListPlugin from './src/plugins/page-list';
// The remark and rehype steps of our Markdown, in order: src/markdown/index.mjs.
import { docsMarkdown, pagesMarkdown } from './src/markdown/index.mjs';
import { codeTheme } from './src/prism/themes';
import { announcement } from './src/data/announcement';
import { site } from './src/data/site';
import { officialRedirects } from './src/data/redirects';

// Docs search: a local Pagefind index by default, hosted Algolia when the
// ALGOLIA_* variables are set at build time (see src/search/config.ts).
const search = searchSettings();

// The test-only pages of the browser tests (src/test-pages, served under
// /test/) are built only for test runs: `npm test` builds with TEST_PAGES=1.
const testPages = process.env.TEST_PAGES === '1';

const config: Config = {
  title: 'StyleX',
  titleDelimiter: '|',
  tagline: site.tagline,
  favicon: 'img/favicon.svg',

  url: site.url,
  baseUrl: process.env.BASE_URL ?? '/',
  trailingSlash: true,

  organizationName: 'facebook',
  projectName: 'stylex',

  // Broken links fail the build; markdown links and duplicate routes only warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // Every docs page and post shares its own card (src/plugins/post-build/share-cards).
    parseFrontMatter: async (params) =>
      withShareCard(await params.defaultParseFrontMatter(params), path.relative(__dirname, params.filePath).split(path.sep).join('/')),
    hooks: {
      onBrokenMarkdownLinks: 'warn',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { direction: 'ltr', htmlLang: 'en' },
    },
  },

  // The colour mode is stored under the plain key `theme`, without a
  // site-specific prefix.
  storage: { type: 'localStorage', namespace: false },

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // Unlayered StyleX rules must beat Infima, so Infima stays unlayered too.
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: false,
      mdx1CompatDisabledByDefault: true,
    },
    // Rspack + SWC. StyleX still runs: see src/plugins/stylex.
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
  },

  presets: [
    [
      'classic',
      {
        // The docs and blog plugins are registered below, wrapped (src/plugins/trimmed-content).
        docs: false,
        blog: false,
        pages: { ...pagesMarkdown },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          // /test/ holds the test-only pages of test builds (noindex).
          ignorePatterns: ['/search/**', '/test/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  // Tells the search UI (src/theme/SearchBar, SearchPage) which backend to use.
  customFields: { [SEARCH_BACKEND_FIELD]: search.backend },

  clientModules: [
    // Another tab clearing the storage resets the colour mode too.
    './src/clientModules/storageCleared.ts',
    // `…/index.html`, `…/index` and `….html` end on the clean path, also on
    // hosts without the server redirect (scripts/clean-url-redirect.mjs).
    './src/clientModules/cleanUrls.ts',
    // The playground always loads from the server, for its own CSP.
    './src/clientModules/playgroundFullLoad.ts',
    // A page printed in dark mode prints in the light colours: paper is white.
    './src/clientModules/printLight.ts',
    // Vercel Web Analytics in production builds made on Vercel, the one host
    // that serves it; `ANALYTICS=off` / `on` at build time (src/data/analytics.ts).
    ...analyticsClientModules(process.env),
  ],

  plugins: [
    [
      docsPlugin,
      {
        path: 'docs',
        routeBasePath: 'docs',
        sidebarPath: './sidebars.ts',
        ...docsMarkdown,
        lastVersion: 'current',
        versions: {
          current: { label: 'Next', path: '' },
        },
        editUrl: site.editUrl,
      } satisfies DocsOptions,
    ],
    [
      blogPlugin,
      {
        path: 'blog',
        routeBasePath: 'blog',
        blogTitle: 'StyleX blog',
        blogDescription: 'Release notes and announcements from the StyleX team.',
        postsPerPage: 10,
        blogSidebarTitle: 'Recent posts',
        blogSidebarCount: 10,
        showReadingTime: true,
        feedOptions: {
          type: 'all',
          title: 'StyleX blog',
          description: 'Release notes and announcements from the StyleX team.',
          copyright: site.copyright,
          language: 'en',
          // Every post belongs in the feeds, not just the newest 20.
          limit: false,
        },
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        ...pagesMarkdown,
      } satisfies BlogOptions,
    ],
    // Every Markdown source checked (encoding, syntax, fences, links) before anything is bundled.
    markdownCheckPlugin,
    stylexPlugin,
    playgroundBundlingPlugin,
    playgroundCompiledExamplesPlugin,
    docsearchPatchesPlugin,
    infimaPrunePlugin,
    unusedCustomPropertiesPlugin,
    // Modules of Docusaurus and DocSearch replaced, left out or regrouped: one table, rows.ts.
    bundleShapingPlugin,
    // The page the server rendered hydrates with less work (PARTIAL_HYDRATION=off: as Docusaurus does).
    partialHydrationPlugin,
    // The compiled output of every StyleX sample on the Learn and API pages.
    sampleOutputPlugin,
    // Every page with its title, for the not-found page's suggestions.
    pageListPlugin,
    ...(testPages
      ? [['@docusaurus/plugin-content-pages', { id: 'test-pages', path: 'src/test-pages', routeBasePath: 'test', ...pagesMarkdown }]]
      : []),
    [
      // After the pages, in order: redirect pages, page scripts, Markdown twins
      // and llms.txt, the local search index (only when hosted Algolia is not
      // configured), share cards, deploy headers.
      postBuildPlugin,
      {
        searchIndex: search.backend === 'local',
        // Every address the official site has served leads to its page here
        // (src/data/official-urls.json).
        redirects: { redirects: officialRedirects() },
      },
    ],
  ],

  themeConfig: {
    image: 'img/cover.png',
    metadata: [{ name: 'twitter:card', content: 'summary_large_image' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: announcement,
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    navbar: {
      title: 'StyleX',
      hideOnScroll: true,
      logo: {
        alt: 'StyleX logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        { to: '/docs/learn/', label: 'Learn', position: 'left', activeBaseRegex: '^/docs/learn/' },
        { to: '/docs/api/', label: 'API', position: 'left', activeBaseRegex: '^/docs/api/' },
        { to: '/playground/', label: 'Playground', position: 'left' },
        { to: '/blog/', label: 'Blog', position: 'left' },
        {
          href: site.githubUrl,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'StyleX on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Develop',
          items: [
            { label: 'Learn', to: '/docs/learn/' },
            { label: 'API', to: '/docs/api/' },
          ],
        },
        {
          title: 'Explore',
          items: [
            { label: 'Playground', to: '/playground/' },
            { label: 'Blog', to: '/blog/' },
          ],
        },
        {
          title: 'Participate',
          items: [
            { label: 'GitHub', href: site.githubUrl },
            { label: 'Acknowledgements', to: '/docs/learn/acknowledgements/' },
          ],
        },
        {
          title: 'Other',
          items: [
            { label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/' },
            { label: 'Terms', href: 'https://opensource.fb.com/legal/terms/' },
          ],
        },
      ],
      copyright: site.copyright,
    },
    // Its presence makes the classic preset add @docusaurus/theme-search-algolia
    // (search button, modal, /search/ page). Real credentials only when hosted
    // search is configured; otherwise inert values the theme requires and that
    // nothing ever sends anywhere.
    algolia: search.themeConfig,
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    prism: {
      // Tuned for WCAG AA contrast in both modes, one theme whose colours
      // follow the colour mode through light-dark() (src/prism/themes.ts).
      theme: codeTheme,
      darkTheme: codeTheme,
      // Grammars are listed in src/prism/prism.ts (bash, json and diff included).
      additionalLanguages: [],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
