/**
 * API reference coverage: every public name of the installed StyleX packages
 * must have an entry in docs/api/. The name lists are derived from the
 * packages themselves, so upgrading a package that adds an export, a compiler
 * option or a lint rule makes this test fail until the reference documents it.
 *
 *   1. runtime exports of @stylexjs/stylex (`Object.keys` of the CommonJS
 *      module, recursing one level into the `when` and `types` namespaces:
 *      `when.ancestor`, `types.color`, ...) -> anywhere under docs/api/
 *   2. option names of @stylexjs/babel-plugin (the keys of the `StyleXOptions`
 *      type, resolved with the TypeScript checker)
 *      -> docs/api/configuration/babel-plugin.mdx
 *   3. rule names of @stylexjs/eslint-plugin (`require(...).rules`)
 *      -> docs/api/configuration/eslint-plugin.mdx
 *   4. type-only exports of @stylexjs/stylex (the exports of its entry point's
 *      declarations that are not runtime exports: `StyleXStyles`, `Types`, ...,
 *      resolved with the TypeScript checker) -> docs/api/types/
 *
 * A name counts as documented when it appears in a page title (front matter
 * `title`) or in an h2/h3 heading, in backticks or plain, as a whole name
 * (`create` is not satisfied by a `createTheme` heading; a `stylex.` prefix is
 * allowed).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { collectPages } from '../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../src/site-dir.mjs';

const require = createRequire(import.meta.url);
const apiDir = path.join(siteDir, 'docs/api');

/**
 * Names that exist in a package's public surface but are not meant for users,
 * and are therefore not required to be documented. Each entry needs a comment
 * saying why; everything user-facing must be documented instead. An entry that
 * the package no longer has makes the first test fail, so the list can't go
 * stale. (Candidates seen in 0.19.1 and deliberately NOT listed, because the
 * reference documents them: `definedStylexCSSVariables`, which the Babel
 * plugin overwrites with `{}`, and `legacyMerge`, typed "DO NOT USE".)
 */
const INTERNAL_ONLY = {
  stylexExports: [],
  babelOptions: [],
  eslintRules: [],
  typeExports: [],
};

/** Namespaces of @stylexjs/stylex whose members are documented one by one. */
const NESTED_NAMESPACES = ['when', 'types'];

// ---------------------------------------------------------------------------
// 1. Derive the name lists from the installed packages.

function stylexExports() {
  const stylex = require('@stylexjs/stylex');
  const names = [];
  for (const key of Object.keys(stylex)) {
    names.push(key);
    if (NESTED_NAMESPACES.includes(key)) {
      for (const member of Object.keys(stylex[key])) names.push(`${key}.${member}`);
    }
  }
  return names;
}

function babelOptions() {
  const ts = require('typescript');
  const pluginDir = path.dirname(require.resolve('@stylexjs/babel-plugin/package.json'));
  const declFile = path.join(pluginDir, 'lib/utils/state-manager.d.ts');
  assert.ok(fs.existsSync(declFile), `StyleXOptions declaration not found at ${declFile}`);
  const program = ts.createProgram([declFile], {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(declFile));
  const optionsSymbol = checker
    .getExportsOfModule(moduleSymbol)
    .find((symbol) => symbol.name === 'StyleXOptions');
  assert.ok(optionsSymbol, 'state-manager.d.ts no longer exports StyleXOptions');
  const optionsType = checker.getDeclaredTypeOfSymbol(optionsSymbol);
  return checker.getPropertiesOfType(optionsType).map((property) => property.name);
}

function typeExports() {
  const ts = require('typescript');
  const declFile = path.join(path.dirname(require.resolve('@stylexjs/stylex/package.json')), 'lib/es/stylex.d.ts');
  const program = ts.createProgram([declFile], { noEmit: true, skipLibCheck: true, strict: true, types: [] });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(declFile));
  const runtime = new Set(Object.keys(require('@stylexjs/stylex')));
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((symbol) => symbol.name)
    .filter((name) => !runtime.has(name));
}

function eslintRules() {
  return Object.keys(require('@stylexjs/eslint-plugin').rules);
}

// ---------------------------------------------------------------------------
// 2. Collect documented entries (titles and h2/h3 headings) from the pages.

/** Front matter title plus every h2/h3 heading outside fenced code blocks. */
function documentedEntries(file) {
  const source = fs.readFileSync(file, 'utf8');
  const entries = [];
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source);
  let body = source;
  if (frontMatter) {
    body = source.slice(frontMatter[0].length);
    const title = /^title:\s*(.+)$/m.exec(frontMatter[1]);
    if (title) entries.push(title[1].trim().replace(/^(['"])(.*)\1$/, '$2'));
  }
  let fence = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (!fence) fence = marker[1];
      else if (marker[1].startsWith(fence) && line.trim() === marker[1]) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = /^#{2,3}\s+(.+?)\s*$/.exec(line);
    if (heading) entries.push(heading[1].replace(/\s*\{#[^}]*\}\s*$/, ''));
  }
  return entries.map((text) => text.replace(/`/g, ''));
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isDocumented(name, entries) {
  const pattern = new RegExp(`(?<![\\w$.-])(?:stylex\\.)?${escapeRegExp(name)}(?![\\w$-])`);
  return entries.some((entry) => pattern.test(entry));
}

function entriesOf(files) {
  return files.flatMap((file) => (fs.existsSync(file) ? documentedEntries(file) : []));
}

// ---------------------------------------------------------------------------
// 3. Compare.

function check(group, allNames, internal, files) {
  const stale = internal.filter((name) => !allNames.includes(name));
  const names = allNames.filter((name) => !internal.includes(name));
  const entries = entriesOf(files);
  const missing = names.filter((name) => !isDocumented(name, entries));
  return { group, names, missing, stale, files };
}

const groups = [
  check('stylex exports', stylexExports(), INTERNAL_ONLY.stylexExports, collectPages(['docs/api'])),
  check('babel options', babelOptions(), INTERNAL_ONLY.babelOptions, [
    path.join(apiDir, 'configuration/babel-plugin.mdx'),
  ]),
  check('eslint rules', eslintRules(), INTERNAL_ONLY.eslintRules, [
    path.join(apiDir, 'configuration/eslint-plugin.mdx'),
  ]),
  check('type exports', typeExports(), INTERNAL_ONLY.typeExports, collectPages(['docs/api/types'])),
];

console.log(
  'api coverage: ' +
    groups.map((g) => `${g.group} ${g.names.length - g.missing.length}/${g.names.length}`).join(', '),
);

test('the name lists are derived from the installed packages', () => {
  const [exportsGroup, optionsGroup, rulesGroup, typesGroup] = groups;
  // Guards against a derivation that silently returns nothing (which would pass).
  for (const known of ['create', 'props', 'defineVars', 'when.ancestor', 'types.color']) {
    assert.ok(exportsGroup.names.includes(known), `expected stylex export ${known}`);
  }
  for (const known of ['dev', 'importSources', 'unstable_moduleResolution']) {
    assert.ok(optionsGroup.names.includes(known), `expected babel option ${known}`);
  }
  assert.ok(rulesGroup.names.includes('valid-styles'), 'expected eslint rule valid-styles');
  for (const known of ['StyleXStyles', 'VarGroup', 'Types', 'CSSProperties']) {
    assert.ok(typesGroup.names.includes(known), `expected type export ${known}`);
  }
  assert.ok(!typesGroup.names.includes('create'), 'runtime exports are not type exports');
  // An internal-only entry that no longer exists must be removed from the list.
  assert.deepEqual(
    groups.flatMap((g) => g.stale.map((name) => `${g.group}: ${name}`)),
    [],
    'INTERNAL_ONLY lists names the packages no longer have',
  );
});

for (const group of groups) {
  test(`every ${group.group.replace(/s$/, '')} is documented in docs/api`, () => {
    const absent = group.files.filter((file) => !fs.existsSync(file));
    assert.deepEqual(
      absent.map((file) => path.relative(siteDir, file)),
      [],
      `${group.group}: page missing`,
    );
    assert.deepEqual(
      group.missing,
      [],
      `${group.group} without a page title or h2/h3 heading in ` +
        `${group.files.length === 1 ? path.relative(siteDir, group.files[0]) : 'docs/api/**'}: ` +
        group.missing.join(', '),
    );
  });
}
