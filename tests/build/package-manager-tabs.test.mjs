/**
 * Package-manager tabs come in one order on every page (docs, API and
 * posts alike): npm, pnpm, yarn, bun. A reader who picked a tab finds it in
 * the same place on the next page. Read from every built page: each tab list
 * whose tabs are all package managers.
 *
 * Run after `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, find, htmlPages, textOf } from '../lib/built-site.mjs';

assertBuilt();

const ORDER = ['npm', 'pnpm', 'yarn', 'bun'];

test('every package-manager tab set on every page is in the order npm, pnpm, yarn, bun', () => {
  const problems = [];
  let sets = 0;
  for (const page of htmlPages()) {
    for (const list of find(page.doc, (el) => el.attribs?.role === 'tablist')) {
      const labels = find(list, (el) => el.attribs?.role === 'tab').map((tab) => textOf(tab).trim().toLowerCase());
      if (labels.length < 2 || !labels.every((label) => ORDER.includes(label))) continue;
      sets += 1;
      const expected = ORDER.filter((label) => labels.includes(label));
      if (labels.join() !== expected.join()) problems.push(`${page.route}: ${labels.join(', ')}`);
    }
  }
  assert.ok(sets > 20, `the pages have package-manager tabs (${sets} sets)`);
  assert.deepEqual(problems, []);
});
