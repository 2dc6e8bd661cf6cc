#!/usr/bin/env node
/**
 * `npm test`: every stage in order, stopping at the first failure, with the
 * time each stage took. CI must finish within 40 minutes on 2 cores, so the
 * summary shows where the time goes.
 *
 *   npm test                       every stage
 *   npm test -- --from test:e2e    resume at a stage (after a fix, on the same build)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

// A group of stages runs at once: the type check and the linter each keep
// one core busy, and CI has two.
const groups = [
  ['typecheck', 'lint'],
  'test:unit',
  'build:test',
  'test:build',
  'build:algolia',
  'build:docusaurus-hydration',
  'test:e2e',
  'test:docusaurus-hydration',
  'test:engines',
  'test:integration',
].map((group) => [group].flat());
const stages = groups.flat();

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? stages[0] : process.argv[fromIndex + 1];
if (!stages.includes(from)) {
  console.error(`Unknown stage "${from}". Stages: ${stages.join(', ')}`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const started = Date.now();
const format = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

function summary() {
  console.log('\nStage times:');
  for (const { stage, ms, ok } of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(18)} ${format(ms)}`);
  console.log(`  total              ${format(Date.now() - started)}`);
}

/**
 * Runs a stage; alone, its output streams as it comes; in a group, each
 * stage's output is printed whole once it ends, so the lines do not mix.
 */
function run(stage, alone) {
  const start = Date.now();
  if (alone) console.log(`\n=== ${stage}`);
  const child = spawn(npm, ['run', '--silent', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${stage}\n${Buffer.concat(output).toString()}`);
      const ms = Date.now() - start;
      console.log(`=== ${stage} took ${format(ms)}`);
      resolve({ stage, ms, ok: status === 0, status });
    }),
  );
}

for (const group of groups) {
  const todo = group.filter((stage) => stages.indexOf(stage) >= stages.indexOf(from));
  if (todo.length === 0) continue;
  const results = await Promise.all(todo.map((stage) => run(stage, todo.length === 1)));
  times.push(...results);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    if (['test:e2e', 'test:docusaurus-hydration', 'test:engines'].includes(failed.stage)) printFailures();
    summary();
    process.exit(failed.status || 1);
  }
}
summary();

/**
 * The failed browser tests of the last Playwright run, with the start of each
 * error, from the JSON report the Playwright configs write under CI. A CI log
 * is read from its end, where the runner's own report has scrolled away.
 */
function printFailures() {
  let report;
  try {
    report = JSON.parse(fs.readFileSync('test-results/report.json', 'utf8'));
  } catch {
    return;
  }
  const failed = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const result = t.results.at(-1);
        if (!result || ['passed', 'skipped'].includes(result.status)) continue;
        // A timeout comes as two errors: the timeout, then what was waiting and where.
        const errors = result.errors?.length ? result.errors : [result.error ?? { message: result.status }];
        const error = stripVTControlCharacters(
          errors
            .map((e) => `${e.message ?? e.value ?? ''}${e.location ? `\n    at ${e.location.file}:${e.location.line}` : ''}`)
            .join('\n'),
        );
        failed.push({ title: [t.projectName, ...titles, spec.title].filter(Boolean).join(' › '), where: `${spec.file}:${spec.line}`, error });
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  if (failed.length === 0) return;
  // The first failure with its error, the others by name: enough to fit the
  // end of a log together with the stage times.
  console.log(`\nFailed (${failed.length}):`);
  failed.forEach(({ title, where, error }, i) => {
    console.log(`  ✘ ${title} (${where})`);
    if (i > 0) return;
    const lines = error.split('\n').filter((line) => line.trim() !== '');
    for (const line of lines.slice(0, 16)) console.log(`      ${line.slice(0, 160)}`);
  });
}
