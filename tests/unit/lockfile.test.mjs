/**
 * package-lock.json pins every package `npm ci` may install to the registry's
 * hash of it, other platforms' optional native binaries included (those
 * scripts/complete-lockfile.mjs records for the registry that lacks them):
 * an entry without `integrity` is installed on its platform without a check
 * against the lockfile.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(fs.readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8'));

test('every package of package-lock.json has the registry\u2019s integrity', () => {
  const entries = Object.entries(lock.packages).filter(([key, pkg]) => key !== '' && !pkg.link);
  assert.ok(entries.length > 1000, `expected the whole tree, found ${entries.length} entries`);
  const unchecked = entries.filter(([, pkg]) => !/^sha512-[A-Za-z0-9+/]{86}==$/.test(pkg.integrity ?? '')).map(([key, pkg]) => `${key}@${pkg.version}`);
  assert.deepEqual(unchecked, [], 'run `node scripts/complete-lockfile.mjs`; it names any version the registry has no metadata for');
});

test('the optional platform binaries are in the lockfile for every platform', () => {
  // npm ci refuses a lockfile that lacks an optional dependency of a package in it.
  const resolves = (key, dep) => {
    // Node's lookup: the package's own node_modules, then each folder above it.
    for (let dir = key; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
      if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
      if (!dir) return false;
    }
  };
  const missing = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
      if (!resolves(key, dep)) missing.push(`${dep} (of ${key || 'the site'})`);
    }
  }
  assert.deepEqual(missing, []);
});
