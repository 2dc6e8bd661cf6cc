/**
 * The benchmark's baseline (`npm run bench -- --baseline`, `npm run
 * bench:dev`): what a team gets out of the box. A plain Docusaurus classic
 * site, scaffolded by create-docusaurus from the registry with its default
 * theme and no customisation, holding this site's docs/, blog/ and
 * sidebars.ts, built to static files (buildBaseline) or run by its dev server
 * (prepareBaseline gives the command).
 *
 * The scaffold and its node_modules live outside the repository, in a cache
 * directory (BENCH_BASELINE_DIR, default <tmp>/stylex-site-bench-baseline),
 * and are reused while the Docusaurus version stays the same; the content
 * is copied again and the site rebuilt on every call, so it always holds the
 * current docs.
 *
 * Only what the content needs to build is configured: trailing slashes like
 * our URLs, the navbar's sidebar id, and broken links and untruncated posts
 * reported as warnings (our content links to pages, such as /playground/,
 * that a plain site does not have). Site components the content imports
 * (`@site/src/components/…`) are copied with it, and the tables our remark
 * steps generate are written into the copied pages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkStringify from 'remark-stringify';
import { referenceTables, TABLE_ELEMENT } from '../src/browser-support/pages.mjs';
import { mdxProcessor } from '../src/markdown/parse.mjs';
import { DOCUSAURUS_VERSION } from './upgrade/versions.mjs';

/** The Docusaurus version the baseline is made with: the site's own (package.json). */
export const BASELINE_DOCUSAURUS = DOCUSAURUS_VERSION;

/** DocSearch packages pinned as in our package.json, so both sites resolve the same versions. */
const DOCSEARCH = '4.7.0';

const log = (...args) => console.error('[bench:baseline]', ...args);

function run(command, args, cwd) {
  log(`${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}`);
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status})`);
  }
  return result;
}

/** The site files (folders or modules, relative to siteDir) that docs/ and blog/ import through `@site/`. */
function siteImports(siteDir) {
  const files = ['docs', 'blog'].flatMap((entry) =>
    fs
      .readdirSync(path.join(siteDir, entry), { recursive: true })
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => path.join(siteDir, entry, file)),
  );
  const imported = new Set();
  for (const file of files) {
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from\s+['"]@site\/([^'"]+)['"]/g)) {
      const base = path.join(siteDir, spec);
      const found = [base, ...['.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext)].find((p) => fs.existsSync(p));
      if (!found) throw new Error(`baseline: ${path.relative(siteDir, file)} imports @site/${spec}, which does not exist`);
      imported.add(path.relative(siteDir, found));
    }
  }
  return [...imported];
}

function replaceOnce(source, search, replacement, what) {
  if (!source.includes(search)) throw new Error(`baseline config: cannot find ${what} to set (create-docusaurus changed its template?)`);
  return source.replace(search, replacement);
}

/**
 * Our remark step puts the browser-support tables where a page holds
 * `<BrowserSupportTable />`; the baseline has none of our plugins, so its copy
 * of such a page gets the same tables written in as Markdown.
 */
function inlineGeneratedTables(docsDir) {
  const element = `<${TABLE_ELEMENT} />`;
  let tables;
  for (const file of fs.readdirSync(docsDir, { recursive: true })) {
    if (!/\.mdx?$/.test(file)) continue;
    const full = path.join(docsDir, file);
    const source = fs.readFileSync(full, 'utf8');
    if (!source.includes(element)) continue;
    tables ??= mdxProcessor().use(remarkStringify).stringify({ type: 'root', children: referenceTables() });
    fs.writeFileSync(full, source.replace(element, tables));
  }
}

/** The template's config with the few settings our content needs. */
function configure(configFile) {
  let config = fs.readFileSync(configFile, 'utf8');
  if (config.includes('/* bench baseline */')) return;
  config = replaceOnce(config, "onBrokenLinks: 'throw',", "/* bench baseline */ trailingSlash: true,\n  onBrokenLinks: 'warn',", 'onBrokenLinks');
  config = replaceOnce(config, "sidebarId: 'tutorialSidebar'", "sidebarId: 'docs'", "the navbar's sidebarId");
  config = replaceOnce(
    config,
    "onInlineTags: 'warn',\n          onInlineAuthors: 'warn',\n          onUntruncatedBlogPosts: 'warn',",
    "onInlineTags: 'ignore',\n          onInlineAuthors: 'ignore',\n          onUntruncatedBlogPosts: 'ignore',",
    "the blog's warnings",
  );
  fs.writeFileSync(configFile, config);
}

/**
 * Scaffolds (once) the baseline site and copies the content of `siteDir`
 * into it. Returns its folder, its label and the command that runs its
 * Docusaurus CLI.
 */
export function prepareBaseline(siteDir, { cacheDir = process.env.BENCH_BASELINE_DIR } = {}) {
  const root = cacheDir ?? path.join(os.tmpdir(), 'stylex-site-bench-baseline');
  const name = `docusaurus-${BASELINE_DOCUSAURUS}`;
  const dir = path.join(root, name);
  const ready = path.join(dir, '.bench-installed');
  if (!fs.existsSync(ready)) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(root, { recursive: true });
    run('npx', ['--yes', `create-docusaurus@${BASELINE_DOCUSAURUS}`, name, 'classic', '--typescript', '--skip-install'], root);
    const pkgFile = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    pkg.overrides = { '@docsearch/react': DOCSEARCH, '@docsearch/css': DOCSEARCH, '@docsearch/core': DOCSEARCH };
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    configure(path.join(dir, 'docusaurus.config.ts'));
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
    fs.writeFileSync(ready, `${new Date().toISOString()}\n`);
  }

  // Our content, in place of the template's.
  for (const entry of ['docs', 'blog']) {
    fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
    fs.cpSync(path.join(siteDir, entry), path.join(dir, entry), { recursive: true });
  }
  inlineGeneratedTables(path.join(dir, 'docs'));
  fs.copyFileSync(path.join(siteDir, 'sidebars.ts'), path.join(dir, 'sidebars.ts'));
  // Components the content itself imports (`@site/src/components/…`, such as
  // the installation page's redirect of old anchors) are part of the content:
  // without them the baseline would not build.
  for (const rel of siteImports(siteDir)) {
    const target = path.join(dir, rel);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(siteDir, rel), target, { recursive: true });
  }
  return {
    dir,
    label: `plain Docusaurus ${BASELINE_DOCUSAURUS}`,
    cli: [process.execPath, path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')],
  };
}

/**
 * Scaffolds (once) and builds the baseline site with the content of
 * `siteDir`. Returns the folder of the built static site.
 */
export function buildBaseline(siteDir, options) {
  const { dir, label, cli: [node, bin] } = prepareBaseline(siteDir, options);
  // Cold, like the benchmark's build of this site, so the two times compare.
  for (const cache of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(dir, cache), { recursive: true, force: true });
  }
  const started = Date.now();
  run(node, [bin, 'build'], dir);
  const seconds = (Date.now() - started) / 1000;
  log(`built in ${seconds.toFixed(1)} s`);
  return { dir: path.join(dir, 'build'), label, seconds };
}
