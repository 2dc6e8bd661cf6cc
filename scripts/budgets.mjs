#!/usr/bin/env node
/**
 * Prints the largest figures of the built site per route type (initial
 * JavaScript, JavaScript before hydration, CSS), next to the limits of
 * budgets.json that `npm test` enforces (tests/build/budgets.test.mjs).
 *
 *   npm run build && npm run budgets
 */
import { assertBuilt, kib } from '../tests/lib/built-site.mjs';
import { budgetReport, budgets, measurePages } from '../tests/lib/budgets.mjs';

// budgets.json documents each limit in a "$comment" key; print only the limits.
const limits = (table) =>
  Object.entries(table)
    .filter(([key]) => key !== '$comment')
    .map(([type, limit]) => `${type} ${limit}`)
    .join(', ');

assertBuilt();
for (const line of budgetReport(measurePages(), kib)) console.log(line);
console.log(
  `Limits (KiB): initial JS gzip ${limits(budgets.initialJsGzipKiB)}; ` +
    `before hydration gzip ${limits(budgets.hydrationJsGzipKiB)}; CSS raw ${budgets.cssRawKiB.all}`,
);
