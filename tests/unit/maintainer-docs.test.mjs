/**
 * The maintainers' documents are references, not diaries: every statement
 * should stay true as the code moves, which a commit hash, a date or a
 * hand-copied file name cannot promise. This test fails when one of them
 * names a commit or a date, a repository path or an `npm run` script that
 * does not exist, or links to a file or heading that is not there.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DOCS = ['README.md', 'ARCHITECTURE.md', 'TESTING.md', 'PERFORMANCE.md', 'UPGRADING.md', 'WRITING.md'];

/** The top-level folders of the repository a path in the docs can start with. */
const ROOTS = ['src', 'tests', 'scripts', 'docs', 'blog', 'static', 'patches', 'deploy', '.ci'];

const read = (doc) => fs.readFileSync(path.join(siteDir, doc), 'utf8');
/** The text outside fenced code blocks, line numbers kept (fences hold commands, not claims). */
const prose = (text) => text.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, (block) => block.replace(/[^\n]/g, ''));
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** Folders git ignores (build output, benchmark results): a link into one resolves after a run, not on a clone. */
const ignoredDirs = fs
  .readFileSync(path.join(siteDir, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.replace(/^\//, ''));
const isIgnored = (rel) => ignoredDirs.some((dir) => rel.startsWith(dir));

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** Commit hashes and dates in `text`: `{ line, found }` for each. */
export function diaryMarks(text, { isCommit = () => false } = {}) {
  const marks = [];
  for (const m of text.matchAll(/(?<![#\w-]|0x)[0-9a-f]{7,40}(?![\w-])/g)) {
    const run = m[0];
    const mixed = /\d/.test(run) && /[a-f]/.test(run);
    if (mixed || isCommit(run)) marks.push({ line: lineOf(text, m.index), found: `commit-like hash ${run}` });
  }
  // A date that starts a file name (`blog/2026-06-14-v0-19-0.mdx`) names the file, not a moment.
  for (const m of text.matchAll(/(?<![/\w-])\d{4}-\d{2}-\d{2}\b/g)) marks.push({ line: lineOf(text, m.index), found: `date ${m[0]}` });
  for (const m of text.matchAll(new RegExp(`\\b(?:${MONTHS})(?: \\d{1,2},)? \\d{4}\\b`, 'g'))) {
    marks.push({ line: lineOf(text, m.index), found: `date ${m[0]}` });
  }
  return marks;
}

/** Repository paths named in backticks: words starting with a top-level folder. */
export function namedPaths(text) {
  const paths = [];
  for (const span of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of span[1].split(/\s+/)) {
      const clean = word.replace(/[),;:.]+$/, '').replace(/#.*$/, '');
      if (!ROOTS.some((root) => clean.startsWith(`${root}/`))) continue;
      // Placeholders (`<name>`, `${id}`, `[hash]`, `{a,b}`, `…`) name a family, not one file.
      if (/[<>${}[\]…]|YYYY/.test(clean)) continue;
      paths.push({ line: lineOf(text, span.index), path: clean });
    }
  }
  return paths;
}

/** Whether `rel` exists; a `*` in its last segment must match at least one file. */
function exists(rel) {
  if (!rel.includes('*')) return fs.existsSync(path.join(siteDir, rel));
  const dir = path.dirname(rel);
  if (dir.includes('*') || !fs.existsSync(path.join(siteDir, dir))) return false;
  const pattern = new RegExp(`^${path.basename(rel).replace(/[.+?^()|\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return fs.readdirSync(path.join(siteDir, dir)).some((name) => pattern.test(name));
}

/** GitHub's anchors for the headings of a Markdown file. */
export function headingAnchors(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const m of prose(text).matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

function gitCommitCheck() {
  const probe = spawnSync('git', ['rev-parse', '--git-dir'], { cwd: siteDir, encoding: 'utf8' });
  if (probe.status !== 0) return () => false;
  return (run) => spawnSync('git', ['cat-file', '-e', `${run}^{commit}`], { cwd: siteDir }).status === 0;
}

test('the docs name no commit hash and no date', () => {
  const isCommit = gitCommitCheck();
  const found = DOCS.flatMap((doc) => diaryMarks(read(doc), { isCommit }).map((m) => `${doc}:${m.line}: ${m.found}`));
  assert.deepEqual(found, [], 'History lives in git; a figure lives in the output of the command that measures it.');
});

/** Installed packages a line names in backticks (`style-mod`): its paths may be inside them. */
function packagesOn(line) {
  return [...line.matchAll(/`(@?[\w.-]+(?:\/[\w.-]+)?)`/g)]
    .map((m) => m[1])
    .filter((name) => fs.existsSync(path.join(siteDir, 'node_modules', name, 'package.json')));
}

test('every repository path the docs name exists', () => {
  const missing = DOCS.flatMap((doc) => {
    const text = prose(read(doc));
    const lines = text.split('\n');
    return namedPaths(text)
      .filter(({ line, path: rel }) => {
        if (isIgnored(rel) || exists(rel)) return false;
        return !packagesOn(lines[line - 1]).some((name) => fs.existsSync(path.join(siteDir, 'node_modules', name, rel)));
      })
      .map(({ line, path: rel }) => `${doc}:${line}: ${rel}`);
  });
  assert.deepEqual(missing, []);
});

test('every npm script the docs run exists', () => {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const missing = DOCS.flatMap((doc) => {
    const text = read(doc);
    return [...text.matchAll(/npm run ([\w:.-]+)/g)]
      .filter((m) => !(m[1] in scripts))
      .map((m) => `${doc}:${lineOf(text, m.index)}: npm run ${m[1]}`);
  });
  assert.deepEqual(missing, []);
});

test('every link between the docs resolves, headings included', () => {
  const broken = [];
  for (const doc of DOCS) {
    // Inline code quotes Markdown (`[text](url)`) rather than linking.
    const text = prose(read(doc)).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const rel = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : doc;
      const where = `${doc}:${lineOf(text, m.index)}: ${target}`;
      if (isIgnored(rel)) continue;
      if (!fs.existsSync(path.join(siteDir, rel))) {
        broken.push(`${where} (no such file)`);
      } else if (anchor && rel.endsWith('.md') && !headingAnchors(read(rel)).has(anchor)) {
        broken.push(`${where} (no such heading)`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('the checks find what they look for', () => {
  assert.deepEqual(
    diaryMarks(
      'Measured on 2026-11-27 at `e2a0946`, in November 2026; the key 0x41c6ce57, colour #aabbccdd, 12345678 and `blog/2026-06-14-v0-19-0.mdx` pass.',
    ).map((m) => m.found),
    ['commit-like hash e2a0946', 'date 2026-11-27', 'date November 2026'],
  );
  assert.deepEqual(
    namedPaths('`src/a.ts`, `npm run x` and `node scripts/b.mjs <page.mdx>`; `tests/<name>.test.mjs` is a family.').map((p) => p.path),
    ['src/a.ts', 'scripts/b.mjs'],
  );
  assert.ok(headingAnchors('## Fixes on top of DocSearch 4.7\n## The benchmark: `npm run bench`').has('the-benchmark-npm-run-bench'));
  assert.ok(headingAnchors('## Fixes on top of DocSearch 4.7').has('fixes-on-top-of-docsearch-47'));
  assert.ok(exists('patches/*.patch') && !exists('patches/*+no-such-concern.patch'));
});
