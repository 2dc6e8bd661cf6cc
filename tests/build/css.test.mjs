/**
 * The Infima rules src/plugins/infima-prune drops are truly unused: no
 * built page carries one of those classes, and no built JavaScript (any
 * chunk, lazy ones included) contains one as a string. And the pruning did
 * happen, without taking rules the site needs. Run after the build.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { assertBuilt, buildDir, buildFiles, htmlPages } from '../lib/built-site.mjs';
import { isDroppedClass } from '../../src/plugins/infima-prune/prune.mjs';

assertBuilt();
const require = createRequire(import.meta.url);
const postcss = require('postcss');

const infimaFile = require.resolve('infima/dist/css/default/default.css');
const infimaClasses = new Set();
postcss.parse(fs.readFileSync(infimaFile, 'utf8')).walkRules((rule) => {
  for (const m of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) infimaClasses.add(m[1]);
});
const dropped = [...infimaClasses].filter(isDroppedClass);

test('the prune list drops something, and only Infima classes that exist', () => {
  assert.ok(dropped.length > 100, `${dropped.length} classes dropped`);
});

test('no built page uses a dropped class', () => {
  const problems = [];
  for (const page of htmlPages()) {
    const classes = new Set();
    for (const m of page.html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
      for (const c of (m[1] ?? m[2] ?? m[3]).split(/\s+/)) classes.add(c);
    }
    for (const c of classes) if (dropped.includes(c)) problems.push(`${page.route}: class "${c}"`);
  }
  assert.deepEqual(problems, []);
});

test('no built JavaScript mentions a dropped class', () => {
  const droppedSet = new Set(dropped);
  const problems = [];
  for (const rel of buildFiles().filter((f) => f.endsWith('.js'))) {
    const js = fs.readFileSync(path.join(buildDir, rel), 'utf8');
    // Class names live in string literals: split them into words.
    for (const m of js.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      for (const word of (m[1] ?? m[2] ?? m[3]).split(/[^\w-]+/)) {
        if (droppedSet.has(word)) problems.push(`${rel}: "${word}"`);
      }
    }
  }
  assert.deepEqual([...new Set(problems)], []);
});

test('the stylesheet lost the dropped rules and kept the used ones', () => {
  const cssFiles = buildFiles().filter((f) => /^assets\/css\/.*\.css$/.test(f));
  const css = cssFiles.map((f) => fs.readFileSync(path.join(buildDir, f), 'utf8')).join('\n');
  const present = (c) => new RegExp(`\\.${c.replace(/[-]/g, '\\-')}(?![\\w-])`).test(css);
  assert.deepEqual(dropped.filter(present), []);
  for (const kept of ['navbar', 'menu__link', 'pagination-nav__link', 'alert--warning', 'table-of-contents__link', 'button--secondary', 'badge--secondary', 'col--6', 'margin-vert--lg', 'tabs__item']) {
    assert.ok(present(kept), `.${kept} is still there`);
  }
});
