import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Calls `check` (sync or async) every `intervalMs` until it returns a truthy
 * value, which it resolves with, or until `timeoutMs` has passed, when it
 * resolves with the last call's value (one more call after the deadline, so
 * a slow last wait still counts). Without a timeout it waits for as long as
 * it takes.
 */
export async function waitUntil(check, { timeoutMs = Infinity, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() >= deadline) return value;
    await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
}
