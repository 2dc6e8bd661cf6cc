/**
 * The one polling helper of the installation-guide suite: its watch, server
 * and style checks pass or fail on what it returns at the deadline.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { waitUntil } from '../lib/wait.mjs';

test('resolves with the first truthy value of a sync or async check', async () => {
  let calls = 0;
  assert.equal(await waitUntil(() => ++calls >= 3 && 'ready', { intervalMs: 1 }), 'ready');
  assert.equal(calls, 3);
  calls = 0;
  assert.equal(await waitUntil(async () => ++calls === 2, { intervalMs: 1 }), true);
});

test('at the deadline, resolves with the last value after one more check', async () => {
  const at = [];
  const started = Date.now();
  const value = await waitUntil(() => (at.push(Date.now()), 0), { timeoutMs: 120, intervalMs: 50 });
  assert.equal(value, 0);
  // The last check comes at or after the deadline, and no check is hurried:
  // one with a whole interval left before the deadline waits that interval
  // for the next (a timer may fire a millisecond early).
  assert.ok(at.length >= 2, `checked ${at.length} times`);
  assert.ok(at.at(-1) >= started + 120, `last check ${at.at(-1) - started} ms after the start`);
  const hurried = at.slice(0, -1).filter((t, i) => t + 50 <= started + 120 && at[i + 1] - t < 49);
  assert.deepEqual(hurried, [], `checks at ${at.map((t) => t - started).join(', ')} ms`);
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
