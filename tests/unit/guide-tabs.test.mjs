/**
 * The package-manager tabs of every installation guide, read as the
 * integration suite reads them (tests/integration/lib/guide-mdx.mjs), checked
 * without installing anything: the suite runs only some tabs of some guides,
 * so what it cannot run here must at least say the same thing in every tab.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANAGERS, guideExcerpts, guideListings, guideSteps, packagesOf, savesExact } from '../integration/lib/guide-mdx.mjs';
import { guides } from '../integration/guides.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(siteDir, 'docs/learn/installation');
// A page about a package not yet published has no steps to follow (the suite checks its claim).
const unpublished = new Set(guides.filter((g) => g.unpublished).map((g) => path.basename(g.page)));
const pages = fs.readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx' && !unpublished.has(f));

test('every installation guide is followed by the integration suite', () => {
  const followed = new Set(guides.map((g) => path.basename(g.page)));
  const all = fs.readdirSync(dir).filter((f) => f.endsWith('.mdx') && f !== 'index.mdx');
  assert.deepEqual(all.filter((f) => !followed.has(f)), [], 'pages with no entry in tests/integration/guides.mjs');
});
// Yarn 1 installs no peer dependencies; the unplugin's is added in its tab.
const YARN_PEER = 'unplugin@^2.3.11';
// A framework's scaffolder, run through each package manager.
const SCAFFOLD = /^(npm create|pnpm create|yarn create|bun create|(npx (--yes )?|pnpm dlx |bunx )(create-|sv@))/;

for (const page of pages) {
  const steps = guideSteps(path.join(dir, page));

  test(`${page}: "What you should see" quotes what the build writes or a command prints`, () => {
    const excerpts = guideExcerpts(path.join(dir, page));
    assert.ok(excerpts.length > 0, 'at least one block titled "<path> (excerpt)" or "Terminal (excerpt)"');
    for (const excerpt of excerpts) assert.ok(excerpt.code.trim() !== '', `the excerpt at line ${excerpt.line} is not empty`);
  });

  test(`${page}: a listing of a build folder lists files, one a line`, () => {
    for (const { folder, entries, line } of guideListings(path.join(dir, page))) {
      assert.ok(entries.length, `${folder} at line ${line} lists something`);
      for (const { entry } of entries) {
        assert.ok(!/\s/.test(entry) && !entry.startsWith('/') && !entry.split('/').includes('..'), `line ${line}: "${entry}" is a relative path`);
      }
    }
  });

  test(`${page}: package.json is created before anything is installed`, () => {
    const pkg = steps.findIndex((s) => s.kind === 'file' && s.path === 'package.json');
    const install = steps.findIndex((s) => s.kind === 'commands');
    assert.ok(install !== -1, 'the page has package-manager tabs');
    const first = steps[install];
    if (Object.values(first.byManager).every((commands) => SCAFFOLD.test(commands[0]))) {
      // The framework's scaffolder writes package.json; pasting one whole
      // afterwards would erase what it and the install recorded.
      assert.equal(install, 0, 'the scaffolder is the first step');
      assert.equal(pkg, -1, 'a scaffolded project keeps its own package.json');
      return;
    }
    assert.ok(pkg !== -1, 'the page shows package.json');
    assert.ok(pkg < install, 'package.json comes before the first install, which records packages in it');
  });

  test(`${page}: every tab installs the same packages`, () => {
    for (const step of steps.filter((s) => s.kind === 'commands')) {
      assert.deepEqual(Object.keys(step.byManager).sort(), [...MANAGERS].sort(), `line ${step.line}: a tab per manager`);
      const installs = (manager) =>
        step.byManager[manager].map((command) => ({
          packages: packagesOf(command).sort(),
          dev: /\s(--save-dev|-D|-d|--dev)(\s|$)/.test(command),
          exact: savesExact(command),
        }));
      const npm = installs('npm');
      for (const manager of MANAGERS) {
        const expected =
          manager === 'yarn'
            ? npm.map((i) =>
                i.packages.includes('@stylexjs/unplugin') ? { ...i, packages: [...i.packages, YARN_PEER].sort() } : i,
              )
            : npm;
        assert.deepEqual(installs(manager), expected, `line ${step.line}: the ${manager} tab matches the npm tab`);
      }
    }
  });
}
