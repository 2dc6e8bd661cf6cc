#!/usr/bin/env node
/**
 * Lists every page URL the official StyleX site has served, from its sources
 * in the facebook/stylex repository, and compares the list with
 * src/data/official-urls.json, the map from each of those URLs to our page
 * (the redirects of docusaurus.config.ts are made from it, and
 * tests/e2e/official-urls.spec.ts follows every entry on the built site).
 *
 *   node scripts/official-urls.mjs [--mirror <bare git dir>]          # compare
 *   node scripts/official-urls.mjs [--mirror <bare git dir>] --write  # update
 *
 * `--write` records the commits read and adds each new URL mapped to itself:
 * the test then fails for a URL that is not a page of ours, until the map
 * names the page that answers it. Entries are never removed: a URL the
 * official site served once stays in readers' links.
 *
 * Three layouts of the official site are read, at every commit of the
 * repository's history that changed its pages (a page removed since may still
 * be in readers' links):
 * - today's site (Waku + Fumadocs, `packages/docs`): `content/docs/**` at
 *   `/docs/<path>` (an `index` file answers for its folder, `(group)` folders
 *   add nothing; `meta.json` orders the sidebar only), `content/blog/*` at
 *   `/blog/<front matter slug>`, and the file routes of `src/pages` (groups
 *   and `_layout` files left out; `[...slugs]` routes are the content above;
 *   `api/` routes are data endpoints);
 * - the Docusaurus site in `packages/docs` and, before it, in `apps/docs`:
 *   `docs/**` with number prefixes stripped, `blog/*` at its front matter
 *   slug, `src/pages/*`, and the blog's archive, tags and list pages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataFile = path.join(siteDir, 'src/data/official-urls.json');
const { values } = parseArgs({
  options: {
    mirror: { type: 'string', default: '/work/.mirror/facebook+stylex/repo' },
    write: { type: 'boolean', default: false },
  },
});

const git = (...args) => execFileSync('git', ['-C', values.mirror, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });

/** The files under `dir` at `commit`: `[path, id of its content]`. */
const files = (commit, dir) =>
  git('ls-tree', '-r', '-z', commit, '--', dir)
    .split('\0')
    .filter(Boolean)
    .map((entry) => [entry.slice(entry.indexOf('\t') + 1), entry.split(/\s/)[2]]);
const contents = new Map();
/** A file's text by its content id (each read once, however many commits hold it). */
function read(blob) {
  if (!contents.has(blob)) contents.set(blob, git('cat-file', 'blob', blob));
  return contents.get(blob);
}

/** A front matter field, quotes removed. */
function field(source, name) {
  const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(block)?.[1].trim().replace(/^(['"])(.*)\1$/, '$2');
}

const page = (...segments) => `/${segments.filter(Boolean).join('/')}/`.replace(/\/+/g, '/');

/** Today's site: Waku's file router and Fumadocs' loader. */
function fumadocsUrls(commit, root) {
  const urls = [];
  for (const [file] of files(commit, `${root}/content/docs`)) {
    if (!/\.mdx?$/.test(file)) continue;
    const segments = file
      .slice(`${root}/content/docs/`.length)
      .replace(/\.mdx?$/, '')
      .split('/')
      .filter((segment) => !/^\(.+\)$/.test(segment));
    if (segments.at(-1) === 'index') segments.pop();
    urls.push(page('docs', ...segments));
  }
  for (const [file, blob] of files(commit, `${root}/content/blog`)) {
    if (!/\.mdx?$/.test(file)) continue;
    const slug = field(read(blob), 'slug');
    if (!slug) throw new Error(`${file} has no slug: the official blog requires one`);
    urls.push(page('blog', slug));
  }
  for (const [file] of files(commit, `${root}/src/pages`)) {
    const route = file.slice(`${root}/src/pages/`.length).replace(/\.(tsx|ts|jsx|js)$/, '');
    const segments = route.split('/').filter((segment) => !/^\(.+\)$/.test(segment));
    if (segments[0] === 'api' || segments.some((s) => s.startsWith('_') || s.startsWith('['))) continue;
    if (segments.at(-1) === 'index') segments.pop();
    urls.push(page(...segments));
  }
  return urls;
}

/** Docusaurus' number prefix of a file or folder name (`03-installation`). */
const stripNumberPrefix = (name) => name.replace(/^\d+\s*[-_.]+\s*(?=\D)/, '');

/** The Docusaurus site: the docs, blog and pages plugins with their defaults. */
function docusaurusUrls(commit, root) {
  const urls = [];
  for (const [file, blob] of files(commit, `${root}/docs`)) {
    if (!/\.mdx?$/.test(file)) continue;
    const source = read(blob);
    if (field(source, 'slug') || field(source, 'id')) throw new Error(`${file} sets slug or id: not modelled here`);
    const segments = file.slice(`${root}/docs/`.length).replace(/\.mdx?$/, '').split('/').map(stripNumberPrefix);
    const name = segments.at(-1).toLowerCase();
    if (name === 'index' || name === 'readme' || name === segments.at(-2)?.toLowerCase()) segments.pop();
    urls.push(page('docs', ...segments));
  }
  const tags = new Set();
  let posts = 0;
  for (const [file, blob] of files(commit, `${root}/blog`)) {
    if (!/\.mdx?$/.test(file)) continue;
    const source = read(blob);
    const name = path.basename(file).replace(/\.mdx?$/, '');
    const date = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
    const slug = field(source, 'slug');
    urls.push(slug ? page('blog', slug) : date ? page('blog', date[1], date[2], date[3], date[4]) : page('blog', name));
    const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const list = /^tags:\s*\[(.*)\]/m.exec(block)?.[1].split(',') ?? /^tags:\s*\n((?:\s+-.*\n?)+)/m.exec(block)?.[1].split('\n');
    for (const tag of list ?? []) {
      const name = tag.replace(/^\s*-\s*/, '').trim().replace(/^(['"])(.*)\1$/, '$2');
      if (name) tags.add(name.toLowerCase());
    }
    posts += 1;
  }
  urls.push(page('blog'), page('blog', 'archive'), page('blog', 'tags'), ...[...tags].map((tag) => page('blog', 'tags', tag)));
  // The blog list shows 10 posts a page.
  for (let n = 2; n <= Math.ceil(posts / 10); n += 1) urls.push(page('blog', 'page', String(n)));
  for (const [file] of files(commit, `${root}/src/pages`)) {
    const route = file.slice(`${root}/src/pages/`.length);
    if (!/\.(tsx|jsx|js|mdx?)$/.test(route) || route.split('/').some((s) => s.startsWith('_'))) continue;
    const segments = route.replace(/\.(tsx|jsx|js|mdx?)$/, '').split('/');
    if (segments.at(-1) === 'index') segments.pop();
    urls.push(page(...segments));
  }
  return urls;
}

const layouts = [
  { site: 'stylex.dev (Waku + Fumadocs)', root: 'packages/docs', config: 'source.config.ts', urls: fumadocsUrls },
  { site: 'stylexjs.com (Docusaurus, packages/docs)', root: 'packages/docs', config: 'docusaurus.config.js', urls: docusaurusUrls },
  { site: 'stylexjs.com (Docusaurus, apps/docs)', root: 'apps/docs', config: 'docusaurus.config.js', urls: docusaurusUrls },
];

const head = git('rev-parse', 'HEAD').trim();
const sources = [];
const official = new Set();
for (const layout of layouts) {
  const { root } = layout;
  // Every commit that changed the pages of this layout, while it was the site's.
  const commits = git('log', '--format=%H', head, '--', `${root}/content`, `${root}/docs`, `${root}/blog`, `${root}/src/pages`)
    .split('\n')
    .filter((commit) => commit && files(commit, `${root}/${layout.config}`).length > 0);
  const urls = new Set(commits.flatMap((commit) => layout.urls(commit, root)));
  urls.forEach((url) => official.add(url));
  sources.push({
    site: layout.site,
    repo: 'facebook/stylex',
    paths: [root],
    // The first and last commit that changed its pages, and the commits read.
    firstCommit: commits.at(-1),
    lastCommit: commits[0],
    commitsRead: commits.length,
    repositoryHead: head,
    pages: urls.size,
  });
}

const data = JSON.parse(fs.readFileSync(dataFile, 'utf8'));
const missing = [...official].filter((url) => !(url in data.urls)).sort();
const extra = Object.keys(data.urls).filter((url) => !official.has(url));

if (values.write) {
  for (const url of missing) data.urls[url] = url;
  data.sources = sources;
  data.urls = Object.fromEntries(Object.entries(data.urls).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(dataFile, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote ${path.relative(siteDir, dataFile)}: ${Object.keys(data.urls).length} URLs, ${missing.length} new (mapped to themselves: check each).`);
  for (const url of missing) console.log(`  new: ${url}`);
} else {
  for (const source of sources) console.log(`${source.site}: ${source.pages} pages in ${source.commitsRead} commits`);
  console.log(`${official.size} official URLs; the map has ${Object.keys(data.urls).length}.`);
  for (const url of missing) console.log(`  not in the map: ${url}`);
  for (const url of extra) console.log(`  in the map, not in these sources: ${url}`);
  process.exitCode = missing.length ? 1 : 0;
}
