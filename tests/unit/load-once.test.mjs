import { test } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import { loadTs } from '../lib/load-ts.mjs';
import { siteDir } from '../../src/site-dir.mjs';

/**
 * src/components/LazyContent/loadOnce.ts, behind every on-demand chunk of
 * the site (lazy components, Prism, the progress bar, the search page's
 * engine): one fetch however many callers, and another try after a failure.
 */
const { loadOnce } = loadTs(path.join(siteDir, 'src/components/LazyContent/loadOnce.ts'));

test('callers share one load', async () => {
  let calls = 0;
  const load = loadOnce(async () => {
    calls += 1;
    return 'chunk';
  });
  const [a, b] = await Promise.all([load(), load()]);
  assert.equal(a, 'chunk');
  assert.equal(b, 'chunk');
  assert.equal(await load(), 'chunk');
  assert.equal(calls, 1);
});

test('a failed load is forgotten: every waiting caller sees the failure, the next call tries again', async () => {
  let calls = 0;
  const load = loadOnce(async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
    return 'chunk';
  });
  const results = await Promise.allSettled([load(), load()]);
  assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
  assert.equal(await load(), 'chunk');
  assert.equal(await load(), 'chunk');
  assert.equal(calls, 2);
});
