/**
 * The components of src/theme/ ejected from a Docusaurus theme are copies of
 * its code: an upgrade must compare each with the package's new version
 * (`npm run upgrade:check -- <version>` prints which changed). So each says
 * where it came from ("Ejected from <package>", no version), that upstream
 * file exists in the installed package, and UPGRADING.md lists every one of
 * them and no other.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { siteDir } from '../../src/site-dir.mjs';
import { ejectedComponents, ejectedLedgerProblems } from '../../scripts/upgrade/ejected.mjs';
import { packageDir } from '../../scripts/upgrade/versions.mjs';

const components = ejectedComponents();
const ledger = fs.readFileSync(path.join(siteDir, 'UPGRADING.md'), 'utf8');

test('every ejected component names its package, not a version, and the file it came from is installed', () => {
  assert.ok(components.length >= 7, `only ${components.length} ejected components found: is the header still read?`);
  const problems = [];
  for (const { file, pkg, upstream, rest } of components) {
    if (/^\s*v?\d+\.\d+/.test(rest)) problems.push(`${file}: the header names a version ("${rest.trim()}"); the installed one is package.json's`);
    let dir;
    try {
      dir = packageDir(pkg);
    } catch {
      problems.push(`${file}: ${pkg} is not installed`);
      continue;
    }
    if (!fs.existsSync(path.join(dir, upstream))) problems.push(`${file}: ${pkg} has no ${upstream} to compare it with`);
  }
  assert.deepEqual(problems, []);
});

test('UPGRADING.md lists every ejected component, and no other', () => {
  assert.deepEqual(ejectedLedgerProblems(components, ledger), []);
});

test('a component the ledger leaves out, or one it lists that is not ejected, is named', () => {
  const [first, ...others] = components;
  const text = [
    '## Ejected components',
    '',
    '| Ours | Upstream |',
    '| --- | --- |',
    ...others.map((c) => `| \`${c.file}\` | \`${c.pkg}/${c.upstream}\` |`),
    '| `src/theme/Footer/index.tsx` | `@docusaurus/theme-classic/src/theme/Footer/index.tsx` |',
    '',
    '## Next',
  ].join('\n');
  assert.deepEqual(ejectedLedgerProblems(components, text), [
    `${first.file} is ejected but UPGRADING.md does not list it`,
    'UPGRADING.md lists src/theme/Footer/index.tsx, which has no "Ejected from" header',
  ]);
});
