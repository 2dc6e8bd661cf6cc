#!/usr/bin/env node
/**
 * The npm registry reachable from our build machines lacks some other
 * platforms' optional binaries (e.g. @swc/core-darwin-arm64). `npm install`
 * skips them and leaves them out of package-lock.json, and `npm ci` then
 * refuses the lockfile as out of sync. This records each missing optional
 * platform package with its os/cpu constraints, so `npm ci` accepts the
 * lockfile and, on Linux x64, skips them without fetching anything.
 *
 * Each entry it records gets the `integrity` the registry publishes for that
 * version (`npm view <name>@<version> dist.integrity`), so that `npm ci` on
 * those platforms checks the native code it installs against the lockfile,
 * as it does for every other package. A version whose metadata the registry
 * does not have cannot be checked: the script names it and exits with an
 * error (choose a version whose binaries the registry has, with `overrides`).
 * tests/unit/lockfile.test.mjs fails on any entry without `integrity`.
 *
 * Run it after every `npm install` that changes the lockfile.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));

function platformOf(name) {
  const found = ['darwin', 'win32', 'windows', 'freebsd', 'linux', 'android', 'openbsd', 'sunos', 'aix', 'netbsd'].find(
    (o) => name.includes(o),
  );
  const os = found === 'windows' ? 'win32' : found;
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) =>
    new RegExp(`[-/]${c}(?:$|-)`).test(name),
  );
  if (!os || !cpu) return null;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [name.includes('musl') ? 'musl' : 'glibc'];
  return entry;
}

/** The registry's integrity of one published version, or null when it has no such version. */
function publishedIntegrity(name, version) {
  try {
    const out = execFileSync('npm', ['view', `${name}@${version}`, 'dist.integrity', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out ? JSON.parse(out) : null;
  } catch {
    return null;
  }
}

/** Whether the package at `key` finds `dep` in the lockfile, looking up the folders as Node does. */
function resolvesTo(key, dep) {
  for (let dir = key; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${dep}`]) return true;
    if (!dir) return false;
  }
}

let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolvesTo(key, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added += 1;
  }
}

// Every entry without an integrity: the ones recorded above, and any an
// earlier run recorded before this step existed.
const unverified = [];
let verified = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  if (key === '' || pkg.link || pkg.integrity) continue;
  const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const integrity = publishedIntegrity(name, pkg.version);
  if (!integrity) {
    unverified.push(`${name}@${pkg.version}`);
    continue;
  }
  // npm's own order of an entry's fields: version, then integrity.
  const { version, ...rest } = pkg;
  lock.packages[key] = { version, integrity, ...rest };
  verified += 1;
}

fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} optional platform package(s) missing from the registry; added the registry's integrity to ${verified}`);
if (unverified.length > 0) {
  console.error(
    `The registry has no metadata for these versions, so their lockfile entries have no integrity and \`npm ci\` would install them unchecked:\n  ${unverified.join('\n  ')}\n` +
      'Pin the package that depends on them (package.json "overrides") to a version whose platform binaries the registry has, then run this again.',
  );
  process.exitCode = 1;
}
