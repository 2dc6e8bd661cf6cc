/**
 * What the site relies on inside its dependencies, one named check per
 * concern, without a build: each patch of patches/ is applied to the
 * installed package (its marker is there), and each private module or
 * file format a build step reaches into is still where that step expects
 * it. After an upgrade, the failing check names the concern to port; the
 * ledger in UPGRADING.md says where each one lives and what it is for.
 *
 *   node --test tests/unit/dependency-contracts.test.mjs
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadTs } from '../lib/load-ts.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(siteDir, 'package.json'));
/** Where Node finds package `name` from folder `from` (many packages do not export their package.json). */
function pkgDir(name, from = siteDir) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (looked from ${from})`);
  }
}
const read = (pkg, file) => fs.readFileSync(path.join(pkgDir(pkg), file), 'utf8');

/** `marker` in `file` of `pkg`: the patch of that concern is applied. */
function assertPatched(patch, pkg, file, marker) {
  assert.ok(
    fs.existsSync(path.join(siteDir, 'patches', patch)),
    `patches/${patch} exists (rename this check with its patch)`,
  );
  const source = read(pkg, file);
  assert.ok(
    typeof marker === 'string' ? source.includes(marker) : marker.test(source),
    `${pkg}/${file} lacks ${marker}: patches/${patch} did not apply (run \`npx patch-package --error-on-fail\`)`,
  );
}

// --- patches/ (patch-package sequences, applied in order by `postinstall`)

test('patch core 001 partial-hydration: registry hydration loaders, ComponentCreator, start route loaded', () => {
  const patch = '@docusaurus+core+3.10.2+001+partial-hydration.patch';
  assertPatched(patch, '@docusaurus/core', 'lib/server/codegen/codegenRoutes.js', 'const hydrationLoader = ');
  assertPatched(patch, '@docusaurus/core', 'lib/client/exports/ComponentCreator.js', 'loadForHydration');
  assertPatched(patch, '@docusaurus/core', 'lib/client/docusaurus.js', 'const loaded = new Set(typeof window');
});

test('patch core 002 route-table-index: the route table is indexed by path once', () => {
  assertPatched('@docusaurus+core+3.10.2+002+route-table-index.patch', '@docusaurus/core', 'lib/client/docusaurus.js', 'routeChunksByPath');
});

test('patch core 003 prefetch-once: one prefetch request per chunk URL', () => {
  assertPatched('@docusaurus+core+3.10.2+003+prefetch-once.patch', '@docusaurus/core', 'lib/client/prefetch.js', 'const prefetched = new Map()');
});

test('patch core 004 prefetch-when-idle: prefetch links inserted in idle slices', () => {
  assertPatched('@docusaurus+core+3.10.2+004+prefetch-when-idle.patch', '@docusaurus/core', 'lib/client/prefetch.js', 'whenIdle(() => parentElement');
});

test('patch core 005 start-in-four-tasks: the client entry starts in four tasks', () => {
  assertPatched('@docusaurus+core+3.10.2+005+start-in-four-tasks.patch', '@docusaurus/core', 'lib/client/clientEntry.js', 'async function start()');
});

test('patch core 006 browser-context-transition: the after-hydration re-render is a transition', () => {
  assertPatched(
    '@docusaurus+core+3.10.2+006+browser-context-transition.patch',
    '@docusaurus/core',
    'lib/client/browserContext.js',
    'startTransition(() => setIsBrowser(true))',
  );
});

test('patch theme-common 001 layout-switch-transition: the mobile/desktop switch is a transition', () => {
  assertPatched(
    '@docusaurus+theme-common+3.10.2+001+layout-switch-transition.patch',
    '@docusaurus/theme-common',
    'lib/hooks/useWindowSize.js',
    'startTransition(() => setWindowSize(',
  );
});

test('patch theme-common 002 code-unit-sort: useShallowMemoObject sorts without localeCompare', () => {
  const patch = '@docusaurus+theme-common+3.10.2+002+code-unit-sort.patch';
  assertPatched(patch, '@docusaurus/theme-common', 'lib/utils/reactUtils.js', /deps\.sort\(\(a, b\) => \(a\[0\] < b\[0\]/);
  assert.doesNotMatch(read('@docusaurus/theme-common', 'lib/utils/reactUtils.js'), /\.localeCompare\(/);
});

test('patch style-mod 001 constructed-sheets: CodeMirror styles a document through adoptedStyleSheets', () => {
  const patch = 'style-mod+4.1.4+001+constructed-sheets.patch';
  assertPatched(patch, 'style-mod', 'src/style-mod.js', '    if (root.adoptedStyleSheets && win.CSSStyleSheet) {');
});

test('every patch names the version installed, and postinstall fails on any other', () => {
  // patch-package applies a patch made for another version when its context
  // still matches, and then only warns; the ledger's patches are reviewed
  // for the version their file names.
  const problems = [];
  for (const file of fs.readdirSync(path.join(siteDir, 'patches'))) {
    const parts = file.replace(/\.patch$/, '').split('+');
    const [name, version] = parts[0].startsWith('@') ? [`${parts[0]}/${parts[1]}`, parts[2]] : [parts[0], parts[1]];
    const installed = JSON.parse(read(name, 'package.json')).version;
    if (installed !== version) problems.push(`patches/${file} is for ${name} ${version}, but ${installed} is installed`);
  }
  assert.deepEqual(problems, []);
  const { postinstall } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')).scripts;
  assert.match(postinstall, /patch-package\b(?=.*--error-on-fail)(?=.*--error-on-warn)/, 'postinstall stops the install on a failed patch and on a version mismatch');
});

test('every patch file is checked above', () => {
  const checked = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  for (const file of fs.readdirSync(path.join(siteDir, 'patches'))) {
    assert.ok(checked.includes(`'${file}'`), `patches/${file} has no check in this file`);
  }
});

// --- private modules and formats our build steps rely on

test('hydration-content: the docs plugin still builds its Markdown rule with the mdx-loader', async () => {
  const { isMdxLoader } = loadTs(path.join(siteDir, 'src/partial-hydration/build/hydration-modules.ts'));
  const { createMDXLoaderRule } = require('@docusaurus/mdx-loader');
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
    assert.match(read(plugin, 'lib/index.js'), /mdx_loader_1\.createMDXLoader(Rule|Item)/, `${plugin} builds its rule with the mdx-loader`);
  }
});

// Each row of src/plugins/bundle-shaping/rows.ts, for both builds: every
// dependency file it names is still there, plus what the row assumes of it.
const { ROWS } = loadTs(path.join(siteDir, 'src/plugins/bundle-shaping/rows.ts'));
const { resolverFor } = loadTs(path.join(siteDir, 'src/plugins/bundle-shaping/index.ts'));
const rowAssumes = {
  tslib: () => {
    const helpers = [...new Set(read('@docusaurus/utils-common', 'lib/index.js').match(/tslib_1\.\w+/g))];
    assert.deepEqual(helpers, ['tslib_1.__importDefault'], 'replacements/tslib-importDefault.js provides every helper utils-common calls');
  },
  nprogress: () => {
    assert.match(read('@docusaurus/theme-classic', 'lib/nprogress.js'), /^import nprogress from 'nprogress';$/m, 'theme-classic imports nprogress by its bare name');
  },
  helmet: () => {
    assert.match(read('@docusaurus/core', 'lib/client/exports/Head.js'), /^import \{ Helmet \} from 'react-helmet-async';$/m, 'core renders <Head> with Helmet, by name');
    assert.match(read('@docusaurus/core', 'lib/client/clientEntry.js'), /^import \{ HelmetProvider \} from 'react-helmet-async';$/m, 'the client entry imports the provider by name');
    assert.match(read('@docusaurus/core', 'lib/client/App.js'), /^import HasHydratedDataAttribute from '\.\/hasHydratedDataAttribute';$/m);
    assert.match(read('@docusaurus/core', 'lib/client/hasHydratedDataAttribute.js'), /<html data-has-hydrated=\{isBrowser\}\/>/, 'what replacements/HasHydratedDataAttribute.tsx does instead');
    // In the browser its <Helmet>s share one list whatever the provider, so replacements/helmet.tsx needs none.
    assert.match(read('react-helmet-async', 'lib/index.module.js'), /get:function\(\)\{return \w+\.canUseDOM\?\w+:\w+\.instances\}/);
  },
  'site-config': () => {
    const { DEFAULT_CONFIG_FILE_NAME } = require('@docusaurus/utils');
    assert.equal(DEFAULT_CONFIG_FILE_NAME, 'docusaurus.config');
    assert.match(read('@docusaurus/core', 'lib/server/codegen/codegen.js'), /DEFAULT_CONFIG_FILE_NAME\}\.mjs`/, 'core writes <generated dir>/docusaurus.config.mjs');
  },
};

for (const row of ROWS) {
  test(`bundle-shaping row "${row.name}": its targets are installed as the row expects`, () => {
    for (const isServer of [false, true]) {
      row.shape({ isServer, siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), resolve: resolverFor(row, siteDir) });
    }
    rowAssumes[row.name]?.();
    for (const guard of row.guard.match(/tests\/[\w/.-]+\.(?:mjs|ts)/g) ?? []) {
      assert.ok(fs.existsSync(path.join(siteDir, guard)), `row "${row.name}" names a guarding test that does not exist: ${guard}`);
    }
  });
}

test('bundle-shaping: a missing target fails naming its row', () => {
  const resolve = resolverFor({ name: 'example' }, siteDir);
  assert.throws(() => resolve('@docusaurus/core/lib/client/NoSuchModule.js'), /row "example": @docusaurus\/core\/lib\/client\/NoSuchModule\.js/);
});

test("docsearch-patches: the modal is the package's `./modal` export, one file for the site and theme-search-algolia", () => {
  const modal = require.resolve('@docsearch/react/modal');
  const themeRequire = createRequire(path.join(pkgDir('@docusaurus/theme-search-algolia'), 'package.json'));
  assert.equal(themeRequire.resolve('@docsearch/react/modal'), modal, 'theme-search-algolia bundles the modal the loader patches');
});
