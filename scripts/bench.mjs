#!/usr/bin/env node
/**
 * The site benchmark (`npm run bench`).
 *
 * 1. Build: a cold production build (caches cleared), timed (wall and CPU)
 *    with its peak memory; or, with --reuse, the existing build/.
 * 2. Serve build/ like a static host (scripts/serve.mjs: gzip, headers,
 *    HTTP/2 over TLS as Netlify, Vercel and Cloudflare serve it; the
 *    certificate is made for the run and Chromium told to trust it). With
 *    --http1, plain HTTP/1.1 instead, where every response carries its
 *    headers in full (the CSP alone is about 1.2 KB) and counts them as
 *    transfer.
 * 3. Per representative route:
 *    - bytes: JS loaded before the page is interactive (from the build, as
 *      tests/build/budgets.test.mjs counts it), raw and gzip; JS the page
 *      fetches afterwards (prefetched links, idle loads), measured in
 *      Chromium until the network is idle; CSS; HTML; request count;
 *    - Lighthouse (the `lighthouse` package of bench/package.json, installed
 *      on first use, driving Debian's Chromium, default mobile config): the
 *      median of --runs runs, its performance, accessibility, best-practices
 *      and SEO scores, FCP, LCP, TBT and CLS.
 * 4. Runs scripts/bench-search.mjs and scripts/bench-playground.mjs when
 *    they exist, and includes their output.
 *
 * Prints markdown tables and writes them to bench-results/bench.md, every
 * figure to bench-results/bench.json.
 *
 * Side by side (--baseline, --compare DIR): this site against plain
 * Docusaurus with the same content (scripts/bench-baseline.mjs builds it)
 * and/or any other built static site folder, every site served the same way
 * (scripts/serve.mjs, gzip), measured route by route in the same run with
 * the Lighthouse runs of the sites interleaved, so that a busy moment of the
 * machine hits them alike. Prints ours, theirs and the ratio for the
 * performance score, TBT, LCP, transfer and the JavaScript requested before
 * the load event; writes bench-results/compare.md and compare.json.
 *
 *   npm run bench                                # everything, 5 Lighthouse runs per route
 *   npm run bench -- --runs 1 --routes /,/blog/ --reuse --no-extra
 *   npm run bench -- --no-lighthouse             # bytes only, fast
 *   npm run bench -- --baseline --runs 3         # against plain Docusaurus
 *   npm run bench -- --reuse --compare ../other/dist/public --routes /docs/learn/
 *   npm run bench -- --baseline --ours /tmp/copy-of-build   # "ours" from another folder
 *   npm run bench -- --baseline --http1          # served over HTTP/1.1 (without TLS)
 *   npm run bench -- --baseline --throttling devtools   # measured under applied throttling
 *   npm run bench -- --build-only --baseline --runs 3   # cold build times only, against plain Docusaurus
 *
 * --throttling devtools: Lighthouse's default is "simulate": it loads the
 * page at full speed and computes the mobile figures from a model of that
 * load (Lantern). The model drops main-thread tasks under 10 ms from its
 * graph, so it cannot see that scripts which run in short tasks after the
 * first paint were not needed for it, and counts their download into LCP.
 * "devtools" applies the same mobile profile to the browser (4x slower CPU,
 * slow-4G latency and throughput) and measures the load as it happens:
 * slower to run and noisier, but no model in between. A cross-check, not
 * the default.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { localCertificate, serve } from './serve.mjs';
import { buildBaseline, prepareBaseline } from './bench-baseline.mjs';
import { median } from './bench-compare.mjs';
import { benchImport } from '../bench/index.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(siteDir, 'build');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const defaultRoutes = [
  '/',
  '/docs/learn/',
  '/docs/learn/styling-ui/defining-styles/',
  '/docs/api/javascript/create/',
  '/blog/',
  '/blog/v0.10.0/',
  '/playground/',
  '/search/?q=theme',
];

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    routes: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-extra': { type: 'boolean', default: false },
    baseline: { type: 'boolean', default: false },
    'build-only': { type: 'boolean', default: false },
    compare: { type: 'string', multiple: true, default: [] },
    ours: { type: 'string' },
    out: { type: 'string', default: path.join(siteDir, 'bench-results', 'bench.json') },
    http1: { type: 'boolean', default: false },
    throttling: { type: 'string', default: 'simulate' },
  },
});
if (!['simulate', 'devtools'].includes(options.throttling)) {
  console.error(`--throttling must be simulate or devtools, not ${options.throttling}`);
  process.exit(2);
}
/** How the Lighthouse runs were throttled, for the tables' headings. */
const throttlingLabel =
  options.throttling === 'simulate' ? 'Lighthouse mobile defaults' : 'Lighthouse mobile, throttling applied (devtools)';
/** HTTP/2 needs TLS in browsers: a certificate for this run, which Chromium trusts by its key's hash. */
const tls = options.http1 ? undefined : await localCertificate();
const trustFlags = tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : [];
const protocol = tls ? 'HTTP/2 over TLS' : 'HTTP/1.1';
const runs = Math.max(1, Number(options.runs));
const comparing = options.baseline || options.compare.length > 0;
/** Side by side: the docs and blog pages, which every peer built from our content has. */
const compareRoutes = [
  '/docs/learn/',
  '/docs/learn/thinking-in-stylex/',
  '/docs/learn/styling-ui/defining-styles/',
  '/docs/api/javascript/create/',
  '/blog/',
  '/blog/v0.19.0/',
];
const routes = options.routes
  ? options.routes.split(',').map((r) => r.trim())
  : comparing
    ? compareRoutes
    : defaultRoutes;
if (options.out === path.join(siteDir, 'bench-results', 'bench.json')) {
  if (options['build-only']) options.out = path.join(siteDir, 'bench-results', 'build.json');
  else if (comparing) options.out = path.join(siteDir, 'bench-results', 'compare.json');
}

const kib = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)}`);
const log = (...args) => console.error('[bench]', ...args);

// ---------------------------------------------------------------------------
// 1. Build
// ---------------------------------------------------------------------------

function parseTimeOutput(text) {
  const get = (label) => new RegExp(`${label}: (.+)`).exec(text)?.[1]?.trim();
  const wall = get('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)');
  const wallSeconds = wall
    ? wall
        .split(':')
        .map(Number)
        .reduce((total, part) => total * 60 + part, 0)
    : null;
  return {
    wallSeconds,
    userSeconds: Number(get('User time \\(seconds\\)')),
    systemSeconds: Number(get('System time \\(seconds\\)')),
    peakRssMiB: Number(get('Maximum resident set size \\(kbytes\\)')) / 1024,
  };
}

/** The Docusaurus CLI of this site, as `[node, script]`. */
const ourCli = [process.execPath, path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')];

/**
 * A cold production build of the site in `dir` (this one by default): its
 * build output and caches cleared, then built, timed (wall and, with
 * /usr/bin/time, CPU and peak memory).
 */
function coldBuild(dir = siteDir, [node, docusaurus] = ourCli) {
  for (const entry of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const haveTime = fs.existsSync('/usr/bin/time');
  log(`cold build of ${path.basename(dir)} (${haveTime ? '/usr/bin/time -v' : 'wall clock only'})…`);
  const started = process.hrtime.bigint();
  const result = haveTime
    ? spawnSync('/usr/bin/time', ['-v', node, docusaurus, 'build'], { cwd: dir, encoding: 'utf8' })
    : spawnSync(node, [docusaurus, 'build'], { cwd: dir, encoding: 'utf8' });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error('docusaurus build failed');
  }
  const measured = haveTime ? parseTimeOutput(result.stderr) : {};
  return {
    cold: true,
    wallSeconds: measured.wallSeconds ?? wall,
    cpuSeconds: haveTime ? measured.userSeconds + measured.systemSeconds : null,
    peakRssMiB: haveTime ? measured.peakRssMiB : null,
    cpus: os.cpus().length,
  };
}

/**
 * --build-only: cold builds only, --runs of them; with --baseline, each of
 * ours followed by one of plain Docusaurus with the same content, so that a
 * busy moment of the machine hits both alike. Prints every run and the
 * medians (wall, CPU and their ratio); writes bench-results/build.md and
 * build.json.
 */
function buildTimes() {
  const baseline = options.baseline ? prepareBaseline(siteDir) : undefined;
  const rows = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`build run ${run} of ${runs}`);
    rows.push({ ours: coldBuild(), baseline: baseline && coldBuild(baseline.dir, baseline.cli) });
  }
  const seconds = (value) => (value == null ? '–' : `${value.toFixed(1)} s`);
  const cells = ({ ours, baseline: theirs }) => [
    seconds(ours.wallSeconds),
    seconds(ours.cpuSeconds),
    ...(theirs
      ? [
          seconds(theirs.wallSeconds),
          seconds(theirs.cpuSeconds),
          `${(ours.wallSeconds / theirs.wallSeconds).toFixed(2)}×`,
          ours.cpuSeconds != null ? `${(ours.cpuSeconds / theirs.cpuSeconds).toFixed(2)}×` : '–',
        ]
      : []),
  ];
  const of = (site, key) => median(rows.map((row) => row[site]?.[key]));
  const medians = {
    ours: { wallSeconds: of('ours', 'wallSeconds'), cpuSeconds: of('ours', 'cpuSeconds') },
    baseline: baseline && { wallSeconds: of('baseline', 'wallSeconds'), cpuSeconds: of('baseline', 'cpuSeconds') },
  };
  const head = ['Run', 'this site, wall', 'CPU', ...(baseline ? [`${baseline.label}, wall`, 'CPU', 'wall ratio', 'CPU ratio'] : [])];
  const report = [
    `## Cold production builds (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} CPUs, ${runs} run${runs > 1 ? 's' : ''})`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row, i) => `| ${i + 1} | ${cells(row).join(' | ')} |`),
    `| median | ${cells(medians).join(' | ')} |`,
  ].join('\n');
  console.log(report);
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  writeTables(options.out, report);
  fs.writeFileSync(options.out, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, runs: rows, medians }, null, 2)}\n`);
}

// ---------------------------------------------------------------------------
// 3a. Bytes and requests
// ---------------------------------------------------------------------------

async function measureBytes(browser, base, route, lib, pages) {
  const context = await browser.newContext();
  await context.route(/.*/, (r) => {
    const host = new URL(r.request().url()).hostname;
    return host === '127.0.0.1' || r.request().url().startsWith('data:') ? r.fallback() : r.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    const sizes = await request.sizes().catch(() => null);
    requests.push({
      url: request.url(),
      type: request.resourceType(),
      status: response?.status(),
      transfer: sizes ? sizes.responseBodySize : null,
    });
  });
  const response = await page.goto(base + route, { waitUntil: 'load' });
  const status = response?.status() ?? 0;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // idle-time loads (Prism) and viewport prefetches
  await page.waitForLoadState('networkidle');
  await context.close();
  if (status !== 200) return { status };

  const pathname = new URL(base + route).pathname;
  const pageInfo = pages.get(pathname);
  const initial = lib.initialAssets(pageInfo);
  const initialJs = new Set(initial.scripts.map((f) => `/${f}`));
  const sum = (files, key) => files.reduce((total, f) => total + lib.fileSizes(f)[key], 0);
  const laterJs = [
    ...new Set(
      requests
        .filter((r) => r.type === 'script' || /\.js(\?|$)/.test(new URL(r.url).pathname))
        .map((r) => new URL(r.url).pathname)
        .filter((p) => !initialJs.has(p) && fs.existsSync(path.join(buildDir, p))),
    ),
  ].map((p) => p.slice(1));
  const html = fs.readFileSync(path.join(buildDir, pageInfo.rel));
  return {
    status,
    requests: requests.length,
    jsInitial: { files: initial.scripts.length, raw: sum(initial.scripts, 'raw'), gzip: sum(initial.scripts, 'gzip') },
    jsLater: { files: laterJs.length, raw: sum(laterJs, 'raw'), gzip: sum(laterJs, 'gzip'), list: laterJs },
    css: { raw: sum(initial.styles, 'raw'), gzip: sum(initial.styles, 'gzip') },
    html: { raw: html.length, gzip: zlib.gzipSync(html).length },
  };
}

// ---------------------------------------------------------------------------
// 3b. Lighthouse
// ---------------------------------------------------------------------------

/**
 * One Lighthouse run (default mobile settings) in a fresh Chromium. A run now
 * and then comes back without metrics (Lighthouse's NO_FCP, a page that
 * never painted in time on a busy machine): it is run again, up to three
 * times, and said so.
 */
async function lighthouseRun(url, { categories = ['performance', 'accessibility', 'best-practices', 'seo'] } = {}) {
  const { default: lighthouse } = await benchImport('lighthouse');
  const chromeLauncher = await benchImport('chrome-launcher');
  for (let attempt = 0; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', ...trustFlags],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        throttlingMethod: options.throttling,
      });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError && lhr.audits['first-contentful-paint']?.numericValue != null) return lhr;
      if (attempt >= 3) throw new Error(`Lighthouse keeps failing on ${url}: ${lhr?.runtimeError?.message ?? 'no metrics'}`);
      log(`${url}: a Lighthouse run had no metrics (${lhr?.runtimeError?.code ?? 'no FCP'}); running it again`);
    } finally {
      await chrome.kill();
    }
  }
}

async function lighthouseRuns(url, count) {
  const { computeMedianRun } = await benchImport('lighthouse/core/lib/median-run.js');
  const results = [];
  for (let i = 0; i < count; i += 1) results.push(await lighthouseRun(url));
  const medianRun = computeMedianRun(results);
  const score = (id) => Math.round((medianRun.categories[id]?.score ?? 0) * 100);
  const audit = (id) => medianRun.audits[id]?.numericValue;
  return {
    runs: results.length,
    performanceScores: results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lighthouseVersion: medianRun.lighthouseVersion,
    chromeVersion: medianRun.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1],
  };
}

// ---------------------------------------------------------------------------
// 4. Other helpers' benchmarks
// ---------------------------------------------------------------------------

function runExtra(script) {
  const file = path.join(siteDir, 'scripts', script);
  if (!fs.existsSync(file)) return null;
  log(`running scripts/${script}…`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], {
      cwd: siteDir,
      env: { ...process.env, BENCH_RUNS: String(runs) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.on('close', (code) => resolve({ script, exitCode: code, output: stdout.trim() }));
  });
}

// ---------------------------------------------------------------------------

/**
 * The printed tables, also written as Markdown beside the JSON (bench.json →
 * bench.md): the file PERFORMANCE.md points to for current figures.
 */
function writeTables(jsonFile, markdown) {
  const file = jsonFile.replace(/\.json$/, '') + '.md';
  fs.writeFileSync(file, `${markdown}\n`);
  log(`wrote ${path.relative(siteDir, file)}`);
}

function table(rows) {
  const head = [
    'Route',
    'Requests',
    'JS initial raw / gz (KiB)',
    'JS prefetched raw / gz (KiB)',
    'CSS raw / gz (KiB)',
    'HTML raw / gz (KiB)',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP (ms)',
    'LCP (ms)',
    'TBT (ms)',
    'CLS',
  ];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`];
  for (const r of rows) {
    if (r.bytes.status !== 200) {
      lines.push(`| \`${r.route}\` | ${r.bytes.status} (not in this build) | ${head.slice(2).map(() => '–').join(' | ')} |`);
      continue;
    }
    const b = r.bytes;
    const lh = r.lighthouse;
    const ms = (v) => (v == null ? '–' : Math.round(v));
    lines.push(
      `| \`${r.route}\` | ${b.requests} | ${kib(b.jsInitial.raw)} / ${kib(b.jsInitial.gzip)} | ${kib(b.jsLater.raw)} / ${kib(b.jsLater.gzip)} | ${kib(b.css.raw)} / ${kib(b.css.gzip)} | ${kib(b.html.raw)} / ${kib(b.html.gzip)} | ${
        lh ? `${lh.performance} | ${lh.accessibility} | ${lh.bestPractices} | ${lh.seo} | ${ms(lh.fcpMs)} | ${ms(lh.lcpMs)} | ${ms(lh.tbtMs)} | ${lh.cls?.toFixed(3)}` : '– | – | – | – | – | – | – | –'
      } |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  if (options['build-only']) {
    buildTimes();
    return;
  }
  if (comparing) {
    const { compare } = await import('./bench-compare.mjs');
    await compare({ options, routes, runs, siteDir, buildDir, coldBuild, buildBaseline, lighthouseRun, log, tls, protocol, throttlingLabel, writeTables });
    return;
  }
  const build = options.reuse && fs.existsSync(path.join(buildDir, 'index.html')) ? { cold: false } : coldBuild();
  const lib = await import('../tests/lib/built-site.mjs');
  const pages = new Map(lib.htmlPages().map((p) => [p.route, p]));

  const server = await serve({ dir: buildDir, tls });
  const base = server.url;
  log(`serving build/ at ${base} (${protocol})`);

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--headless', '--no-sandbox', '--disable-gpu', ...trustFlags] });
  const rows = [];
  try {
    for (const route of routes) {
      log(`${route}: bytes…`);
      const bytes = await measureBytes(browser, base, route, lib, pages);
      let lighthouse = null;
      if (bytes.status === 200 && !options['no-lighthouse']) {
        log(`${route}: Lighthouse ×${runs}…`);
        lighthouse = await lighthouseRuns(base + route, runs);
      }
      rows.push({ route, bytes, lighthouse });
    }
  } finally {
    await browser.close();
    server.close();
  }

  const extras = [];
  if (!options['no-extra']) {
    for (const script of ['bench-search.mjs', 'bench-playground.mjs']) {
      const extra = await runExtra(script);
      if (extra) extras.push(extra);
    }
  }

  const buildLine = build.cold
    ? `Cold build: ${build.wallSeconds.toFixed(1)} s wall, ${build.cpuSeconds != null ? `${build.cpuSeconds.toFixed(1)} s CPU` : 'CPU n/a'}, peak memory ${build.peakRssMiB != null ? `${Math.round(build.peakRssMiB)} MiB` : 'n/a'} (${build.cpus} CPUs)`
    : 'Build: reused the existing build/ (no build timing; run without --reuse for a cold build)';
  const report = [
    `## Benchmark (${new Date().toISOString().slice(0, 10)}, ${
      options['no-lighthouse'] ? 'no Lighthouse' : `${throttlingLabel}, median of ${runs} run${runs > 1 ? 's' : ''}`
    }, ${protocol})`,
    '',
    buildLine,
    '',
    table(rows),
    ...extras.flatMap((e) => ['', `### ${e.script}${e.exitCode ? ` (exit code ${e.exitCode})` : ''}`, '', e.output]),
  ].join('\n');
  console.log(report);

  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  writeTables(options.out, report);
  fs.writeFileSync(
    options.out,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, protocol, throttling: options.throttling, runs, build, routes: rows, extras }, null, 2)}\n`,
  );
  log(`wrote ${path.relative(siteDir, options.out)}`);
}

await main();
