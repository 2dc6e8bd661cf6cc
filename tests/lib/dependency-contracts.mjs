/**
 * What the site relies on inside its dependencies, as checks that run
 * against an installed tree: the site's own node_modules
 * (tests/unit/dependency-contracts.test.mjs) or the packages of another
 * Docusaurus version unpacked in a folder of their own (`npm run
 * upgrade:check`, scripts/upgrade/docusaurus.mjs), where a package not
 * unpacked there is found in the site's node_modules. `root` is the folder
 * whose node_modules is searched first.
 *
 * - PATCH_MARKERS: what each patch of patches/ puts in its package, by the
 *   patch's concern.
 * - ledgerChecks: each private module or file format a build step reaches
 *   into (UPGRADING.md's ledger and the bundle-shaping rows) is still where
 *   that step expects it, holding what it expects.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadTs } from './load-ts.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { packageDir } from '../../scripts/upgrade/versions.mjs';

/** The text of `file` of package `pkg`, as installed from `root`. */
export const read = (pkg, file, root = siteDir) => fs.readFileSync(path.join(packageDir(pkg, root), file), 'utf8');

/**
 * Each patch by its concern: the package, what it does (the check's title),
 * a marker per file it changes (a string the file holds, or a pattern it
 * matches) and, where the patch removes something, a pattern the file must
 * no longer match.
 */
export const PATCH_MARKERS = [
  {
    concern: 'partial-hydration',
    pkg: '@docusaurus/core',
    what: 'registry hydration loaders, ComponentCreator, start route loaded',
    has: {
      'lib/server/codegen/codegenRoutes.js': 'const hydrationLoader = ',
      'lib/client/exports/ComponentCreator.js': 'loadForHydration',
      'lib/client/docusaurus.js': 'const loaded = new Set(typeof window',
    },
  },
  {
    concern: 'route-table-index',
    pkg: '@docusaurus/core',
    what: 'the route table is indexed by path once',
    has: { 'lib/client/docusaurus.js': 'routeChunksByPath' },
  },
  {
    concern: 'prefetch-once',
    pkg: '@docusaurus/core',
    what: 'one prefetch request per chunk URL',
    has: { 'lib/client/prefetch.js': 'const prefetched = new Map()' },
  },
  {
    concern: 'prefetch-when-idle',
    pkg: '@docusaurus/core',
    what: 'prefetch links inserted in idle slices',
    has: { 'lib/client/prefetch.js': 'whenIdle(() => parentElement' },
  },
  {
    concern: 'start-in-four-tasks',
    pkg: '@docusaurus/core',
    what: 'the client entry starts in four tasks',
    has: { 'lib/client/clientEntry.js': 'async function start()' },
  },
  {
    concern: 'browser-context-transition',
    pkg: '@docusaurus/core',
    what: 'the after-hydration re-render is a transition',
    has: { 'lib/client/browserContext.js': 'startTransition(() => setIsBrowser(true))' },
  },
  {
    concern: 'layout-switch-transition',
    pkg: '@docusaurus/theme-common',
    what: 'the mobile/desktop switch is a transition',
    has: { 'lib/hooks/useWindowSize.js': 'startTransition(() => setWindowSize(' },
  },
  {
    concern: 'code-unit-sort',
    pkg: '@docusaurus/theme-common',
    what: 'useShallowMemoObject sorts without localeCompare',
    has: { 'lib/utils/reactUtils.js': /deps\.sort\(\(a, b\) => \(a\[0\] < b\[0\]/ },
    lacks: { 'lib/utils/reactUtils.js': /\.localeCompare\(/ },
  },
  {
    concern: 'constructed-sheets',
    pkg: 'style-mod',
    what: 'CodeMirror styles a document through adoptedStyleSheets',
    has: { 'src/style-mod.js': '    if (root.adoptedStyleSheets && win.CSSStyleSheet) {' },
  },
  {
    concern: 'bidi-no-media-override',
    pkg: 'playwright-core',
    what: 'Firefox over BiDi without a media override',
    // Both BiDi senders: the context's default and the page's emulateMedia.
    has: { 'lib/coreBundle.js': /(\/\/ No override asked for: nothing to send.*\n\s*if \(colorScheme === null\)\n\s*return;[\s\S]*){2}/ },
  },
];

/** The patch of `entry` is applied in the tree at `root`: every marker is there. `patch` names its file for the message. */
export function assertPatched(entry, patch, root = siteDir) {
  for (const [file, marker] of Object.entries(entry.has)) {
    const source = read(entry.pkg, file, root);
    assert.ok(
      typeof marker === 'string' ? source.includes(marker) : marker.test(source),
      `${entry.pkg}/${file} lacks ${marker}: patches/${patch} did not apply (run \`npx patch-package --error-on-fail\`)`,
    );
  }
  for (const [file, pattern] of Object.entries(entry.lacks ?? {})) {
    assert.doesNotMatch(read(entry.pkg, file, root), pattern, `${entry.pkg}/${file} still has what patches/${patch} removes`);
  }
}

const { ROWS } = loadTs(path.join(siteDir, 'src/plugins/bundle-shaping/rows.ts'));
const { resolverFor } = loadTs(path.join(siteDir, 'src/plugins/bundle-shaping/index.ts'));

/**
 * A row's `resolve` in another tree: the file of a package path, found from
 * `root` as Node would, or an error naming the row, as the build's resolver
 * (src/plugins/bundle-shaping/index.ts) gives for the site.
 */
function resolverIn(row, root) {
  return (specifier) => {
    const parts = specifier.split('/');
    const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    let file;
    try {
      file = path.join(packageDir(name, root), ...parts.slice(name.split('/').length));
    } catch {
      file = undefined;
    }
    if (!file || !fs.existsSync(file)) throw new Error(`[bundle-shaping] row "${row.name}": ${specifier} is not installed any more.`);
    return file;
  };
}

/** What a row assumes of its targets beyond their being there. */
const rowAssumes = {
  tslib: (root) => {
    const helpers = [...new Set(read('@docusaurus/utils-common', 'lib/index.js', root).match(/tslib_1\.\w+/g))];
    assert.deepEqual(helpers, ['tslib_1.__importDefault'], 'replacements/tslib-importDefault.js provides every helper utils-common calls');
  },
  nprogress: (root) => {
    assert.match(read('@docusaurus/theme-classic', 'lib/nprogress.js', root), /^import nprogress from 'nprogress';$/m, 'theme-classic imports nprogress by its bare name');
  },
  helmet: (root) => {
    assert.match(read('@docusaurus/core', 'lib/client/exports/Head.js', root), /^import \{ Helmet \} from 'react-helmet-async';$/m, 'core renders <Head> with Helmet, by name');
    assert.match(read('@docusaurus/core', 'lib/client/clientEntry.js', root), /^import \{ HelmetProvider \} from 'react-helmet-async';$/m, 'the client entry imports the provider by name');
    assert.match(read('@docusaurus/core', 'lib/client/App.js', root), /^import HasHydratedDataAttribute from '\.\/hasHydratedDataAttribute';$/m);
    assert.match(read('@docusaurus/core', 'lib/client/hasHydratedDataAttribute.js', root), /<html data-has-hydrated=\{isBrowser\}\/>/, 'what replacements/HasHydratedDataAttribute.tsx does instead');
    // In the browser its <Helmet>s share one list whatever the provider, so replacements/helmet.tsx needs none.
    assert.match(read('react-helmet-async', 'lib/index.module.js', root), /get:function\(\)\{return \w+\.canUseDOM\?\w+:\w+\.instances\}/);
  },
  'site-config': (root) => {
    const { DEFAULT_CONFIG_FILE_NAME } = requireFrom(root)('@docusaurus/utils');
    assert.equal(DEFAULT_CONFIG_FILE_NAME, 'docusaurus.config');
    assert.match(read('@docusaurus/core', 'lib/server/codegen/codegen.js', root), /DEFAULT_CONFIG_FILE_NAME\}\.mjs`/, 'core writes <generated dir>/docusaurus.config.mjs');
  },
};

const requireFrom = (root) => createRequire(path.join(root, 'package.json'));

/**
 * The ledger's checks for the tree at `root`, each `{ name, title, run }`;
 * `run` throws (an assertion) when the dependency no longer holds what the
 * site expects.
 */
export function ledgerChecks(root = siteDir) {
  const checks = [
    {
      name: 'hydration-content',
      title: 'hydration-content: the docs plugin still builds its Markdown rule with the mdx-loader',
      run: async () => {
        const { isMdxLoader } = loadTs(path.join(siteDir, 'src/partial-hydration/build/hydration-modules.ts'));
        const { createMDXLoaderRule } = requireFrom(root)('@docusaurus/mdx-loader');
        const env = process.env.NODE_ENV;
        // The loader's own test path: options as given, no MDX processors created.
        process.env.NODE_ENV = 'test';
        try {
          const rule = await createMDXLoaderRule({ include: [siteDir], options: {} });
          assert.ok(rule.test.test('page.mdx'), 'the rule is for .mdx files');
          assert.ok(rule.use.some(isMdxLoader), `isMdxLoader recognises ${rule.use.map((u) => u.loader).join(', ')}`);
        } finally {
          process.env.NODE_ENV = env;
        }
        for (const plugin of ['@docusaurus/plugin-content-docs', '@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-pages']) {
          assert.match(read(plugin, 'lib/index.js', root), /mdx_loader_1\.createMDXLoader(Rule|Item)/, `${plugin} builds its rule with the mdx-loader`);
        }
      },
    },
    {
      name: 'route-table',
      title: 'route-table: core generates routes.js, routesChunkNames.json and registry.js as route-table.mjs reads them',
      run: () => {
        const codegen = read('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js', root);
        for (const file of ['routes.js', 'routesChunkNames.json', 'registry.js']) {
          assert.ok(codegen.includes(`'${file}'`), `core's codegen writes ${file}`);
        }
        assert.ok(codegen.includes("ComponentCreator('${routePath}', '${routeHash}')"), 'each route is ComponentCreator(path, hash)');
      },
    },
    // Each row of src/plugins/bundle-shaping/rows.ts, for both builds: every
    // dependency file it names is still there, plus what the row assumes of it.
    ...ROWS.map((row) => ({
      name: row.name,
      title: `bundle-shaping row "${row.name}": its targets are installed as the row expects`,
      run: () => {
        const resolve = root === siteDir ? resolverFor(row, siteDir) : resolverIn(row, root);
        for (const isServer of [false, true]) {
          row.shape({ isServer, siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), resolve });
        }
        rowAssumes[row.name]?.(root);
        for (const guard of row.guard.match(/tests\/[\w/.-]+\.(?:mjs|ts)/g) ?? []) {
          assert.ok(fs.existsSync(path.join(siteDir, guard)), `row "${row.name}" names a guarding test that does not exist: ${guard}`);
        }
      },
    })),
    {
      name: 'docsearch-patches',
      title: "docsearch-patches: the modal is the package's `./modal` export, one file for the site and theme-search-algolia",
      run: () => {
        const modal = requireFrom(root).resolve('@docsearch/react/modal');
        const themeRequire = createRequire(path.join(packageDir('@docusaurus/theme-search-algolia', root), 'package.json'));
        assert.equal(themeRequire.resolve('@docsearch/react/modal'), modal, 'theme-search-algolia bundles the modal the loader patches');
      },
    },
  ];
  return checks;
}
