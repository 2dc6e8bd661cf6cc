#!/usr/bin/env node
/**
 * Playground benchmark, in headless Chromium against the production build:
 *
 * 1. JS bytes of /playground/: what the HTML loads (the route itself) and
 *    what the playground loads lazily after it (editor chunk, compiler worker
 *    with Babel, preview runtime), raw and gzip.
 * 2. Time from navigation to the first rendered preview (cold cache, median
 *    of several runs; plus a warm-cache run).
 * 3. Keystroke-to-preview latency (p50/p95): from the keydown that completes
 *    an edit to the preview iframe reporting the re-render. It includes the
 *    300 ms pause the playground waits for before compiling. Also the
 *    keystroke-to-editor echo (p50/p95), which must stay small: typing never
 *    waits for the compiler.
 * 4. Type and lint checks (the checker worker, started after the first
 *    preview): navigation to the first diagnostics, cold and warm cache
 *    (medians), and keystroke to updated diagnostics (p50/p95, including the
 *    300 ms pause before the compile, after which the check runs); and the size of each asset loaded on demand
 *    for them and for the Format button.
 *
 * Prints a markdown table and writes bench-results/playground.json.
 *
 *   node scripts/bench-playground.mjs   (builds first if build/ is missing)
 *   BENCH_PORT=3120 BENCH_RUNS=5 BENCH_KEYSTROKES=30 node scripts/bench-playground.mjs
 *   (without BENCH_PORT, a free port is picked)
 *   BENCH_BUILD_DIR=../other/build node scripts/bench-playground.mjs   (another build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { serve } from './serve.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_BUILD_DIR measures another build (an earlier commit's, to compare).
const buildDir = process.env.BENCH_BUILD_DIR ? path.resolve(process.env.BENCH_BUILD_DIR) : path.join(siteDir, 'build');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 30);
let base = '';
const docusaurus = path.join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

function ensureBuild() {
  if (fs.existsSync(path.join(buildDir, 'playground', 'index.html'))) return;
  console.error('build/ is missing: running docusaurus build…');
  const result = spawnSync(process.execPath, [docusaurus, 'build'], { cwd: siteDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('docusaurus build failed');
}

/** Serves build/ with scripts/serve.mjs, on BENCH_PORT or a free port. */
async function startServer() {
  const server = await serve({ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : 0, dir: buildDir });
  base = server.url;
  return server;
}

const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  const high = Math.ceil(index);
  return sorted[low] + (sorted[high] - sorted[low]) * (index - low);
};
const round = (n) => Math.round(n * 10) / 10;

/** Every cold and warm run, and the median of each. */
const coldAndWarm = ({ cold, warm }) => ({
  coldRuns: cold.map(round),
  coldMedian: round(quantile(cold, 0.5)),
  warmRuns: warm.map(round),
  warmMedian: round(quantile(warm, 0.5)),
});
const percentiles = (samples) => ({
  samples: samples.length,
  p50: round(quantile(samples, 0.5)),
  p95: round(quantile(samples, 0.95)),
});
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(pathnames) {
  let raw = 0;
  let gzip = 0;
  for (const pathname of pathnames) {
    const file = path.join(buildDir, decodeURIComponent(pathname));
    const content = fs.readFileSync(file);
    raw += content.length;
    gzip += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { files: pathnames.length, raw, gzip };
}

/** The server answers on a loopback address (`scripts/serve.mjs` gives 127.0.0.1). */
const isLocal = (hostname) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

async function offline(context) {
  await context.route('**/*', (route) =>
    isLocal(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
  );
  // Docusaurus prefetches the chunks of every visible link unless the
  // connection asks to save data: keep those other routes out of the figures.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
}

/** A new offline browser context with the playground open in it. */
async function openPlayground(browser, contextOptions) {
  const context = await browser.newContext(contextOptions);
  await offline(context);
  const page = await context.newPage();
  await page.goto(`${base}/playground/`);
  return { context, page };
}

async function waitForFirstPreview(page) {
  await page.waitForFunction(() => performance.getEntriesByName('stylex-playground:first-preview').length > 0, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => performance.getEntriesByName('stylex-playground:first-preview')[0].startTime);
}

async function measureBytes(browser) {
  const context = await browser.newContext();
  await offline(context);
  const requests = [];
  context.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (isLocal(url.hostname) && url.pathname.endsWith('.js')) {
      requests.push({ pathname: url.pathname, start: request.timing().startTime });
    }
  });
  const page = await context.newPage();
  await page.goto(`${base}/playground/`);
  await waitForFirstPreview(page);
  await page.waitForLoadState('networkidle');
  const lazyStart = await page.evaluate(
    () => performance.timeOrigin + performance.getEntriesByName('stylex-playground:lazy-start')[0].startTime,
  );
  await context.close();

  // Before the lazy import: the route itself (HTML scripts, Docusaurus' route
  // chunks). After it: the playground's chunks and its compiler worker. The
  // preview runtime loads inside the sandboxed iframe, which the browser
  // context does not report: it is added from the build.
  const initial = [...new Set(requests.filter((r) => r.start < lazyStart).map((r) => r.pathname))];
  const runtime = fs
    .readdirSync(path.join(buildDir, 'assets', 'js'))
    .filter((name) => name.startsWith('playground-preview-runtime.') && name.endsWith('.js'))
    .map((name) => `/assets/js/${name}`);
  const lazy = [
    ...new Set([...requests.filter((r) => r.start >= lazyStart).map((r) => r.pathname), ...runtime]),
  ].filter((pathname) => !initial.includes(pathname));
  const describe = (pathname) => {
    const name = path.basename(pathname);
    const content = fs.readFileSync(path.join(buildDir, decodeURIComponent(pathname)), 'utf8');
    if (name.startsWith('stylex-playground-compiler')) return 'compiler worker';
    if (name.startsWith('stylex-playground-checker')) return 'checker worker';
    if (content.includes("Definition for rule '")) return 'checker (TypeScript, ESLint, StyleX rules)';
    if (name.startsWith('playground-preview-runtime')) return 'preview runtime (React)';
    if (content.includes('processStylexRules') || content.includes('availablePresets')) return 'compiler (Babel + StyleX plugin)';
    if (content.includes('stylex-playground')) return 'playground UI';
    if (content.includes('cm-content')) return 'editor (CodeMirror)';
    return 'other';
  };
  return {
    initial: sizes(initial),
    lazy: sizes(lazy),
    lazyFiles: lazy.map((pathname) => ({ file: path.basename(pathname), what: describe(pathname), ...sizes([pathname]) })),
  };
}

const markTime = (page, name) =>
  page.evaluate((mark) => performance.getEntriesByName(`stylex-playground:${mark}`)[0]?.startTime ?? NaN, name);

/** The on-demand assets of the checks and of Format, by what they hold, from build/. */
function checkAssets() {
  const js = fs.readdirSync(path.join(buildDir, 'assets', 'js')).map((name) => `/assets/js/${name}`);
  const read = (pathname) => fs.readFileSync(path.join(buildDir, pathname), 'utf8');
  const find = (pattern) => js.filter((pathname) => pattern(path.basename(pathname), pathname));
  const groups = [
    [
      'checker worker: TypeScript, ESLint, StyleX rules',
      find((name, pathname) => name.startsWith('stylex-playground-checker') || read(pathname).includes("Definition for rule '")),
    ],
    [
      'declaration files (lib, React, StyleX), JSON',
      fs
        .readdirSync(path.join(buildDir, 'assets', 'playground'))
        .filter((name) => name.startsWith('type-files.'))
        .map((name) => `/assets/playground/${name}`),
    ],
    ['Format: Prettier and its parsers', find((name, pathname) => name.endsWith('.js') && read(pathname).includes("Couldn't resolve parser"))],
  ];
  return groups.map(([what, files]) => ({ what, ...sizes(files), names: files.map((f) => path.basename(f)) }));
}

const firstDiagnostics = (page) =>
  page
    .waitForFunction(() => performance.getEntriesByName('stylex-playground:first-diagnostics').length > 0, null, {
      timeout: 120_000,
    })
    .then(() => page.evaluate(() => performance.getEntriesByName('stylex-playground:first-diagnostics')[0].startTime));

async function measureDiagnostics(browser) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i += 1) {
    const { context, page } = await openPlayground(browser);
    cold.push(await firstDiagnostics(page));
    await page.goto(`${base}/playground/`);
    warm.push(await firstDiagnostics(page));
    await context.close();
  }

  // Keystroke → diagnostics: each edit switches a type error on or off.
  const { context, page } = await openPlayground(browser, { viewport: { width: 1280, height: 800 } });
  await firstDiagnostics(page);
  const count = () => page.evaluate(() => performance.getEntriesByName('stylex-playground:diagnostics').length);
  const content = page.getByTestId('playground-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  let seen = await count();
  await page.keyboard.insertText('\nexport const checked: number = 1');
  await page.waitForFunction((n) => performance.getEntriesByName('stylex-playground:diagnostics').length > n, seen);
  await page.evaluate(() => {
    window.__keydowns = [];
    window.addEventListener('keydown', () => window.__keydowns.push(performance.now()), true);
  });
  const latencies = [];
  for (let i = 0; i < keystrokes; i += 1) {
    seen = await count();
    // Alternately `1` → `'1'` (a type error) and back: the problems change every time.
    if (i % 2 === 0) await page.keyboard.type("'");
    else await page.keyboard.press('Backspace');
    const keydown = await page.evaluate(() => window.__keydowns[window.__keydowns.length - 1]);
    await page.waitForFunction((n) => performance.getEntriesByName('stylex-playground:diagnostics').length > n, seen, {
      timeout: 30_000,
    });
    const at = await page.evaluate(() => {
      const marks = performance.getEntriesByName('stylex-playground:diagnostics');
      return marks[marks.length - 1].startTime;
    });
    latencies.push(at - keydown);
  }
  const status = await page.getByTestId('check-status').textContent();
  await context.close();
  return { cold, warm, latencies, status };
}

async function measureFirstPreview(browser) {
  const cold = [];
  const warm = [];
  const lazyStart = [];
  const firstCompile = [];
  for (let i = 0; i < runs; i += 1) {
    const { context, page } = await openPlayground(browser);
    cold.push(await waitForFirstPreview(page));
    lazyStart.push(await markTime(page, 'lazy-start'));
    firstCompile.push(await markTime(page, 'first-compile'));
    // Let the checker (started after the preview) finish its first check, so
    // the reload below is not measured while the last page's worker is busy.
    if (fs.existsSync(path.join(buildDir, 'assets', 'playground'))) await firstDiagnostics(page);
    // Same context again: HTTP cache warm, files restored from localStorage.
    await page.goto(`${base}/playground/`);
    warm.push(await waitForFirstPreview(page));
    await context.close();
  }
  return { cold, warm, lazyStart, firstCompile };
}

async function measureKeystrokes(browser) {
  const { context, page } = await openPlayground(browser, { viewport: { width: 1280, height: 800 } });
  await waitForFirstPreview(page);

  // A file whose padding value the benchmark rewrites: "padding: 1NN".
  const code = [
    "import * as stylex from '@stylexjs/stylex';",
    '',
    'export default function App() {',
    '  return <div {...stylex.props(styles.box)}>Benchmark</div>;',
    '}',
    '',
    'const styles = stylex.create({',
    "  box: { backgroundColor: 'rebeccapurple', color: 'white', padding: 100 },",
    '});',
    '',
  ].join('\n');
  const content = page.getByTestId('playground-editor').locator('.cm-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  const renders = () => page.evaluate(() => performance.getEntriesByName('stylex-playground:preview-rendered').length);
  let count = await renders();
  await page.waitForFunction((n) => performance.getEntriesByName('stylex-playground:preview-rendered').length > n, count);
  count = await renders();

  // Instrument: time of each keydown, and when the editor shows the change.
  await page.evaluate(() => {
    const state = { keydowns: [], echoes: [] };
    window.__bench = state;
    window.addEventListener('keydown', () => state.keydowns.push(performance.now()), true);
    new MutationObserver(() => {
      const last = state.keydowns[state.keydowns.length - 1];
      if (last != null && state.echoes.length < state.keydowns.length) state.echoes.push(performance.now() - last);
    }).observe(document.querySelector('[data-testid="playground-editor"] .cm-content'), {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });

  // Put the cursor after "padding: 100".
  const line = 8;
  await page.keyboard.press('ControlOrMeta+Home');
  for (let i = 1; i < line; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  for (let i = 0; i < ' },'.length; i += 1) await page.keyboard.press('ArrowLeft');

  const latencies = [];
  for (let i = 0; i < keystrokes; i += 1) {
    // Replace the last two digits: every edit gives a value not seen before.
    const digits = String((i + 1) % 100).padStart(2, '0');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type(digits);
    const keydown = await page.evaluate(() => window.__bench.keydowns[window.__bench.keydowns.length - 1]);
    await page.waitForFunction((n) => performance.getEntriesByName('stylex-playground:preview-rendered').length > n, count, {
      timeout: 30_000,
    });
    const marks = await page.evaluate(() =>
      performance.getEntriesByName('stylex-playground:preview-rendered').map((mark) => mark.startTime),
    );
    count = marks.length;
    latencies.push(marks[marks.length - 1] - keydown);
  }
  const echoes = await page.evaluate(() => window.__bench.echoes.filter((value) => value >= 0));
  const padding = await page
    .frameLocator('iframe[title="Live preview"]')
    .locator('div')
    .filter({ hasText: 'Benchmark' })
    .last()
    .evaluate((element) => getComputedStyle(element).paddingTop);
  await context.close();
  return { latencies, echoes, lastPadding: padding };
}

async function main() {
  ensureBuild();
  const server = await startServer();
  const browser = await chromium.launch(launchOptions);
  try {
    const bytes = await measureBytes(browser);
    const firstPreview = await measureFirstPreview(browser);
    const typing = await measureKeystrokes(browser);
    // An earlier build (BENCH_BUILD_DIR) may have no checker.
    const hasChecker = fs.existsSync(path.join(buildDir, 'assets', 'playground'));
    const checks = hasChecker ? await measureDiagnostics(browser) : { cold: [], warm: [], latencies: [], status: 'none' };
    const assets = hasChecker ? checkAssets() : [];

    const results = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      bytes,
      firstPreviewMs: {
        ...coldAndWarm(firstPreview),
        // Where the cold runs spend their time (medians, ms from navigation).
        coldLazyImportStartMedian: round(quantile(firstPreview.lazyStart, 0.5)),
        coldFirstCompileMedian: round(quantile(firstPreview.firstCompile, 0.5)),
      },
      keystrokeToPreviewMs: { ...percentiles(typing.latencies), includesCompileDelayMs: 300 },
      keystrokeToEditorMs: percentiles(typing.echoes),
      firstDiagnosticsMs: coldAndWarm(checks),
      keystrokeToDiagnosticsMs: { ...percentiles(checks.latencies), includesCompileDelayMs: 300 },
      onDemandAssets: assets,
    };
    fs.mkdirSync(path.join(siteDir, 'bench-results'), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'bench-results', 'playground.json'), `${JSON.stringify(results, null, 2)}\n`);

    const rows = [
      ['JS of /playground/ before the lazy chunks', `${kb(bytes.initial.raw)} (${kb(bytes.initial.gzip)} gzip), ${bytes.initial.files} files`],
      ['JS loaded lazily by the playground', `${kb(bytes.lazy.raw)} (${kb(bytes.lazy.gzip)} gzip), ${bytes.lazy.files} files`],
      ['JS total after the lazy chunks', `${kb(bytes.initial.raw + bytes.lazy.raw)} (${kb(bytes.initial.gzip + bytes.lazy.gzip)} gzip)`],
      ...bytes.lazyFiles.map((f) => [`  lazy: ${f.what} (${f.file})`, `${kb(f.raw)} (${kb(f.gzip)} gzip)`]),
      [`Navigation → first rendered preview, cold cache (median of ${runs})`, `${results.firstPreviewMs.coldMedian} ms`],
      [
        '  cold: page hydrated, lazy import starts / first compile done (medians)',
        `${results.firstPreviewMs.coldLazyImportStartMedian} / ${results.firstPreviewMs.coldFirstCompileMedian} ms`,
      ],
      [`Navigation → first rendered preview, warm cache (median of ${runs})`, `${results.firstPreviewMs.warmMedian} ms`],
      [`Keystroke → preview p50 / p95 (${typing.latencies.length} edits, incl. 300 ms pause)`, `${results.keystrokeToPreviewMs.p50} / ${results.keystrokeToPreviewMs.p95} ms`],
      ['Keystroke → editor shows it p50 / p95', `${results.keystrokeToEditorMs.p50} / ${results.keystrokeToEditorMs.p95} ms`],
      [`Navigation → first type/lint diagnostics, cold cache (median of ${runs})`, `${results.firstDiagnosticsMs.coldMedian} ms`],
      [`Navigation → first type/lint diagnostics, warm cache (median of ${runs})`, `${results.firstDiagnosticsMs.warmMedian} ms`],
      [
        `Keystroke → updated diagnostics p50 / p95 (${checks.latencies.length} edits, incl. 300 ms pause)`,
        `${results.keystrokeToDiagnosticsMs.p50} / ${results.keystrokeToDiagnosticsMs.p95} ms`,
      ],
      ...assets.map((a) => [`  on demand: ${a.what} (${a.names.join(', ')})`, `${kb(a.raw)} (${kb(a.gzip)} gzip)`]),
    ];
    console.log(`\n## Playground benchmark (Chromium ${results.chromium})\n`);
    console.log('| Measure | Value |');
    console.log('| --- | --- |');
    for (const [measure, value] of rows) console.log(`| ${measure} | ${value} |`);
    console.log(`\nWrote bench-results/playground.json (last preview padding: ${typing.lastPadding}; last check: ${checks.status}).`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
