import { test } from 'node:test';
import path from 'node:path';
import assert from 'node:assert/strict';
import { loadTs } from '../lib/load-ts.mjs';
import { siteDir } from '../../src/site-dir.mjs';

/**
 * src/components/LazyContent/loadOnce.ts, behind every on-demand chunk of
 * the site (lazy components, Prism, the progress bar, the search page's
 * engine, the Pagefind runtime and vocabulary, a page's sample outputs, a
 * sample's Preview and Edit): one fetch however many callers, and another
 * try after a failure.
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

test('the call that starts a load gives it its arguments; a retry after a failure uses the retry\u2019s', async () => {
  const seen = [];
  const load = loadOnce(async (url, attempt) => {
    seen.push([url, attempt]);
    if (seen.length === 1) throw new Error('offline');
    return url;
  });
  await assert.rejects(load('/a', 1), /offline/);
  assert.equal(await load('/b', 2), '/b');
  // Loaded: later arguments change nothing.
  assert.equal(await load('/c', 3), '/b');
  assert.deepEqual(seen, [['/a', 1], ['/b', 2]]);
});
