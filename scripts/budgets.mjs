#!/usr/bin/env node
/**
 * Prints the largest figures of the built site per route type (initial
 * JavaScript, JavaScript before hydration, CSS), next to the limits of
 * budgets.json that `npm test` enforces (tests/build/budgets.test.mjs).
 *
 *   npm run build && npm run budgets
 */
import { assertBuilt, kib } from '../tests/lib/built-site.mjs';
import { budgetReport, measurePages } from '../tests/lib/budgets.mjs';

assertBuilt();
for (const line of budgetReport(measurePages(), kib)) console.log(line);
