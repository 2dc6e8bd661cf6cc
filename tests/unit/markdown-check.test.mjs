/**
 * The Markdown check the build runs before it bundles anything
 * (src/plugins/markdown-check, src/markdown/check.mjs), on small bad pages
 * in tests/unit/fixtures/markdown-check/: each fails naming its file, line
 * and what is wrong. The plugin test runs the build's own hook on them.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMarkdown } from '../../src/markdown/check.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import { FENCE_WORDS } from '../../src/markdown/fence.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(siteDir, 'tests/unit/fixtures/markdown-check');
const fixture = (name) => path.join(fixtures, `${name}.mdx`);

/** latin1.mdx as a Latin-1 file: each é one byte (0xE9), not UTF-8. */
function latin1Copy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-check-'));
  const file = path.join(dir, 'latin1.mdx');
  fs.writeFileSync(file, Buffer.from(fs.readFileSync(fixture('latin1'), 'utf8'), 'latin1'));
  return file;
}

/** The problems of the pages as `name:line:column message`. */
function problemsOf(names, options = {}) {
  const pages = names.map((name) => ({ file: fixture(name), route: `/docs/${name}/` }));
  return checkMarkdown({ pages, complete: [{ folder: '/docs/' }, { folder: '/blog/', except: ['page', 'tags'] }], ...options }).map(
    (p) => `${path.basename(p.file, '.mdx')}:${p.line}:${p.column} ${p.message}`,
  );
}

test('an MDX syntax error names the file, line and column, in every tool that parses the page', () => {
  assert.throws(
    () => codeBlocks(fixture('syntax-error')),
    (error) => {
      assert.match(error.message, /^tests\/unit\/fixtures\/markdown-check\/syntax-error\.mdx:9:70: the MDX does not parse: Unexpected end of file in expression/);
      assert.match(error.message, /write `\\\{` or put it in backticks/);
      return true;
    },
  );
  assert.deepEqual(problemsOf(['syntax-error']).map((p) => p.split(' the MDX')[0]), ['syntax-error:9:70']);
});

test('a file that is not UTF-8 fails at its first such character, instead of showing U+FFFD', () => {
  const file = latin1Copy();
  try {
    assert.throws(() => codeBlocks(file), /latin1\.mdx:7:53: the file is not UTF-8 text \(byte 0xE9 here\)/);
    const [problem, ...others] = checkMarkdown({ pages: [{ file, route: '/docs/latin1/' }] });
    assert.equal(others.length, 0);
    assert.deepEqual([problem.line, problem.column], [7, 53]);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  assert.deepEqual(checkMarkdown({ pages: [{ file: fixture('latin1'), route: '/docs/latin1/' }] }), [], 'the same text in UTF-8 passes');
});

test('an unclosed code fence fails at its opening line', () => {
  // The ```` block's ``` line does not close it: the rest of the page would be its code.
  assert.deepEqual(problemsOf(['unclosed-fence']), [
    'unclosed-fence:15:1 this code fence (````) is never closed, so the rest of the page would become its code: add a closing ```` line after the code',
  ]);
  // Inside a tab it also leaves the JSX open, which the parser reports; the fence is named with it.
  const inTabs = problemsOf(['unclosed-fence-in-tabs']);
  assert.equal(inTabs.length, 2);
  assert.match(inTabs[0], /^unclosed-fence-in-tabs:10:1 this code fence \(```\) is never closed/);
  assert.match(inTabs[1], /^unclosed-fence-in-tabs:8:3 the MDX does not parse: Expected a closing tag for `<TabItem>`/);
});

test('a word of a fence that nothing reads fails, listing the words there are', () => {
  const problems = problemsOf(['fence-words']);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /^fence-words:7:1 "previw" is not a word a code fence may hold \(did you mean "preview"\?\)/);
  assert.match(problems[1], /^fence-words:13:1 "no-compil" is not a word a code fence may hold \(did you mean "no-compile"\?\)/);
  for (const word of FENCE_WORDS) assert.ok(problems[0].includes(word), `the message lists ${word}`);
});

test('a link to a page or heading that does not exist fails at its line', () => {
  assert.deepEqual(problemsOf(['links', 'target'], { routes: ['/playground/'] }), [
    'links:18:9 links to #no-such-heading on this page, which has no heading or element with that id',
    'links:18:46 links to /docs/no-such-page/, which is not a page of the site',
    'links:19:1 links to #no-such-section on /docs/target/, which has no heading or element with that id',
    'links:19:51 links to /blog/v9.9.9/, which is not a page of the site',
    'links:20:1 links to the file ./missing.mdx, which is not a page of the site',
    'links:20:35 links to /docs/gone/, which is not a page of the site',
  ]);
});

test('the build runs the check on every Markdown page of the loaded content, before bundling', async () => {
  const { default: markdownCheckPlugin } = loadTs(path.join(siteDir, 'src/plugins/markdown-check/index.ts'));
  const plugin = markdownCheckPlugin({ siteDir, baseUrl: '/' });
  const permalink = (name) => `/docs/${name}/`;
  const docs = (names) => ({
    loadedVersions: [{ path: '/docs', tagsPath: '/docs/tags', docs: names.map((name) => ({ source: `@site/tests/unit/fixtures/markdown-check/${name}.mdx`, permalink: permalink(name), tags: [] })) }],
  });
  const allContent = (names) => ({
    'docusaurus-plugin-content-docs': { default: docs(names) },
    'docusaurus-plugin-content-blog': { default: { blogPosts: [], blogTags: {}, blogTagsListPath: '/blog/tags' } },
    'docusaurus-plugin-content-pages': { default: [{ type: 'jsx', permalink: '/playground/', source: '@site/src/pages/playground.tsx' }] },
  });
  // allContentLoaded runs after the content plugins load and before Docusaurus bundles or renders anything.
  assert.equal(typeof plugin.allContentLoaded, 'function');
  await plugin.allContentLoaded({ allContent: allContent(['target', 'latin1']), actions: {} });
  await assert.rejects(
    () => plugin.allContentLoaded({ allContent: allContent(['links', 'target', 'fence-words', 'unclosed-fence', 'syntax-error']), actions: {} }),
    (error) => {
      const lines = error.message.split('\n');
      assert.match(lines[0], /^\[markdown-check\] 10 problems in the Markdown sources:$/);
      assert.ok(lines.includes('tests/unit/fixtures/markdown-check/links.mdx:18:46: links to /docs/no-such-page/, which is not a page of the site'), error.message);
      assert.ok(lines.some((line) => line.startsWith('tests/unit/fixtures/markdown-check/fence-words.mdx:7:1: "previw"')), error.message);
      assert.ok(lines.some((line) => line.startsWith('tests/unit/fixtures/markdown-check/unclosed-fence.mdx:15:1: this code fence')), error.message);
      assert.ok(lines.some((line) => line.startsWith('tests/unit/fixtures/markdown-check/syntax-error.mdx:9:70: the MDX does not parse')), error.message);
      return true;
    },
  );
});
