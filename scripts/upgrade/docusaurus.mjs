#!/usr/bin/env node
/**
 * `npm run upgrade:check -- <version>`: what moving the site to another
 * Docusaurus version must compare, before anything is installed. Needs the
 * npm registry. It unpacks the target's `@docusaurus/*` packages (those
 * package.json names and the ones they depend on, `npm pack`) into
 * node_modules/.cache/upgrade-check/<version>/, where they stay for the diff
 * commands it prints, and reports:
 *
 * - each ejected component of src/theme/ (scripts/upgrade/ejected.mjs):
 *   whether its upstream file, or another file of its upstream folder,
 *   changed between the installed version and the target;
 * - each patch of a Docusaurus package: whether it applies to the target's
 *   files as `postinstall` would apply it (patch-package's own hunk
 *   matching), and whether its markers are then there;
 * - each private module and bundle-shaping row of UPGRADING.md's ledger,
 *   checked against the target by the dependency contracts
 *   (tests/lib/dependency-contracts.mjs); a package not unpacked there is
 *   the site's own;
 * - what changed in the packages' engines, peer dependencies and
 *   dependencies on packages the site pins itself.
 *
 *   npm run upgrade:check -- 4.0.0-canary-6808
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { siteDir } from '../../src/site-dir.mjs';
import { assertPatched, ledgerChecks, PATCH_MARKERS } from '../../tests/lib/dependency-contracts.mjs';
import { ejectedComponents } from './ejected.mjs';
import { listPatches, PATCHES_DIR } from './patches.mjs';
import { DOCUSAURUS_VERSION, installedManifest, packageDir } from './versions.mjs';

const require = createRequire(import.meta.url);

const target = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!target) {
  console.error('Usage: npm run upgrade:check -- <docusaurus version>   (e.g. 4.0.0-canary-6808)');
  process.exit(2);
}

const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
const declared = { ...manifest.dependencies, ...manifest.devDependencies };
const cacheDir = path.join(siteDir, 'node_modules/.cache/upgrade-check', target);
const tarballs = path.join(cacheDir, 'tarballs');
const rel = (file) => path.relative(siteDir, file);
const log = (message) => console.error(`[upgrade:check] ${message}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return result;
}

// --- the target's packages, unpacked as an installed tree would hold them

/** Downloads `specs` (name@version) into the tarball folder; returns the names the registry does not have. */
function pack(specs) {
  const wanted = specs.filter((spec) => !fs.existsSync(path.join(tarballs, tarballName(spec))));
  if (wanted.length === 0) return [];
  const batch = run('npm', ['pack', ...wanted, '--json', '--pack-destination', tarballs], { cwd: tarballs });
  if (batch.status === 0) return [];
  // One missing package fails the whole batch: ask for each on its own.
  return wanted.filter((spec) => run('npm', ['pack', spec, '--pack-destination', tarballs], { cwd: tarballs }).status !== 0);
}

const nameOf = (spec) => spec.slice(0, spec.lastIndexOf('@'));
const tarballName = (spec) => `${nameOf(spec).replace(/^@/, '').replace('/', '-')}-${spec.slice(spec.lastIndexOf('@') + 1)}.tgz`;
const targetRoot = cacheDir;
const targetDir = (name) => path.join(targetRoot, 'node_modules', name);

function unpackTarget() {
  fs.mkdirSync(tarballs, { recursive: true });
  fs.rmSync(path.join(targetRoot, 'node_modules'), { recursive: true, force: true });
  const core = run('npm', ['view', `@docusaurus/core@${target}`, 'version']);
  if (core.status !== 0 || core.stdout.trim() !== target) {
    throw new Error(`the registry has no @docusaurus/core ${target}:\n${core.stderr.trim()}`);
  }
  const named = [
    ...Object.keys(declared),
    ...ejectedComponents().map((c) => c.pkg),
    ...listPatches().map((p) => p.pkg),
  ].filter((name) => name.startsWith('@docusaurus/'));
  const seen = new Set();
  const missing = [];
  let wave = [...new Set(named)].map((name) => `${name}@${target}`);
  while (wave.length > 0) {
    wave.forEach((spec) => seen.add(nameOf(spec)));
    const absent = pack(wave);
    missing.push(...absent.map(nameOf));
    const next = new Set();
    for (const spec of wave.filter((s) => !absent.includes(s))) {
      const dir = targetDir(nameOf(spec));
      fs.mkdirSync(dir, { recursive: true });
      const tar = run('tar', ['-xzf', path.join(tarballs, tarballName(spec)), '-C', dir, '--strip-components=1']);
      if (tar.status !== 0) throw new Error(`could not unpack ${spec}: ${tar.stderr}`);
      // The versions npm installed inside the package (not hoisted) stay its own.
      const nested = path.join(siteDir, 'node_modules', nameOf(spec), 'node_modules');
      if (fs.existsSync(nested)) fs.symlinkSync(nested, path.join(dir, 'node_modules'));
      const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      for (const [dep, range] of Object.entries(dependencies)) {
        if (!dep.startsWith('@docusaurus/') || seen.has(dep)) continue;
        // Docusaurus pins its own packages; a range is taken at the target's version.
        next.add(`${dep}@${/^\d/.test(range) ? range : target}`);
      }
    }
    wave = [...next];
  }
  return { unpacked: [...seen].filter((name) => !missing.includes(name)).sort(), missing };
}

// --- ejected components

/** Lines added and removed between two files (`diff -u`), or null when they are the same. */
function diffSize(a, b) {
  const { status, stdout } = run('diff', ['-u', a, b]);
  if (status === 0) return null;
  const lines = stdout.split('\n');
  return {
    added: lines.filter((l) => l.startsWith('+') && !l.startsWith('+++')).length,
    removed: lines.filter((l) => l.startsWith('-') && !l.startsWith('---')).length,
  };
}

const filesUnder = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort() : [];

function ejectedReport() {
  const lines = [];
  let changed = 0;
  for (const { file, pkg, upstream } of ejectedComponents()) {
    const before = path.join(packageDir(pkg), upstream);
    const after = path.join(targetDir(pkg), upstream);
    let status;
    if (!fs.existsSync(targetDir(pkg))) status = `${pkg} ${target} could not be fetched`;
    else if (!fs.existsSync(after)) status = `REMOVED upstream: ${pkg} ${target} has no ${upstream}`;
    else {
      const size = diffSize(before, after);
      status = size ? `CHANGED (+${size.added} −${size.removed} lines)` : 'unchanged';
    }
    if (status !== 'unchanged') changed += 1;
    lines.push(`  ${file}: ${status}`);
    if (status.startsWith('CHANGED')) lines.push(`      diff -u ${rel(before)} ${rel(after)}`);
    // The rest of the folder it was ejected from: a changed sibling (styles, a subcomponent) matters too.
    const beforeDir = path.dirname(before);
    const afterDir = path.dirname(after);
    const siblings = [...new Set([...filesUnder(beforeDir), ...filesUnder(afterDir)])].filter(
      (f) => f !== path.basename(upstream) && !/\.d\.ts$/.test(f),
    );
    for (const sibling of siblings) {
      const a = path.join(beforeDir, sibling);
      const b = path.join(afterDir, sibling);
      if (!fs.existsSync(afterDir)) continue;
      if (!fs.existsSync(a)) lines.push(`      new upstream beside it: ${sibling}`);
      else if (!fs.existsSync(b)) lines.push(`      removed upstream beside it: ${sibling}`);
      else {
        const size = diffSize(a, b);
        if (size) lines.push(`      changed beside it: ${sibling} (+${size.added} −${size.removed}): diff -u ${rel(a)} ${rel(b)}`);
      }
    }
  }
  return { lines, changed };
}

// --- patches

/**
 * Applies each patch of a Docusaurus package to the target's files, in
 * order, with patch-package's own parser and hunk matching (what
 * `postinstall` runs; its private modules, as its CLI has no dry run).
 */
function patchReport() {
  const { parsePatchFile } = require('patch-package/dist/patch/parse');
  const { executeEffects } = require('patch-package/dist/patch/apply');
  const lines = [];
  let failing = 0;
  const failedIn = new Set();
  for (const patch of listPatches()) {
    const label = `${patch.pkg.replace('@docusaurus/', '')} ${patch.order} ${patch.concern}`;
    if (!patch.pkg.startsWith('@docusaurus/')) {
      lines.push(`  ${label}: not a Docusaurus package (${patch.pkg} ${patch.version} stays)`);
      continue;
    }
    if (!fs.existsSync(targetDir(patch.pkg))) {
      lines.push(`  ${label}: ${patch.pkg} ${target} could not be fetched`);
      failing += 1;
      continue;
    }
    const after = failedIn.has(patch.pkg) ? ' (after an earlier patch of the package failed)' : '';
    const effects = parsePatchFile(fs.readFileSync(path.join(PATCHES_DIR, patch.file), 'utf8'));
    try {
      executeEffects(effects, { dryRun: true, cwd: targetRoot, bestEffort: false });
      executeEffects(effects, { dryRun: false, cwd: targetRoot, bestEffort: false });
    } catch (error) {
      failing += 1;
      failedIn.add(patch.pkg);
      const message = String(error.message).split('\n')[0];
      const hunk = /Cannot apply hunk (\d+) for file (\S+)/.exec(message);
      const reason = hunk
        ? `hunk ${Number(hunk[1]) + 1} of ${path.relative(path.join(targetRoot, 'node_modules'), path.resolve(hunk[2]))} no longer matches the target's code (${rel(path.resolve(hunk[2]))})`
        : message;
      lines.push(`  ${label}: DOES NOT APPLY${after}: ${reason}`);
      continue;
    }
    const entry = PATCH_MARKERS.find((e) => e.concern === patch.concern);
    try {
      if (entry) assertPatched(entry, patch.file, targetRoot);
      lines.push(`  ${label}: applies${entry ? ', its markers are there' : ''}${after}`);
    } catch (error) {
      failing += 1;
      lines.push(`  ${label}: applies, but ${error.message.split('\n')[0]}`);
    }
  }
  return { lines, failing };
}

// --- the ledger: private modules and bundle-shaping rows

async function ledgerReport() {
  const lines = [];
  let failing = 0;
  for (const check of ledgerChecks(targetRoot)) {
    try {
      await check.run();
      lines.push(`  ${check.name}: holds`);
    } catch (error) {
      failing += 1;
      const message = String(error.message).split('\n')[0].replaceAll(`${siteDir}/`, '');
      // The target's packages are unpacked, not installed: a dependency it adds is not there.
      const why = error.code === 'MODULE_NOT_FOUND' ? ' (a dependency of the target not installed here: the check runs again after `npm install`)' : '';
      lines.push(`  ${check.name}: FAILS: ${message}${why}`);
    }
  }
  return { lines, failing };
}

// --- engines, peer dependencies, dependencies the site pins too

/** Whether `version` is in `range` (prereleases count: Docusaurus canaries are). */
const satisfies = (version, range) => semver.satisfies(version, range, { includePrerelease: true });

/**
 * What changes in the target's engines, peer dependencies and dependencies
 * on packages the site pins itself, where it matters: the installed version
 * (for a peer, also the lowest one package.json allows) is outside the new
 * range. The rest is counted.
 */
function dependencyReport(unpacked) {
  const changes = new Map();
  let satisfied = 0;
  const note = (key, pkg) => changes.set(key, [...(changes.get(key) ?? []), pkg.replace('@docusaurus/', '')]);
  for (const pkg of unpacked) {
    let before = {};
    let from = siteDir;
    try {
      before = installedManifest(pkg);
      from = packageDir(pkg);
    } catch {
      // a package the installed version does not have
    }
    const after = JSON.parse(fs.readFileSync(path.join(targetDir(pkg), 'package.json'), 'utf8'));
    const node = after.engines?.node;
    if (node && before.engines?.node !== node) {
      const minimum = semver.minVersion(manifest.engines.node).version;
      if (!satisfies(process.version, node) || !satisfies(minimum, node)) {
        note(`engines.node: ${before.engines?.node ?? '-'} → ${node} (the site's engines: ${manifest.engines.node}; this machine: ${process.version})`, pkg);
      } else satisfied += 1;
    }
    for (const field of ['peerDependencies', 'dependencies']) {
      for (const [dep, range] of Object.entries(after[field] ?? {})) {
        if (dep.startsWith('@docusaurus/') || before[field]?.[dep] === range) continue;
        // A dependency matters here when the site pins the same package itself.
        const pinned = manifest.overrides?.[dep] ?? declared[dep];
        if (field === 'dependencies' && !pinned) continue;
        let installed;
        try {
          installed = installedManifest(dep, from).version;
        } catch {
          installed = undefined;
        }
        // The site's own copy must meet a peer range from the lowest version package.json allows.
        const lowest = field === 'peerDependencies' && pinned && semver.validRange(pinned) ? semver.minVersion(pinned)?.version : undefined;
        const fits = installed !== undefined && satisfies(installed, range) && (lowest === undefined || satisfies(lowest, range));
        if (fits) {
          satisfied += 1;
          continue;
        }
        const kind = field === 'peerDependencies' ? 'peer' : 'dependency';
        const site = manifest.overrides?.[dep] ? `overrides ${pinned}` : pinned ? `package.json ${pinned}` : 'not in package.json';
        note(`${kind} ${dep}: ${before[field]?.[dep] ?? '-'} → ${range} (installed ${installed ?? 'none'}; ${site})`, pkg);
      }
    }
  }
  return { lines: [...changes].map(([change, pkgs]) => `  ${change}\n      in ${pkgs.join(', ')}`), satisfied };
}

// --- the report

const installed = installedManifest('@docusaurus/core').version;
log(`fetching the @docusaurus packages of ${target} into ${rel(cacheDir)}`);
let unpacked;
try {
  unpacked = unpackTarget();
} catch (error) {
  console.error(`[upgrade:check] ${error.message}`);
  process.exit(1);
}
const ejected = ejectedReport();
const patches = patchReport();
log('running the dependency contracts against the target');
const ledger = await ledgerReport();
const dependencies = dependencyReport(unpacked.unpacked);

const out = [];
out.push(`Docusaurus ${installed} (installed; package.json pins ${DOCUSAURUS_VERSION}) → ${target}`);
out.push(`The target's packages: ${rel(path.join(targetRoot, 'node_modules'))} (${unpacked.unpacked.length} unpacked)`);
if (unpacked.missing.length > 0) out.push(`Not on the registry at ${target}: ${unpacked.missing.join(', ')}`);
out.push('', `Ejected components: ${ejected.changed} of ${ejectedComponents().length} to compare with their new upstream file`, ...ejected.lines);
out.push('', `Patches: ${patches.failing} to port`, ...patches.lines);
out.push('', `Ledger (private modules and bundle-shaping rows of UPGRADING.md): ${ledger.failing} failing`, ...ledger.lines);
const targetNode = JSON.parse(fs.readFileSync(path.join(targetDir('@docusaurus/core'), 'package.json'), 'utf8')).engines?.node;
if (ledger.failing > 0 && targetNode && !satisfies(process.version, targetNode)) {
  out.push(`  (the target needs Node.js ${targetNode}; a check that loads its code may fail on this machine's ${process.version} for that alone)`);
}
out.push(
  '',
  `Engines and dependencies the installed versions do not meet: ${dependencies.lines.length} (${dependencies.satisfied} more changed range${dependencies.satisfied === 1 ? '' : 's'} they meet)`,
  ...(dependencies.lines.length ? dependencies.lines : ['  none']),
);
out.push(
  '',
  'Next (UPGRADING.md, "How to upgrade"):',
  `  set every @docusaurus/* of package.json to ${target}; npm install; node scripts/complete-lockfile.mjs`,
  '  node scripts/upgrade/rename-patches.mjs && npx patch-package --error-on-fail --error-on-warn',
  '  node --test tests/unit/dependency-contracts.test.mjs tests/unit/ejected-components.test.mjs',
  '  PARTIAL_HYDRATION=off npm run build:test, then npm test',
);
console.log(out.join('\n'));
