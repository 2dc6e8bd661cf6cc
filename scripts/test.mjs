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

const stages = [
  'typecheck',
  'lint',
  'test:unit',
  'build:test',
  'test:build',
  'build:algolia',
  'test:e2e',
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
    summary();
    process.exit(status || 1);
  }
}
summary();
