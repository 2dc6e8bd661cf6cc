#!/usr/bin/env node
/**
 * Benchmarks the docs search of the built site (build/, local Pagefind index):
 *
 * - relevance: the benchmark of tests/search/queries.json run in Node with the
 *   modal's own client (tests/lib/search-benchmark.mjs): hits@1, hits@3, MRR
 *   and the "No results" rate per category;
 *
 * and in headless Chromium:
 *
 * - cold: a fresh browser context (empty cache) on a docs page; the clock
 *   starts when the reader clicks Search and stops when the first results of
 *   the query are on screen. Everything downloaded in between is counted:
 *   the modal's code, the Pagefind runtime and WASM, index chunks, fragments.
 * - warm: the site's files in the browser's cache and the runtime loaded
 *   (a first query, `stylex`, has been answered); each query is typed over
 *   the previous one and timed until its results are on screen. Each run
 *   reloads the page, so no query is answered from the client's own memory
 *   of an earlier run.
 *
 * Files are served by scripts/serve.mjs like a static host, gzip included (Pagefind's
 * index files are compressed already). Prints a Markdown table and writes
 * bench-results/search.json.
 *
 *   npm run bench:search [-- --runs 3] [--build build] [--queries "a,b"] [--relevance-only] [--latency-only] [--engines]
 *
 * `--engines` also runs the relevance benchmark on MiniSearch (see
 * miniSearchEngine in tests/lib/search-benchmark.mjs) and prints both side by side.
 *
 * Needs a build with the local index (`npm run build`) and Chromium
 * (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serve } from './serve.mjs';
import {
  formatComparison,
  formatTable,
  miniSearchEngine,
  misses,
  pagefindEngine,
  postsAboveDocs,
  runBenchmark,
} from '../tests/lib/search-benchmark.mjs';
import { loadTs } from '../tests/lib/load-ts.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const RUNS = Number(option('runs', '3'));
const BUILD_DIR = path.resolve(siteDir, option('build', 'build'));
const QUERIES = option(
  'queries',
  'defineVars,dark mode,babel plugin options,keyframes,firstThatWorks,StyleXStylesWithout,install vite,0.10.0,stylex.props,zqxjvwk',
)
  .split(',')
  .map((q) => q.trim())
  .filter(Boolean);
const START_PAGE = '/docs/learn/';

if (!existsSync(path.join(BUILD_DIR, 'pagefind', 'pagefind.js'))) {
  console.error(`No search index in ${BUILD_DIR}/pagefind: run \`npm run build\` first.`);
  process.exit(1);
}

/* --------------------------------------------------------------------- */
/* Measurements                                                          */

/** Bytes received by the page (transfer size, per URL), from the DevTools protocol. */
async function trackBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const log = [];
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  cdp.on('Network.loadingFinished', (event) =>
    log.push({ url: urls.get(event.requestId) ?? '', bytes: event.encodedDataLength, at: performance.now() }),
  );
  return {
    mark: () => log.length,
    since: (mark) => log.slice(mark),
  };
}

function resultsFor(page, query) {
  const footer = page.locator(`.DocSearch-Modal a[href="/search/?q=${encodeURIComponent(query)}"]`);
  const empty = page.locator('.DocSearch-NoResults strong', { hasText: query });
  return footer.or(empty).first();
}

async function hydrated(page, url) {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
}

async function coldRun(browser, origin, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = await trackBytes(page);
  await hydrated(page, `${origin}${START_PAGE}`);
  const pageBytes = bytes.since(0).reduce((sum, entry) => sum + entry.bytes, 0);
  const mark = bytes.mark();
  const started = performance.now();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByPlaceholder('Search docs').fill(query);
  const result = resultsFor(page, query);
  await result.waitFor({ state: 'visible', timeout: 30_000 });
  const elapsed = performance.now() - started;
  // Requests still finishing when the results appeared were needed for them.
  await page.waitForTimeout(50);
  const downloads = bytes.since(mark).filter((entry) => entry.at <= started + elapsed + 50);
  const hits = await page.locator('.DocSearch-Hit').count();
  const footerLink = page.locator('.DocSearch-HitsFooter a');
  const footer = (await footerLink.count()) ? await footerLink.textContent() : null;
  await context.close();
  return {
    ms: elapsed,
    bytes: downloads.reduce((sum, entry) => sum + entry.bytes, 0),
    indexBytes: downloads.filter((e) => e.url.includes('/pagefind/')).reduce((sum, e) => sum + e.bytes, 0),
    requests: downloads.length,
    pageBytes,
    hits,
    count: footer ? Number(footer.match(/\d+/)?.[0] ?? 0) : 0,
  };
}

async function warmRuns(browser, origin, queries) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const times = Object.fromEntries(queries.map((q) => [q, []]));
  for (let run = 0; run < RUNS; run += 1) {
    await hydrated(page, `${origin}${START_PAGE}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.getByPlaceholder('Search docs');
    // Load the runtime and index with a first query.
    await input.fill('stylex');
    await resultsFor(page, 'stylex').waitFor({ state: 'visible', timeout: 30_000 });
    for (const query of queries) {
      await input.fill('');
      const started = performance.now();
      await input.fill(query);
      await resultsFor(page, query).waitFor({ state: 'visible', timeout: 30_000 });
      times[query].push(performance.now() - started);
    }
  }
  await context.close();
  return times;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

function directorySize(dir) {
  let total = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = directorySize(file);
      total += sub.total;
      files += sub.files;
    } else {
      total += statSync(file).size;
      files += 1;
    }
  }
  return { total, files };
}

/* --------------------------------------------------------------------- */

const latencyOnly = process.argv.includes('--latency-only');
const engine = latencyOnly ? null : await pagefindEngine(BUILD_DIR);
const relevance = engine ? await runBenchmark(engine) : null;
engine?.close();
if (relevance) {
  console.log(formatTable(relevance.summary, `Relevance: ${relevance.cases.length} queries (tests/search/queries.json), ranked pages of the local index.`));
  const missed = misses(relevance.cases);
  if (missed.length) console.log(`\nNot in the top 3:\n${missed.join('\n')}`);
  const { namesRelease } = loadTs(path.join(siteDir, 'src/search/query.ts'));
  const postsFirst = postsAboveDocs(relevance.cases, namesRelease);
  console.log(`\nRelease posts above the docs page of a question that names no release: ${postsFirst.length ? `\n${postsFirst.join('\n')}` : 'none'}`);
  const foundOutOfDomain = relevance.outOfDomain.filter((o) => o.found);
  console.log(`\nOut-of-domain queries with results: ${foundOutOfDomain.map((o) => o.query).join(', ') || 'none'}\n`);
}
if (relevance && process.argv.includes('--engines')) {
  const mini = await miniSearchEngine(BUILD_DIR);
  const miniReport = await runBenchmark(mini);
  console.log(formatTable(miniReport.summary, 'MiniSearch on the same benchmark:'));
  console.log(
    `\n${formatComparison([
      { name: 'Pagefind + query plan (this site)', report: relevance, bytes: relevance.firstQueryBytes },
      { name: 'MiniSearch 7 (fuzzy, prefix, boosts, OR)', report: miniReport, bytes: mini.counter.bytes },
    ])}\n`,
  );
}
if (process.argv.includes('--relevance-only')) process.exit(0);

const server = await serve({ dir: BUILD_DIR });
const origin = server.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

try {
  const cold = {};
  for (const query of QUERIES) {
    cold[query] = [];
    for (let run = 0; run < RUNS; run += 1) cold[query].push(await coldRun(browser, origin, query));
  }
  const warm = await warmRuns(browser, origin, QUERIES);

  const rows = QUERIES.map((query) => {
    const runs = cold[query];
    return {
      query,
      pagesFound: runs[0].count,
      coldMs: Math.round(median(runs.map((r) => r.ms))),
      bytesBeforeFirstResult: Math.round(median(runs.map((r) => r.bytes))),
      indexBytesBeforeFirstResult: Math.round(median(runs.map((r) => r.indexBytes))),
      requestsBeforeFirstResult: Math.round(median(runs.map((r) => r.requests))),
      warmMs: Math.round(median(warm[query]) * 10) / 10,
    };
  });
  const index = directorySize(path.join(BUILD_DIR, 'pagefind'));
  const summary = {
    coldMsMedian: Math.round(median(rows.map((r) => r.coldMs))),
    warmMsMedian: Math.round(median(rows.map((r) => r.warmMs)) * 10) / 10,
    warmMsP95: Math.round(percentile(Object.values(warm).flat(), 0.95) * 10) / 10,
    bytesBeforeFirstResultMedian: Math.round(median(rows.map((r) => r.bytesBeforeFirstResult))),
    indexBytesBeforeFirstResultMedian: Math.round(median(rows.map((r) => r.indexBytesBeforeFirstResult))),
    pageLoadBytes: Math.round(median(Object.values(cold).flat().map((r) => r.pageBytes))),
    indexOnDisk: { bytes: index.total, files: index.files },
  };

  const lines = [
    `Search benchmark: ${QUERIES.length} queries, ${RUNS} run(s) each, Chromium ${browser.version()}, served by scripts/serve.mjs (gzip, deploy headers).`,
    `Cold = fresh context, click Search → first results; bytes = everything downloaded in between (modal code + search runtime + index).`,
    '',
    '| Query | Pages found | Cold, first result (ms) | Downloaded before first result (KB) | … of it Pagefind (KB) | Requests | Warm query (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| \`${r.query}\` | ${r.pagesFound} | ${r.coldMs} | ${kb(r.bytesBeforeFirstResult)} | ${kb(r.indexBytesBeforeFirstResult)} | ${r.requestsBeforeFirstResult} | ${r.warmMs} |`,
    ),
    `| **median** | | **${summary.coldMsMedian}** | **${kb(summary.bytesBeforeFirstResultMedian)}** | **${kb(summary.indexBytesBeforeFirstResultMedian)}** | | **${summary.warmMsMedian}** |`,
    '',
    `Warm, every run of every query: p95 ${summary.warmMsP95} ms.`,
    `Page load before search (${START_PAGE}): ${kb(summary.pageLoadBytes)} KB. Index on disk: ${kb(index.total)} KB in ${index.files} files.`,
  ];
  console.log(lines.join('\n'));

  await fs.mkdir(path.join(siteDir, 'bench-results'), { recursive: true });
  await fs.writeFile(
    path.join(siteDir, 'bench-results', 'search.json'),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        chromium: browser.version(),
        runs: RUNS,
        startPage: START_PAGE,
        compression: 'gzip of text types (scripts/serve.mjs)',
        summary,
        relevance: relevance && { summary: relevance.summary, cases: relevance.cases, outOfDomain: relevance.outOfDomain },
        queries: rows,
        raw: { cold, warm },
      },
      null,
      2,
    )}\n`,
  );
  console.log('\nWrote bench-results/search.json');
} finally {
  await browser.close();
  await server.close();
}
