import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's routes, derived from the sources so a new page is tested
 * automatically: every docs page (with its front-matter title as the
 * expected h1), every blog post, and the site's fixed routes.
 */
const siteDir = path.resolve(__dirname, '../..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

function frontMatter(file: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'));
  const result: Record<string, string> = {};
  for (const line of match?.[1].split('\n') ?? []) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) result[kv[1]] = kv[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return result;
}

export type RouteCheck = { path: string; heading: string | RegExp };

export const docsRoutes: RouteCheck[] = walk(path.join(siteDir, 'docs')).map((file) => {
  const rel = path.relative(path.join(siteDir, 'docs'), file).replace(/\.mdx?$/, '');
  const slug = rel.endsWith('index') ? rel.slice(0, -'index'.length) : `${rel}/`;
  return { path: `/docs/${slug}`, heading: frontMatter(file).title };
});

export const blogRoutes: RouteCheck[] = walk(path.join(siteDir, 'blog')).map((file) => {
  const fm = frontMatter(file);
  const fromName = path.basename(file).replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}-/, '');
  return { path: `/blog/${fm.slug ?? fromName}/`, heading: fm.title };
});

/** The site's fixed routes, with the heading each shows. */
export const specRoutes: RouteCheck[] = [
  { path: '/', heading: /Super fast atomic styles/ },
  { path: '/playground/', heading: /playground/i },
  { path: '/search/', heading: /search/i },
  { path: '/blog/', heading: 'StyleX blog' },
  { path: '/blog/archive/', heading: 'Archive' },
  { path: '/blog/tags/', heading: 'Tags' },
  { path: '/blog/tags/announcement/', heading: /tagged with "Announcement"/i },
  { path: '/blog/tags/release/', heading: /tagged with "Release"/i },
  { path: '/docs/', heading: 'StyleX documentation' },
  ...[
    'introducing-stylex',
    'v0.4.1',
    'v0.5.0',
    'v0.6.1',
    'v0.7.0',
    'v0.7.3',
    'v0.8.0',
    'v0.9.3',
    'v0.10.0',
    'v0.10.1',
  ].map((slug) => ({ path: `/blog/${slug}/`, heading: /\S/ })),
];

/** Every page the site must have under /docs/. */
export const specDocs = [
  '/docs/api/',
  ...['babel-plugin', 'dev-runtime', 'eslint-plugin'].map((p) => `/docs/api/configuration/${p}/`),
  ...['attrs', 'create', 'createTheme', 'defineVars', 'firstThatWorks', 'keyframes', 'props', 'types'].map(
    (p) => `/docs/api/javascript/${p}/`,
  ),
  ...['StaticStyles', 'StyleXStyles', 'StyleXStylesWithout', 'Theme', 'VarGroup'].map(
    (p) => `/docs/api/types/${p}/`,
  ),
  '/docs/learn/',
  ...['acknowledgements', 'ecosystem', 'installation', 'static-types', 'thinking-in-stylex'].map(
    (p) => `/docs/learn/${p}/`,
  ),
  ...[
    'context-driven-styles',
    'descendant-styles',
    'light-dark-themes',
    'merge-themes',
    'reset-themes',
    'variants',
  ].map((p) => `/docs/learn/recipes/${p}/`),
  '/docs/learn/styling-ui/defining-styles/',
  '/docs/learn/styling-ui/using-styles/',
  ...['creating-themes', 'defining-variables', 'using-variables', 'variable-types'].map(
    (p) => `/docs/learn/theming/${p}/`,
  ),
];
