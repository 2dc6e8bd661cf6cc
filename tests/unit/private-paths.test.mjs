/**
 * Files of src/ that name a private `lib/` or `dist/` path of a dependency
 * (`@docusaurus/core/lib/…`, `infima/dist/…`, a regular expression over such
 * a path, or a `'lib'` segment given to `path.join`). Every such path is one
 * more thing an upgrade can move, so they stay in a few files, each listed
 * in the ledger (UPGRADING.md): the bundle-shaping table resolves its
 * targets through one helper that fails naming the row, and the other code
 * uses the packages' public exports.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MOST_FILES = 3;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(m|c)?(j|t)sx?$|\.css$/.test(entry.name) ? [full] : [];
  });
}

const installed = (name) => fs.existsSync(path.join(siteDir, 'node_modules', name, 'package.json'));

/**
 * The private paths `text` names: `<package>/lib/…` or `<package>/dist/…`
 * where `<package>` is an installed package (so `tests/lib/` is not one),
 * written as a path or as a regular expression (`[\\/]`), and `'lib'` or
 * `'dist'` as a path segment of its own.
 */
export function privatePaths(text) {
  const flat = text.replaceAll('[\\\\/]', '/').replaceAll('\\/', '/');
  const found = [];
  for (const match of flat.matchAll(/((?:@[\w.-]+\/)?[\w.-]+)\/(lib|dist)\/(?:[\w.*-]+\/)*[\w.*-]*/g)) {
    if (installed(match[1])) found.push(match[0]);
  }
  for (const match of flat.matchAll(/(['"])(lib|dist)\1/g)) found.push(match[0]);
  return found;
}

test('privatePaths finds specifiers, regular expressions and path segments', () => {
  assert.deepEqual(privatePaths("import '@docsearch/css/dist/button.css';"), ['@docsearch/css/dist/button.css']);
  assert.deepEqual(privatePaths(String.raw`test: /[\\/]infima[\\/]dist[\\/]css[\\/]/`), ['infima/dist/css/']);
  assert.deepEqual(privatePaths("path.join(dir, 'lib', 'index.js')"), ["'lib'"]);
  assert.deepEqual(privatePaths('Shared with tests/lib/built-site.mjs and src/lib/x.ts'), []);
});

test(`at most ${MOST_FILES} files of src/ name a private lib/ or dist/ path, each listed in UPGRADING.md`, () => {
  const ledger = fs.readFileSync(path.join(siteDir, 'UPGRADING.md'), 'utf8');
  const naming = sourceFiles(path.join(siteDir, 'src'))
    .map((file) => ({ file: path.relative(siteDir, file), paths: privatePaths(fs.readFileSync(file, 'utf8')) }))
    .filter(({ paths }) => paths.length > 0);
  const list = naming.map(({ file, paths }) => `  ${file}: ${[...new Set(paths)].join(', ')}`).join('\n');
  assert.ok(
    naming.length <= MOST_FILES,
    `${naming.length} files name private paths of dependencies (at most ${MOST_FILES}); route them through ` +
      `src/plugins/bundle-shaping/rows.ts or a public export:\n${list}`,
  );
  const unlisted = naming.filter(({ file }) => !ledger.includes(file));
  assert.deepEqual(unlisted.map(({ file }) => file), [], `files naming private paths but missing from UPGRADING.md:\n${list}`);
});
