/**
 * The one polling helper of the installation-guide suite: its watch, server
 * and style checks pass or fail on what it returns at the deadline.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { waitUntil } from '../integration/lib/wait.mjs';

test('resolves with the first truthy value of a sync or async check', async () => {
  let calls = 0;
  assert.equal(await waitUntil(() => ++calls >= 3 && 'ready', { intervalMs: 1 }), 'ready');
  assert.equal(calls, 3);
  calls = 0;
  assert.equal(await waitUntil(async () => ++calls === 2, { intervalMs: 1 }), true);
});

test('at the deadline, resolves with the last value after one more check', async () => {
  let calls = 0;
  const started = Date.now();
  const value = await waitUntil(() => (++calls, 0), { timeoutMs: 120, intervalMs: 50 });
  assert.equal(value, 0);
  assert.ok(Date.now() - started >= 120, 'waited the whole timeout');
  assert.ok(calls >= 3 && calls <= 5, `checked ${calls} times in 120 ms at 50 ms intervals`);
});

test('a check that becomes true exactly at the deadline still counts', async () => {
  const deadline = Date.now() + 100;
  assert.equal(await waitUntil(() => Date.now() >= deadline, { timeoutMs: 100, intervalMs: 40 }), true);
});

test('a check that throws rejects at once', async () => {
  const broken = () => {
    throw new Error('broken check');
  };
  await assert.rejects(waitUntil(broken, { timeoutMs: 1000 }), /broken check/);
});
