/**
 * Every js/jsx/ts/tsx block in docs/ and blog/ is compiled by the pinned
 * @stylexjs/babel-plugin. See src/markdown/fence.mjs for the fence markers.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {
  collectPages,
  compiledHashes,
  compilePage,
  lintPage,
  quotedHashes,
  siteDir,
  typecheckPage,
} from '../../src/plugins/sample-output/code-samples.mjs';
import { previewPlans } from '../../src/plugins/sample-output/preview.mjs';
import { lintClaims } from '../lib/claims/lint-claims.mjs';
import { quotedOutputs } from '../lib/claims/quoted-output.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import { COMPILED_LANGS } from '../../src/markdown/fence.mjs';

const pages = collectPages();
const totals = { compiled: 0, expectedFailures: 0, exempt: 0, historical: 0, typechecked: 0, needPackages: 0 };
const claims = { typeError: 0, typechecks: 0, lintError: 0, lintClean: 0, lintConfigured: 0, lintOutputs: 0, quotedOutputs: 0 };
const problems = [];
const lintProblems = [];
const staleHashes = [];

for (const page of pages) {
  const rel = path.relative(siteDir, page);
  const results = compilePage(page);
  // Release posts quote the output of the release they announce; the docs must match today's compiler.
  if (rel.startsWith('docs')) {
    const compiled = compiledHashes(results);
    for (const { line, token } of quotedHashes(page)) {
      if (!compiled.has(token)) staleHashes.push(`${rel}:${line} ${token}`);
    }
    const quoted = quotedOutputs(page, compiled);
    staleHashes.push(...quoted.problems);
    claims.quotedOutputs += quoted.held;
  }
  const linted = lintPage(page);
  lintProblems.push(...linted.problems);
  claims.lintError += linted.claims.lintError;
  claims.lintClean += linted.claims.lintClean;
  const lintedMore = await lintClaims(page);
  lintProblems.push(...lintedMore.problems);
  claims.lintConfigured += lintedMore.claims.configured;
  claims.lintOutputs += lintedMore.claims.outputs;
  for (const result of results) {
    const where = `${rel}:${result.block.line}`;
    switch (result.status) {
      case 'compiled':
        totals.compiled += 1;
        break;
      case 'expected-failure':
        totals.expectedFailures += 1;
        break;
      case 'exempt':
        totals.exempt += 1;
        break;
      case 'historical-compiles':
      case 'historical-fails':
        if (!rel.startsWith('blog')) problems.push(`${where} historical= is only for blog posts`);
        totals.historical += 1;
        break;
      case 'failed':
        problems.push(`${where} does not compile: ${result.message.split('\n')[0]}`);
        break;
      case 'unexpected-success':
        problems.push(`${where} is marked compile-error but compiles`);
        break;
      case 'wrong-error':
        problems.push(
          `${where} failed with a different message than compile-error="${result.block.fence.markers['compile-error']}": ${result.message.split('\n')[0]}`,
        );
        break;
      default:
        problems.push(`${where} has an unknown status ${result.status}`);
    }
  }
  const typed = typecheckPage(page);
  totals.typechecked += typed.checked;
  totals.needPackages += typed.needsPackages.length;
  claims.typeError += typed.claims.typeError;
  claims.typechecks += typed.claims.typechecks;
  problems.push(...typed.diagnostics.map((d) => `type error: ${d}`));
}

test('every docs and blog code sample compiles with @stylexjs/babel-plugin', () => {
  console.log(
    `code samples: ${totals.compiled} compiled, ${totals.expectedFailures} expected failures, ` +
      `${totals.exempt} exempt (no-compile), ${totals.historical} historical, ` +
      `${totals.typechecked} type-checked (${totals.needPackages} more import packages the site ` +
      `does not install), across ${pages.length} pages; claims held: ${claims.typeError} type-error, ` +
      `${claims.typechecks} typechecks, ${claims.lintError} lint-error, ${claims.lintClean} lint-clean, ` +
      `${claims.lintConfigured} linted with the page's config, ${claims.lintOutputs} ESLint outputs shown, ` +
      `${claims.quotedOutputs} CSS blocks quoting compiler output`,
  );
  assert.deepEqual(problems, []);
  assert.ok(totals.compiled > 0, 'no code sample was compiled');
});

test('the static-types guide type-checks every TypeScript sample', () => {
  const page = path.join(siteDir, 'docs/learn/static-types.mdx');
  const blocks = codeBlocks(page).filter((b) => COMPILED_LANGS.has(b.lang));
  const unchecked = blocks.filter(
    (b) =>
      ['ts', 'tsx'].includes(b.lang) &&
      !b.fence.markers.typecheck &&
      !b.fence.markers.typechecks &&
      !b.fence.markers['type-error'] &&
      !b.fence.markers['no-compile'],
  );
  assert.deepEqual(
    unchecked.map((b) => `line ${b.line}`),
    [],
    'static-types samples must carry the typecheck, typechecks or type-error marker',
  );
});

test('TypeScript samples are type-checked without a marker', () => {
  const fixture = path.join(siteDir, 'tests/unit/fixtures/unmarked-typescript.mdx');
  const { checked, needsPackages, diagnostics } = typecheckPage(fixture);
  assert.equal(checked, 3, 'the three unmarked samples are checked');
  assert.equal(needsPackages.length, 1, 'the waku config is reported, not checked');
  const text = diagnostics.join('\n');
  assert.match(text, /implicitly has type 'any' because it does not have a type annotation/);
  assert.match(text, /Argument of type 'string' is not assignable to parameter of type 'StyleXVar<string>'/);
  assert.match(text, /no-typecheck needs a reason/);
});

test('every lint-error and lint-clean sample gets what ESLint with the StyleX plugin says, and shows what it prints', () => {
  assert.deepEqual(lintProblems, []);
});

test('the docs quote only class names and variables their own samples compile to, or output they prove', () => {
  // Quoting a hash by hand goes stale when the compiler changes; point to the CSS or JS tab instead.
  assert.deepEqual(staleHashes, []);
});

test('a sample marked compiled-with is compiled with those options, and gets no Preview', () => {
  const results = compilePage(path.join(siteDir, 'tests/unit/fixtures/compiled-with.mdx'));
  assert.deepEqual(
    results.map((r) => [r.block.fence.title, r.status]),
    [
      ['src/strict.ts', 'expected-failure'],
      ['src/lenient.ts', 'unexpected-success'],
      ['src/Card.tsx', 'compiled'],
    ],
  );
  const card = results[2];
  assert.match(card.code, /className="Card__styles\.card x\w+"/, 'dev class names');
  assert.match(card.code, /data-style-src="sample:src\/Card\.tsx:4"/);
  assert.deepEqual(previewPlans(results)[2], { reason: 'compiled with other compiler options (compiled-with)' });
});

test('the claim markers fail when TypeScript or ESLint says otherwise', async () => {
  const fixture = path.join(siteDir, 'tests/unit/fixtures/claim-markers.mdx');
  const typed = typecheckPage(fixture).diagnostics.join('\n');
  assert.match(typed, /:8 is marked type-error="TS2322" but TypeScript reports no TS2322/);
  assert.match(typed, /TS2322 .*\(type-error="TS2353" expects only those codes\)/);
  assert.match(typed, /:\d+ TS2322 Type 'string' is not assignable/, 'a typechecks sample that fails is reported');
  assert.match(typed, /:52 TS2322 Type 'string'/, 'a block is checked with its own code when a later one has its file name');
  assert.match(typed, /:73 TS2322 Type 'unknown'/, 'a tsconfig= block is checked with its own compiler options');
  assert.doesNotMatch(typed, /virtual:fixture/, 'a module the page declares in a .d.ts block resolves');
  const linted = lintPage(fixture).problems.join('\n');
  assert.match(linted, /is marked lint-error="valid-styles" but ESLint reports nothing from valid-styles/);
  assert.match(linted, /@stylexjs\/valid-styles: .*\(the block is marked lint-clean\)/);
  const more = (await lintClaims(fixture)).problems.join('\n');
  assert.match(more, /shows 5:3 error "This is not a key that is allowed by stylex", which ESLint does not report/);
  assert.match(more, /leaves out what ESLint reports: 5:5 "This is not a key that is allowed by stylex"/);
  assert.match(more, /shows "Unknown rule message", which ESLint does not report/);
  assert.match(more, /lint-config="fixture" does not turn on valid-styles/);
  assert.match(more, /shows 5:16 warning .*, which ESLint does not report/, 'the severity is the config\'s');
  const hashes = quotedHashes(fixture).map((q) => q.token);
  assert.deepEqual(hashes, ['x9zz9zz9', '--xzkphav', 'x9zz9zz9'], 'prose and code comments are read');
  assert.ok(!compiledHashes(compilePage(fixture)).has('x9zz9zz9'), 'a made-up class is not among the outputs');
  const quoted = quotedOutputs(fixture, compiledHashes(compilePage(fixture))).problems.join('\n');
  assert.match(quoted, /:\d+ is not what src\/gap\.js compiles to/, 'an output-of block must be the output, exactly');
  assert.match(quoted, /:\d+ x9zz9zz8 \(not in the page's outputs/, 'a css block quotes only hashes the page compiles to');
});
