#!/usr/bin/env node
/**
 * `npm run upgrade:stylex -- <version>`: moves every `@stylexjs/*` package
 * of package.json to `version` and prints what the docs must revisit, the
 * release checklist of a maintainer. Needs the npm registry.
 *
 * 1. Records the state of the docs with the installed StyleX, in a process
 *    of its own: every sample of docs/ and blog/ compiled (status, CSS, JS),
 *    the hashes the docs pages quote that their samples do not compile to,
 *    and the type and lint markers that fail (tests/lib/claims/).
 * 2. Sets the versions in package.json, runs `npm install`, then
 *    `node scripts/complete-lockfile.mjs`.
 * 3. Records the same in a fresh process (the new compiler), and prints
 *    the difference: per page, the samples whose status, CSS or JS changed
 *    (and whether only class-name hashes did); quoted hashes that no longer
 *    occur; markers that now fail; then the version claims to revisit (the
 *    version-facts check against the registry, and every line of the docs
 *    and site that names the old version as the current one), and the
 *    commands to run next.
 *
 *   npm run upgrade:stylex -- 0.19.1
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDir } from '../../src/site-dir.mjs';
import { STYLEX_HASH } from '../../tests/lib/claims/quoted-hashes.mjs';
import { installedManifest } from './versions.mjs';

const rel = (file) => path.relative(siteDir, file);
const log = (message) => console.error(`[upgrade:stylex] ${message}`);
const stateDir = path.join(siteDir, 'node_modules/.cache/upgrade-stylex');

/** Every fact about the samples that an upgrade of the compiler can change, for the record. */
async function record(file) {
  const { collectPages, compilePage, cssFor } = await import('../../src/plugins/sample-output/code-samples.mjs');
  const { compiledHashes, staleQuotedHashes } = await import('../../tests/lib/claims/quoted-hashes.mjs');
  const { quotedOutputs } = await import('../../tests/lib/claims/quoted-output.mjs');
  const { typecheckPage } = await import('../../tests/lib/claims/typecheck.mjs');
  const { lintClaims, lintPage } = await import('../../tests/lib/claims/lint-claims.mjs');
  const pages = {};
  for (const page of collectPages()) {
    const results = compilePage(page);
    const samples = results.map((r) => ({
      line: r.block.line,
      label: `${r.block.lang}${r.block.fence.title ? ` ${r.block.fence.title}` : ''}`,
      status: r.status,
      message: r.message?.split('\n')[0].replaceAll(r.block.absPath, r.block.virtualPath),
      js: r.ok ? r.code : undefined,
      css: r.ok ? cssFor(r.rules) : undefined,
    }));
    const isDocs = rel(page).startsWith('docs');
    const compiled = compiledHashes(results);
    const staleHashes = isDocs ? [...staleQuotedHashes(page, compiled), ...quotedOutputs(page, compiled).problems] : [];
    const markers = [...typecheckPage(page).diagnostics, ...lintPage(page).problems, ...(await lintClaims(page)).problems];
    pages[rel(page)] = { samples, staleHashes, markers };
  }
  const compiler = installedManifest('@stylexjs/babel-plugin').version;
  fs.writeFileSync(file, JSON.stringify({ compiler, pages }));
}

if (process.argv[2] === '--record') {
  await record(process.argv[3]);
  process.exit(0);
}

const target = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!target) {
  console.error('Usage: npm run upgrade:stylex -- <version>   (e.g. 0.19.1)');
  process.exit(2);
}

function run(command, args, what) {
  log(what);
  const result = spawnSync(command, args, { cwd: siteDir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}`);
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status})`);
  }
  return result.stdout;
}

/** Records the samples' state in a fresh Node.js process, so that the compiler installed now is the one loaded. */
function recordFresh(name) {
  const file = path.join(stateDir, `${name}.json`);
  run(process.execPath, [fileURLToPath(import.meta.url), '--record', file], `compiling every sample with the installed StyleX (${name})`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** package.json with every @stylexjs/* version set to `version` (the text edited in place: its layout stays). */
function bump(version) {
  const file = path.join(siteDir, 'package.json');
  const text = fs.readFileSync(file, 'utf8');
  const bumped = [];
  const next = text.replace(/^(\s*)"(@stylexjs\/[\w.-]+)": "([^"]+)"/gm, (_, indent, name, was) => {
    bumped.push({ name, was });
    return `${indent}"${name}": "${version}"`;
  });
  fs.writeFileSync(file, next);
  return bumped;
}

// --- comparing two records

/** Lines of `after` not in `before`, and of `before` not in `after` (as multisets). */
function lineChanges(before = '', after = '') {
  const count = (text) => text.split('\n').reduce((m, line) => m.set(line, (m.get(line) ?? 0) + 1), new Map());
  const [a, b] = [count(before), count(after)];
  let added = 0;
  let removed = 0;
  for (const [line, n] of b) added += Math.max(0, n - (a.get(line) ?? 0));
  for (const [line, n] of a) removed += Math.max(0, n - (b.get(line) ?? 0));
  return added + removed === 0 ? 'same lines, new order' : `+${added} −${removed} lines`;
}

function sampleChange(was, now) {
  if (!was) return `new sample (${now.status})`;
  if (!now) return 'sample gone';
  const parts = [];
  if (was.status !== now.status) parts.push(`${was.status} → ${now.status}${now.message ? `: ${now.message}` : ''}`);
  else if (was.message !== now.message) parts.push(`message changed: ${now.message}`);
  const changed = ['css', 'js'].filter((kind) => was[kind] !== now[kind] && now[kind] !== undefined && was[kind] !== undefined);
  if (changed.length > 0) {
    const hashesOnly = changed.every((kind) => was[kind].replace(STYLEX_HASH, 'x…') === now[kind].replace(STYLEX_HASH, 'x…'));
    parts.push(
      `${changed.map((kind) => `${kind.toUpperCase()} (${lineChanges(was[kind], now[kind])})`).join(', ')} changed${hashesOnly ? ', class-name hashes only' : ''}`,
    );
  }
  return parts.join('; ');
}

function compare(before, after) {
  const out = [];
  const changedPages = [];
  let changedSamples = 0;
  let samples = 0;
  for (const [page, now] of Object.entries(after.pages)) {
    const was = before.pages[page] ?? { samples: [], staleHashes: [], markers: [] };
    const byLine = new Map(was.samples.map((s) => [s.line, s]));
    const lines = [];
    for (const sample of now.samples) {
      samples += 1;
      const change = sampleChange(byLine.get(sample.line), sample);
      byLine.delete(sample.line);
      if (change) lines.push(`    :${sample.line} [${sample.label}] ${change}`);
    }
    for (const gone of byLine.values()) lines.push(`    :${gone.line} [${gone.label}] sample gone`);
    if (lines.length > 0) {
      changedSamples += lines.length;
      changedPages.push(page);
      out.push(`  ${page}`, ...lines);
    }
  }
  const newly = (key) =>
    Object.entries(after.pages).flatMap(([page, now]) => now[key].filter((p) => !(before.pages[page]?.[key] ?? []).includes(p)));
  const fixed = (key) =>
    Object.entries(before.pages).flatMap(([page, was]) => was[key].filter((p) => !(after.pages[page]?.[key] ?? []).includes(p)));
  return { out, changedPages, changedSamples, samples, staleHashes: newly('staleHashes'), markers: newly('markers'), fixedMarkers: fixed('markers'), fixedHashes: fixed('staleHashes') };
}

// --- version claims

/** The words before a version that make it history ("since 0.18.3"), not a statement about today's StyleX. */
const HISTORY = /\b(since|added in|changed in|introduced in|new in|restored in|renamed in|removed in|deprecated in|shipped in|came back in|turned (?:off|on) in|before|until|up to|from)\s+(?:`?@stylexjs\/[\w-]+`?\s+)?(?:version\s+)?v?$/i;

/** A table column headed like this holds history too ("| Since |"). */
const HISTORY_COLUMN = /^(since|added|introduced|new in)\b/i;

/** Whether the version at `index` of `text` is history: after a HISTORY word, as "0.18.3+", or in a "Since" column. */
function isHistory(text, index, length, header) {
  if (HISTORY.test(text.slice(0, index)) || text[index + length] === '+') return true;
  const column = text.slice(0, index).split('|').length - 2;
  return header !== undefined && text.trimStart().startsWith('|') && HISTORY_COLUMN.test(header[column] ?? '');
}

/** Lines of the docs, the site's code and the README that name `version` as the current one. */
function currentVersionLines(version) {
  const escaped = version.replaceAll('.', '\\.');
  const pattern = new RegExp(`(?<![\\w.])v?${escaped}(?![\\w]|\\.\\d)`, 'g');
  const files = [
    ...fs.readdirSync(path.join(siteDir, 'docs'), { recursive: true }).map((f) => path.join('docs', f)),
    ...fs.readdirSync(path.join(siteDir, 'src'), { recursive: true }).map((f) => path.join('src', f)),
    'README.md',
  ].filter((f) => /\.(mdx?|tsx?|mjs|js)$/.test(f) && fs.statSync(path.join(siteDir, f)).isFile());
  const found = [];
  for (const file of files.sort()) {
    const lines = fs.readFileSync(path.join(siteDir, file), 'utf8').split('\n');
    let header;
    lines.forEach((text, i) => {
      if (!text.trimStart().startsWith('|')) header = undefined;
      else if (/^\s*\|\s*:?-/.test(lines[i + 1] ?? '')) header = text.split('|').slice(1).map((cell) => cell.trim());
      const current = [...text.matchAll(pattern)].filter((m) => !isHistory(text, m.index, m[0].length, header));
      if (current.length > 0) found.push(`${file}:${i + 1} ${text.trim().slice(0, 140)}`);
    });
  }
  return found;
}

// --- the run

const from = installedManifest('@stylexjs/babel-plugin').version;
fs.mkdirSync(stateDir, { recursive: true });
const before = recordFresh('before');
const bumped = bump(target);
run('npm', ['install'], `npm install (${bumped.map((b) => b.name).join(', ')} → ${target})`);
run(process.execPath, ['scripts/complete-lockfile.mjs'], 'node scripts/complete-lockfile.mjs');
const after = recordFresh('after');
const result = compare(before, after);

log('node scripts/check-version-facts.mjs (the registry)');
const facts = spawnSync(process.execPath, ['scripts/check-version-facts.mjs'], { cwd: siteDir, encoding: 'utf8' });
const oldLines = currentVersionLines(from);

const report = [];
report.push(`StyleX ${from} → ${after.compiler}: ${bumped.map((b) => `${b.name} ${b.was}`).join(', ')} set to ${target} in package.json`);
report.push('', `Compiled output: ${result.changedSamples} of ${result.samples} samples changed, on ${result.changedPages.length} pages`, ...(result.out.length ? result.out : ['  none']));
report.push('', `Quoted hashes that no longer occur (the page quotes output its samples no longer compile to): ${result.staleHashes.length}`, ...result.staleHashes.map((p) => `  ${p}`));
if (result.fixedHashes.length) report.push(`  (and ${result.fixedHashes.length} stale before that now hold)`);
report.push('', `Type and lint markers that now fail: ${result.markers.length}`, ...result.markers.map((p) => `  ${p}`));
if (result.fixedMarkers.length) report.push(`  Failing before, holding now: ${result.fixedMarkers.length}`, ...result.fixedMarkers.map((p) => `    ${p}`));
report.push(
  '',
  'Version claims to revisit',
  '  tests/unit/version-facts.json against the registry (node scripts/check-version-facts.mjs):',
  ...`${facts.stdout}${facts.stderr}`.trim().split('\n').map((line) => `    ${line}`),
  `  Lines that name ${from} as the current version: ${oldLines.length}`,
  ...oldLines.map((line) => `    ${line}`),
);
report.push(
  '',
  'Next:',
  ...result.changedPages.filter((p) => p.startsWith('docs')).map((p) => `  node scripts/check-samples.mjs ${p} --css`),
  '  node scripts/check-version-facts.mjs --write   (if the published lists differ; then a fact row for each new "since")',
  '  node --test tests/unit/code-samples.test.mjs tests/unit/version-claims.test.mjs tests/unit/api-coverage.test.mjs tests/unit/home-examples.test.mjs',
  '  npm run build:test && node --test tests/build/sample-output.test.mjs tests/build/budgets.test.mjs',
  '  npm test',
);
console.log(report.join('\n'));
