#!/usr/bin/env node
/**
 * Maintainer's tool (needs the npm registry): compares the `published` lists of
 * tests/unit/version-facts.json with `npm view <package> versions`, so the
 * table the offline test reads can be refreshed after a release.
 *
 *   node scripts/check-version-facts.mjs          # report differences
 *   node scripts/check-version-facts.mjs --write  # and update the table
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../src/site-dir.mjs';

const file = path.join(siteDir, 'tests/unit/version-facts.json');
const text = fs.readFileSync(file, 'utf8');
const table = JSON.parse(text);
let differences = 0;
let updated = text;
for (const [name, listed] of Object.entries(table.published)) {
  const actual = JSON.parse(execFileSync('npm', ['view', name, 'versions', '--json'], { encoding: 'utf8' }));
  const added = actual.filter((v) => !listed.includes(v));
  const gone = listed.filter((v) => !actual.includes(v));
  if (added.length === 0 && gone.length === 0) continue;
  differences += 1;
  console.log(`${name}: new on the registry ${added.join(', ') || '-'}; listed but not published ${gone.join(', ') || '-'}`);
  updated = updated.replace(`"${name}": ${JSON.stringify(listed).replaceAll(',', ', ')}`, `"${name}": ${JSON.stringify(actual).replaceAll(',', ', ')}`);
}
if (differences === 0) console.log('The published versions match the registry.');
else if (process.argv.includes('--write')) fs.writeFileSync(file, updated);
process.exitCode = differences && !process.argv.includes('--write') ? 1 : 0;
