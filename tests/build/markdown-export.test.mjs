/**
 * The docs for programs (src/plugins/post-build/markdown-export), read from build/:
 *
 * - every indexable docs page and blog post of sitemap.xml has a Markdown
 *   twin at its path with `.md`;
 * - every link of /llms.txt resolves to a built file, and every docs page and
 *   post is listed there;
 * - /llms-full.txt holds the Learn and API pages in the order llms.txt lists
 *   them (the sidebars' order);
 * - the Markdown is Markdown: parsed with remark, it has no HTML/JSX nodes and
 *   no `import`/`export` statements outside code blocks, code blocks keep their
 *   language and title, tables stay tables, and the site's test markers are
 *   gone.
 *
 * Run after `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { assertBuilt, buildDir, buildFiles, contentRoutes as listContentRoutes } from '../lib/built-site.mjs';

assertBuilt();

const siteUrl = 'https://stylexjs.com';
const read = (rel) => fs.readFileSync(path.join(buildDir, rel), 'utf8');

const contentRoutes = listContentRoutes();
const twinOf = (route) => `${route.slice(1).replace(/\/$/, '')}.md`;
const twins = contentRoutes.map(twinOf);
const parse = (markdown) => unified().use(remarkParse).use(remarkGfm).parse(markdown);

test('every docs page and post in sitemap.xml has a Markdown twin', () => {
  assert.ok(contentRoutes.some((r) => r.startsWith('/docs/api/')), 'the sitemap lists API pages');
  assert.ok(contentRoutes.some((r) => r.startsWith('/blog/v')), 'the sitemap lists release posts');
  const files = new Set(buildFiles());
  assert.deepEqual(twins.filter((twin) => !files.has(twin)), []);
  assert.ok(files.has('docs/api/javascript/create.md'));
});

test('every link of llms.txt resolves, and every page and post is listed', () => {
  const llms = read('llms.txt');
  assert.match(llms, /^# StyleX\n\n> .+/);
  for (const section of ['## Learn', '## API', '## Blog', '## Optional']) assert.ok(llms.includes(`\n${section}\n`), section);
  const links = [...llms.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
  const internal = links.filter((href) => href.startsWith(siteUrl));
  assert.ok(internal.length > 50, `llms.txt links the pages (${internal.length} links)`);
  const missing = internal.filter((href) => !fs.existsSync(path.join(buildDir, new URL(href).pathname)));
  assert.deepEqual(missing, []);
  const listed = new Set(internal.map((href) => new URL(href).pathname.slice(1)));
  assert.deepEqual(twins.filter((twin) => !listed.has(twin)), [], 'pages missing from llms.txt');
  // Every entry has its one-line description.
  const entries = llms.split('\n').filter((line) => /^\s*- \[/.test(line));
  assert.deepEqual(entries.filter((line) => !/\]\([^)]+\): \S/.test(line)), []);
});

test('llms-full.txt holds every Learn and API page in sidebar order', () => {
  const llms = read('llms.txt');
  const sidebarOrder = [...llms.split('\n## Blog')[0].matchAll(/\]\((https:[^)]+\.md)\)/g)].map((m) =>
    `${m[1].replace(/\.md$/, '')}/`,
  );
  const full = read('llms-full.txt');
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
  assert.deepEqual(sources, sidebarOrder);
  const docsPages = contentRoutes.filter((r) => r.startsWith('/docs/')).map((r) => `${siteUrl}${r}`);
  assert.deepEqual(docsPages.filter((url) => !sources.includes(url)), []);
  // Each page follows its source line with its own title heading.
  const afterSource = [...full.matchAll(/^Source: \S+\n\n(.*)$/gm)].map((m) => m[1]);
  assert.deepEqual(afterSource.filter((line) => !line.startsWith('# ')), []);
});

test('the Markdown twins are real Markdown', () => {
  const problems = [];
  for (const twin of twins) {
    const markdown = read(twin);
    const tree = parse(markdown);
    if (tree.children[0]?.type !== 'heading' || tree.children[0].depth !== 1) problems.push(`${twin}: no title heading`);
    visit(tree, (node) => {
      if (node.type === 'html') problems.push(`${twin}: HTML/JSX left over: ${node.value.slice(0, 60)}`);
      if (node.type === 'paragraph') {
        const first = node.children[0];
        if (first?.type === 'text' && /^(import\s.*\sfrom\s['"]|import\s['"]|export\s+(default|const|function)\b)/.test(first.value)) {
          problems.push(`${twin}: statement outside code: ${first.value.slice(0, 60)}`);
        }
      }
      if (node.type === 'code' && /\b(typechecks?|no-compile|compile-error|historical|no-output|type-error|lint-error|lint-clean)\b/.test(node.meta ?? '')) {
        problems.push(`${twin}: test marker in a fence: ${node.meta}`);
      }
    });
  }
  assert.deepEqual(problems, []);
});

test('code blocks keep their language and title, tables and tabs their content', () => {
  const atoms = parse(read('docs/api/javascript/atoms.md'));
  const codes = [];
  const tables = [];
  visit(atoms, 'code', (node) => codes.push(`${node.lang} ${node.meta ?? ''}`.trim()));
  visit(atoms, 'table', (node) => tables.push(node));
  assert.ok(codes.includes('tsx title="src/Badge.tsx"'), codes.join(' | '));
  // The sample's compiled CSS follows it, as its CSS tab shows on the page.
  assert.ok(codes.includes('css title="CSS"'), codes.join(' | '));
  assert.ok(tables.length >= 1 && tables[0].children.length > 3, 'the syntax table is a table');

  const unplugin = read('docs/api/configuration/unplugin.md');
  assert.match(unplugin, /\*\*npm\*\*\n\n```bash\nnpm install --save-dev @stylexjs\/unplugin\n```/);
  assert.match(unplugin, /\*\*pnpm\*\*/);
  // Admonitions become quotes that keep their kind and title; links become absolute.
  const defineVars = read('docs/api/javascript/defineVars.md');
  assert.match(defineVars, /> \*\*Warning: Setting a variable in `create` does not update the variables derived from it\*\*/);
  assert.match(defineVars, /\]\(https:\/\/stylexjs\.com\/docs\/api\/javascript\/createTheme\.md\)/);
  // A post loses its truncate marker and its front matter.
  const post = read('blog/v0.18.0.md');
  assert.doesNotMatch(post, /truncate|^slug:|^authors:/m);
});
