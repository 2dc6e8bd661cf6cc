/**
 * The packages only the benchmarks use (./package.json: Lighthouse,
 * chrome-launcher, MiniSearch) stay out of the site's install, so `npm ci`
 * and CI never fetch them. The benchmark scripts load them through
 * benchImport(), which installs them with `npm ci` in this folder on first
 * use, and again after bench/package-lock.json changes.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const lockfile = path.join(benchDir, 'package-lock.json');
// npm writes its copy of the lockfile into node_modules when an install
// completes: without it, or older than the lockfile, the folder is stale.
const installedLock = path.join(benchDir, 'node_modules', '.package-lock.json');

/** Installs bench/'s packages unless the installed ones match its lockfile. */
export function installBenchPackages() {
  if (fs.existsSync(installedLock) && fs.statSync(installedLock).mtimeMs >= fs.statSync(lockfile).mtimeMs) return;
  console.error('Installing the benchmark packages of bench/package.json (npm ci in bench/)…');
  // npm's output goes to stderr: stdout is the benchmark's report.
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: benchDir, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) {
    throw new Error(`npm ci in ${benchDir} failed (${result.error?.message ?? `exit code ${result.status}`})`);
  }
}

/** import() of a package of bench/package.json (or a file of one), installing them first if needed. */
export async function benchImport(specifier) {
  installBenchPackages();
  return import(specifier);
}

/** The path of a file inside a package of bench/package.json, installing them first if needed. */
export function benchPackageFile(name, file) {
  installBenchPackages();
  return path.join(benchDir, 'node_modules', name, file);
}
