#!/usr/bin/env node
/**
 * The maintainer's loop (`npm run bench:dev`): this site's dev server
 * (`docusaurus start`) against plain Docusaurus with the same content
 * (scripts/bench-baseline.mjs scaffolds it), measured in the same run, in
 * headless Chromium (Debian's, never a downloaded one):
 *
 * - ready: from starting the server until the docs page shows its title;
 * - MDX edit: from saving a new paragraph in that page's MDX until the page
 *   open in the browser shows it (hot reload), median of --edits edits, the
 *   two sites' edits taking turns so a busy moment hits both alike;
 * - StyleX edit (ours only; plain has none): from saving a new declaration
 *   in a theme component's `stylex.create` until the page applies it.
 *
 * Every edited file is restored when the run ends, also on failure or
 * Ctrl-C. Prints a table with ours/plain ratios; writes
 * bench-results/bench-dev.json and each server's output
 * (bench-results/bench-dev-<site>.log; with DOCUSAURUS_PERF_LOGGER=true it
 * times every plugin step).
 *
 *   npm run bench:dev                       # warm caches, 5 edits each
 *   npm run bench:dev -- --edits 9 --cold   # caches cleared before each start
 *   npm run bench:dev -- --no-baseline      # ours only
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { prepareBaseline } from './bench-baseline.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { values: options } = parseArgs({
  options: {
    edits: { type: 'string', default: '5' },
    page: { type: 'string', default: 'docs/learn/styling-ui/defining-styles.mdx' },
    route: { type: 'string', default: '/docs/learn/styling-ui/defining-styles/' },
    port: { type: 'string', default: process.env.BENCH_DEV_PORT ?? '3701' },
    'baseline-port': { type: 'string', default: process.env.BENCH_DEV_BASELINE_PORT ?? '3702' },
    baseline: { type: 'boolean', default: true },
    cold: { type: 'boolean', default: false },
    timeout: { type: 'string', default: '180' },
  },
  allowNegative: true,
});
const edits = Number(options.edits);
const timeoutMs = Number(options.timeout) * 1000;

const log = (...args) => console.error('[bench:dev]', ...args);
const seconds = (ms) => (ms / 1000).toFixed(2);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A StyleX edit a maintainer might make: one more declaration in the
 * breadcrumbs' action bar, checked on the "Copy page" button's parent.
 */
const STYLEX_EDIT = {
  file: 'src/theme/DocBreadcrumbs/PageActions.tsx',
  anchor: '  bar: {\n',
  line: (n) => `    paddingTop: ${n},\n`,
  applied: async (page, n) =>
    page.waitForFunction(
      (px) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Copy page'));
        return button && getComputedStyle(button.parentElement).paddingTop === px;
      },
      `${n}px`,
      { polling: 'raf', timeout: timeoutMs },
    ),
};

// Edited files and their original text, put back however the run ends.
const originals = new Map();
function editFile(file, change) {
  if (!originals.has(file)) originals.set(file, fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, change(originals.get(file)));
}
function restoreFiles() {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  originals.clear();
}

const servers = [];
function stopServers() {
  for (const child of servers) {
    // The dev server runs in its own process group: stop it with its workers.
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  }
}
function cleanUp() {
  restoreFiles();
  stopServers();
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/**
 * CPU seconds used so far by the processes of a process group (the dev
 * server and its workers), from /proc: on a busy machine, a steadier
 * measure of the work an edit costs than the time it takes.
 */
function cpuSeconds(group) {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Starts `docusaurus start` in `dir`; resolves once `route` shows its <h1>, with the time that took. */
async function startSite({ name, dir, cli, port, browser, cold }) {
  if (!(await portFree(port))) throw new Error(`port ${port} is taken: pass another with --port / --baseline-port`);
  if (cold) {
    // What `docusaurus clear` removes, plus the persistent caches of Rspack and babel-loader.
    for (const cache of ['.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(dir, cache), { recursive: true, force: true });
  }
  const output = [];
  const started = Date.now();
  const child = spawn(cli[0], [cli[1], 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, BROWSER: 'none', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
  const exited = new Promise((_, reject) =>
    child.on('exit', (code) => reject(new Error(`${name}: the dev server exited (${code}):\n${output.join('').slice(-3000)}`))),
  );
  exited.catch(() => {});

  const page = await browser.newPage();
  const url = `http://127.0.0.1:${port}${options.route}`;
  const load = async () => {
    // The dev server accepts connections before its first compilation and
    // answers page requests once that is done: wait for an answer outside
    // the browser, then load the page in it.
    for (;;) {
      if (Date.now() - started > timeoutMs) throw new Error(`${name}: not ready after ${options.timeout} s:\n${output.join('').slice(-3000)}`);
      const ok = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await sleep(100);
    }
    await page.goto(url, { timeout: timeoutMs });
    await page.locator('article h1').first().waitFor({ timeout: timeoutMs });
    return Date.now() - started;
  };
  const ready = await Promise.race([load(), exited]);
  const readyCpu = cpuSeconds(child.pid);
  log(`${name}: ready in ${seconds(ready)} s (${readyCpu.toFixed(1)} s CPU)`);
  return { name, dir, page, ready, readyCpu, output, exited, cpu: () => cpuSeconds(child.pid) };
}

/**
 * Saves an edit; resolves with the time until `visible` resolves in the open
 * page, and the CPU time the server spent on it until it is quiet again.
 */
async function timeEdit(site, file, change, visible) {
  const cpuBefore = site.cpu();
  const started = Date.now();
  editFile(file, change);
  await Promise.race([visible(site.page), site.exited]);
  const time = Date.now() - started;
  await settle(site);
  return { time, cpu: site.cpu() - cpuBefore };
}

/** Waits until the server has been quiet (no new output, no pending rebuild) for a moment. */
async function settle(site, quietMs = 1500) {
  let seen = -1;
  while (seen !== site.output.length) {
    seen = site.output.length;
    await sleep(quietMs);
  }
}

async function mdxEdit(site, n) {
  const file = path.join(site.dir, options.page);
  const marker = `Bench edit ${n} ${Math.random().toString(36).slice(2, 8)}`;
  const result = await timeEdit(
    site,
    file,
    (text) => `${text.trimEnd()}\n\n${marker}\n`,
    (page) => page.getByText(marker, { exact: true }).waitFor({ timeout: timeoutMs }),
  );
  log(`${site.name}: MDX edit ${n}: ${seconds(result.time)} s (${result.cpu.toFixed(2)} s CPU)`);
  return result;
}

async function stylexEdit(site, n) {
  const file = path.join(site.dir, STYLEX_EDIT.file);
  const result = await timeEdit(
    site,
    file,
    (text) => {
      if (!text.includes(STYLEX_EDIT.anchor)) throw new Error(`${STYLEX_EDIT.file} has no ${JSON.stringify(STYLEX_EDIT.anchor)} to edit`);
      return text.replace(STYLEX_EDIT.anchor, STYLEX_EDIT.anchor + STYLEX_EDIT.line(n));
    },
    (page) => STYLEX_EDIT.applied(page, n),
  );
  log(`${site.name}: StyleX edit ${n}: ${seconds(result.time)} s (${result.cpu.toFixed(2)} s CPU)`);
  return result;
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const sites = [];
  try {
    const ours = { name: 'ours', dir: siteDir, cli: [process.execPath, path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')], port: Number(options.port) };
    let plain;
    if (options.baseline) {
      const baseline = prepareBaseline(siteDir);
      plain = { name: 'plain', dir: baseline.dir, cli: baseline.cli, port: Number(options['baseline-port']), label: baseline.label };
    }
    // One server starts at a time, so neither's start competes with the other's.
    for (const site of [ours, plain].filter(Boolean)) {
      sites.push(await startSite({ ...site, browser, cold: options.cold }));
      await settle(sites.at(-1));
    }
    const [oursSite, plainSite] = sites;

    const results = {
      ours: { ready: oursSite.ready, readyCpu: oursSite.readyCpu, mdx: [], stylex: [] },
      plain: plainSite && { ready: plainSite.ready, readyCpu: plainSite.readyCpu, mdx: [] },
    };
    for (let n = 1; n <= edits; n += 1) {
      for (const site of sites) results[site.name].mdx.push(await mdxEdit(site, n));
    }
    // Back to the page as it was before the StyleX edits.
    restoreFiles();
    for (const site of sites) await settle(site);
    for (let n = 1; n <= edits; n += 1) results.ours.stylex.push(await stylexEdit(oursSite, n));

    const fmt = (value, unit) => (value === undefined ? '–' : `${unit === 'ms' ? seconds(value) : value.toFixed(2)} s`);
    const row = (label, ours, plainValue, unit = 'ms') =>
      `| ${label} | ${fmt(ours, unit)} | ${fmt(plainValue, unit)} | ${plainValue === undefined ? '–' : `${(ours / plainValue).toFixed(2)}×`} |`;
    const med = (list, key) => list && median(list.map((entry) => entry[key]));
    const table = [
      `Dev server, ${options.route} (${options.cold ? 'cold caches' : 'warm caches'}; edits: median of ${edits}; CPU: the server's, until it is quiet again)`,
      '',
      `| | ours | ${plain ? plain.label : 'plain'} | ours/plain |`,
      '| --- | ---: | ---: | ---: |',
      row('ready', results.ours.ready, results.plain?.ready),
      row('ready, CPU', results.ours.readyCpu, results.plain?.readyCpu, 's'),
      row('MDX edit', med(results.ours.mdx, 'time'), med(results.plain?.mdx, 'time')),
      row('MDX edit, CPU', med(results.ours.mdx, 'cpu'), med(results.plain?.mdx, 'cpu'), 's'),
      row('StyleX edit', med(results.ours.stylex, 'time'), undefined),
      row('StyleX edit, CPU', med(results.ours.stylex, 'cpu'), undefined, 's'),
    ].join('\n');
    console.log(table);
    const outDir = path.join(siteDir, 'bench-results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'bench-dev.json'), `${JSON.stringify({ date: new Date().toISOString(), options, results }, null, 2)}\n`);
  } finally {
    // Each server's output, also after a failure (DOCUSAURUS_PERF_LOGGER=true times each plugin step).
    const outDir = path.join(siteDir, 'bench-results');
    fs.mkdirSync(outDir, { recursive: true });
    for (const site of sites) fs.writeFileSync(path.join(outDir, `bench-dev-${site.name}.log`), site.output.join(''));
    cleanUp();
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
