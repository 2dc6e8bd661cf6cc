#!/usr/bin/env node
/**
 * The npm registry reachable from our build machines lacks some other
 * platforms' optional binaries (e.g. @swc/core-darwin-arm64). `npm install`
 * skips them and leaves them out of package-lock.json, and `npm ci` then
 * refuses the lockfile as out of sync. This records each missing optional
 * platform package with its os/cpu constraints, so `npm ci` accepts the
 * lockfile and, on Linux x64, skips them without fetching anything.
 * Run it after every `npm install` that changes the lockfile.
 */
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

let added = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const base = key === '' ? 'node_modules' : `${key}/node_modules`;
    const candidates = [`${base}/${dep}`, `node_modules/${dep}`];
    if (candidates.some((c) => lock.packages[c])) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[`node_modules/${dep}`] = { version, optional: true, ...platform };
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`recorded ${added} optional platform package(s) missing from the registry`);
