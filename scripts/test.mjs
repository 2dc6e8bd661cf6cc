#!/usr/bin/env node
/**
 * `npm test`: every stage in order, stopping at the first failure, with the
 * time each stage took. CI must finish within 40 minutes on 2 cores, so the
 * summary shows where the time goes.
 *
 *   npm test                       every stage
 *   npm test -- --from test:e2e    resume at a stage (after a fix, on the same build)
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const stages = [
  'typecheck',
  'lint',
  'test:unit',
  'build:test',
  'test:build',
  'build:algolia',
  'build:docusaurus-hydration',
  'test:e2e',
  'test:docusaurus-hydration',
  'test:engines',
  'test:integration',
];

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex === -1 ? stages[0] : process.argv[fromIndex + 1];
if (!stages.includes(from)) {
  console.error(`Unknown stage "${from}". Stages: ${stages.join(', ')}`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
const format = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

function summary() {
  console.log('\nStage times:');
  for (const { stage, ms, ok } of times) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(18)} ${format(ms)}`);
  console.log(`  total              ${format(times.reduce((sum, t) => sum + t.ms, 0))}`);
}

for (const stage of stages.slice(stages.indexOf(from))) {
  console.log(`\n=== ${stage}`);
  const start = Date.now();
  const { status } = spawnSync(npm, ['run', '--silent', stage], { stdio: 'inherit' });
  const ok = status === 0;
  const ms = Date.now() - start;
  times.push({ stage, ms, ok });
  console.log(`=== ${stage} took ${format(ms)}`);
  if (!ok) {
    if (['test:e2e', 'test:docusaurus-hydration', 'test:engines'].includes(stage)) printFailures();
    summary();
    process.exit(status || 1);
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
