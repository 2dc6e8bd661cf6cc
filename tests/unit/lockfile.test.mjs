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

/** Whether `dep`, required by the entry at `key`, is in `lockfile`. */
const resolverOf = (lockfile) => (key, dep) => {
  // Node's lookup: the package's own node_modules, then each folder above it.
  for (let dir = key; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    if (lockfile.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
    if (!dir) return false;
  }
};

test('every package of package-lock.json has the registry\u2019s integrity', () => {
  const entries = Object.entries(lock.packages).filter(([key, pkg]) => key !== '' && !pkg.link);
  assert.ok(entries.length > 1000, `expected the whole tree, found ${entries.length} entries`);
  const unchecked = entries.filter(([, pkg]) => !/^sha512-[A-Za-z0-9+/]{86}==$/.test(pkg.integrity ?? '')).map(([key, pkg]) => `${key}@${pkg.version}`);
  assert.deepEqual(unchecked, [], 'run `node scripts/complete-lockfile.mjs`; it names any version the registry has no metadata for');
});

test('the install stays within its budget of lockfile entries (budgets.json)', () => {
  const { lockfileEntries } = JSON.parse(fs.readFileSync(path.join(siteDir, 'budgets.json'), 'utf8')).install;
  const count = Object.keys(lock.packages).filter((key) => key !== '').length;
  assert.ok(
    count <= lockfileEntries,
    `package-lock.json has ${count} entries, over the budget of ${lockfileEntries}: ` +
      'a new dependency (is it needed, or does an installed one do the job?) or a lost override (UPGRADING.md)',
  );
});

test('the optional platform binaries are in the lockfile for every platform', () => {
  // npm ci refuses a lockfile that lacks an optional dependency of a package in it.
  const resolves = resolverOf(lock);
  const missing = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    for (const dep of Object.keys(pkg.optionalDependencies ?? {})) {
      if (!resolves(key, dep)) missing.push(`${dep} (of ${key || 'the site'})`);
    }
  }
  assert.deepEqual(missing, []);
});

test('bench/package-lock.json holds the whole tree of bench/package.json, with integrity', () => {
  // The benchmarks run `npm ci` in bench/ on first use (bench/index.mjs),
  // which refuses a lockfile out of step with its package.json.
  const benchLock = JSON.parse(fs.readFileSync(path.join(siteDir, 'bench/package-lock.json'), 'utf8'));
  const benchPackage = JSON.parse(fs.readFileSync(path.join(siteDir, 'bench/package.json'), 'utf8'));
  assert.deepEqual(benchLock.packages[''].dependencies, benchPackage.dependencies);
  const resolves = resolverOf(benchLock);
  const missing = [];
  for (const [key, pkg] of Object.entries(benchLock.packages)) {
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) {
      if (!resolves(key, dep)) missing.push(`${dep} (of ${key || 'bench'})`);
    }
    if (key && !/^sha512-[A-Za-z0-9+/]{86}==$/.test(pkg.integrity ?? '')) missing.push(`integrity of ${key}`);
    // A dist-tag ("latest") moves with every release, and npm ci then finds
    // the lockfile out of step: bench/package.json's overrides pin each one.
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const [dep, spec] of Object.entries(pkg.dependencies ?? {})) {
      if (/^[A-Za-z]/.test(spec) && !/^(npm|file|git|https?):/.test(spec) && !benchPackage.overrides?.[name]?.[dep]) {
        missing.push(`an override of ${name}'s ${dep}@${spec}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'run `npm install --package-lock-only` in bench/');
});
