#!/usr/bin/env node
/**
 * Preview and Edit of the docs samples (src/components/SampleOutput/Live.tsx),
 * in headless Chromium against the production build in build/:
 *
 * 1. First Preview: from the click on a sample's Preview tab to the preview
 *    frame reporting its render, warm cache (the page loaded once before),
 *    median of BENCH_RUNS fresh page loads.
 * 2. Keystroke to updated preview (p50/p95): from the keystroke that ends an
 *    edit to the frame reporting the new render (the pause in typing before
 *    the compile included), once the editor and the compiler are loaded.
 *
 * Prints the figures; times nothing in CI.
 *
 *   BENCH_PORT=3820 BENCH_RUNS=5 BENCH_KEYSTROKES=20 node scripts/bench-live-samples.mjs
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { serve } from './serve.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.BENCH_BUILD_DIR ? path.resolve(process.env.BENCH_BUILD_DIR) : path.join(siteDir, 'build');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const keystrokes = Number(process.env.BENCH_KEYSTROKES ?? 20);
const route = process.env.BENCH_ROUTE ?? '/docs/learn/theming/using-variables/';
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
};

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const index = (sorted.length - 1) * q;
  return sorted[Math.floor(index)] + (sorted[Math.ceil(index)] - sorted[Math.floor(index)]) * (index - Math.floor(index));
};
const ms = (n) => `${Math.round(n)} ms`;
const renders = () => performance.getEntriesByName('stylex-playground:preview-rendered').length;
const SAMPLE = '[data-sample-output]:has([role="tab"]:nth-child(4))';

const server = await serve({ port: Number(process.env.BENCH_PORT ?? 0), dir: buildDir });
const browser = await chromium.launch(launchOptions);
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const open = async () => {
    await page.goto(server.url + route);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  };
  const sample = () => page.locator(SAMPLE).first();
  const previewTab = () => sample().getByRole('tab', { name: 'Preview', exact: true });
  const rendered = (before) => page.waitForFunction((n) => performance.getEntriesByName('stylex-playground:preview-rendered').length > n, before, { polling: 'raf' });

  // Warm the cache: the page, the Preview chunk, the frame and its runtime.
  await open();
  await previewTab().click();
  await rendered(0);

  const first = [];
  for (let i = 0; i < runs; i += 1) {
    await open();
    await previewTab().hover();
    const start = await page.evaluate(() => performance.now());
    await previewTab().click();
    await rendered(0);
    const end = await page.evaluate(() => performance.getEntriesByName('stylex-playground:preview-rendered')[0].startTime);
    first.push(end - start);
  }

  // Edit: the editor and the compiler load once; then timed keystrokes.
  await sample().getByRole('button', { name: 'Edit', exact: true }).click();
  const content = sample().locator('[data-sample-editor] .cm-content');
  await content.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[data-sample-editor]') != null);
  // The editor's own preview, under it in the Source tab.
  await page.keyboard.press('ControlOrMeta+End');
  // The compiler's first answer (Babel loading) is not a keystroke's.
  let before = await page.evaluate(renders);
  await page.keyboard.type('\n//');
  await rendered(before);
  const latencies = [];
  for (let i = 0; i < keystrokes; i += 1) {
    before = await page.evaluate(renders);
    const start = await page.evaluate(() => performance.now());
    await page.keyboard.type(String(i % 10));
    await rendered(before);
    const end = await page.evaluate((n) => performance.getEntriesByName('stylex-playground:preview-rendered')[n].startTime, before);
    latencies.push(end - start);
  }
  console.log(`route ${route}; ${runs} runs, ${keystrokes} keystrokes`);
  console.log(`first Preview from the click (warm cache): median ${ms(quantile(first, 0.5))} (${first.map(ms).join(', ')})`);
  console.log(`keystroke to updated preview: p50 ${ms(quantile(latencies, 0.5))}, p95 ${ms(quantile(latencies, 0.95))}`);
} finally {
  await browser.close();
  await server.close();
}
