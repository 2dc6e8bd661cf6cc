/**
 * The relevance benchmark (tests/search/queries.json) against the built
 * site's index, with the modal's own search code (tests/lib/search-benchmark.mjs).
 * A failure after a docs change means a page no longer answers a question it
 * used to, or the ranking (src/search/ranking.ts) or the synonyms
 * (src/search/synonyms.ts) need a look: not a reason to lower the bar.
 * `npm run bench:search` prints the whole table.
 *
 *   node --test tests/build/search-relevance.test.mjs
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import path from 'node:path';
import { formatTable, misses, pagefindEngine, postsAboveDocs, runBenchmark } from '../lib/search-benchmark.mjs';
import { loadTs } from '../lib/load-ts.mjs';
import { siteDir } from '../lib/built-site.mjs';

const { namesRelease } = loadTs(path.join(siteDir, 'src/search/query.ts'));

let engine;
let report;
before(async () => {
  engine = await pagefindEngine();
  report = await runBenchmark(engine);
});
after(() => engine?.close());

test('the benchmark covers every kind of question with at least 100 queries', () => {
  assert.ok(report.cases.length >= 100, `${report.cases.length} queries`);
  for (const category of ['api', 'concept', 'task', 'tooling', 'error', 'typo']) {
    assert.ok(report.summary.categories[category]?.queries >= 10, `${category}: ${report.summary.categories[category]?.queries} queries`);
  }
});

test('an answering page is in the top 3 for 95% of the queries, MRR 0.85 or more', () => {
  const { hitsAt3, mrr } = report.summary.all;
  const detail = `\n${formatTable(report.summary)}\nNot in the top 3:\n${misses(report.cases).join('\n')}`;
  assert.ok(hitsAt3 >= 0.95, `hits@3 ${(hitsAt3 * 100).toFixed(1)}%${detail}`);
  assert.ok(mrr >= 0.85, `MRR ${mrr.toFixed(3)}${detail}`);
});

test('no query about the docs gets "No results"; a query about something else does', () => {
  assert.deepEqual(report.cases.filter((c) => c.empty).map((c) => c.query), []);
  assert.deepEqual(report.outOfDomain.filter((o) => o.found).map((o) => `${o.query}: ${o.top.join(', ')}`), []);
});

test('a query that names no version or release ranks no release post above the docs page it expects', () => {
  const concerned = report.cases.filter((c) => !c.expect.some((url) => url.startsWith('/blog/')) && !namesRelease(c.query));
  assert.ok(concerned.length >= 150, `${concerned.length} queries concerned`);
  assert.deepEqual(postsAboveDocs(report.cases, namesRelease), []);
});
