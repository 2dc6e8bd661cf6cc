/**
 * Finds the fenced code blocks of docs/ and blog/ and compiles them with the
 * real StyleX babel plugin. The one home of this logic: the build's compiled
 * output views (./outputs.mjs), tests/unit/code-samples.test.mjs and
 * scripts/check-samples.mjs (a per-page report for writers) all use it.
 *
 * The fence markers the tests read are described in src/markdown/fence.mjs;
 * the blocks are found by parsing each page (src/markdown/parse.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { COMPILED_LANGS } from '../../markdown/fence.mjs';
import { codeBlocks } from '../../markdown/parse.mjs';

const require = createRequire(import.meta.url);
const babel = require('@babel/core');
const stylexPlugin = require('@stylexjs/babel-plugin');
const { stylexOptions } = require('../../../babel.config.js');

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

export function collectPages(dirs = ['docs', 'blog']) {
  return dirs.flatMap((dir) => walk(path.join(siteDir, dir))).sort();
}

function extensionFor(lang) {
  if (lang === 'typescript') return 'ts';
  if (lang === 'javascript') return 'js';
  return lang;
}

/**
 * Writes the page's compilable blocks into a temporary project (so imports
 * between blocks resolve on disk) and compiles each one.
 */
export function compilePage(file) {
  const blocks = codeBlocks(file).filter((b) => COMPILED_LANGS.has(b.lang));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-sample-'));
  fs.writeFileSync(path.join(root, 'package.json'), '{"name":"sample","private":true}');
  const placed = blocks.map((block, i) => {
    const rel =
      typeof block.fence.title === 'string' && /\.[cm]?[jt]sx?$/.test(block.fence.title)
        ? block.fence.title
        : `snippet-${i + 1}.${extensionFor(block.lang)}`;
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, block.code);
    return { ...block, virtualPath: rel, absPath: abs };
  });

  const results = placed.map((block) => {
    if (block.fence.markers['no-compile']) return { block, status: 'exempt' };
    let outcome;
    try {
      // `compiled-with="dev=true"`: the sample shows (or fails with) these compiler options.
      const { options } = compilerOptionsOf(block.fence.markers['compiled-with'], blocks);
      outcome = { ok: true, ...compileFile(block.code, block.absPath, root, options) };
    } catch (error) {
      outcome = { ok: false, message: String(error.message ?? error) };
    }
    return { block, ...outcome, status: classify(block, outcome) };
  });
  fs.rmSync(root, { recursive: true, force: true });
  return results;
}

/**
 * Compiles one file with the site's StyleX settings (babel.config.js) and
 * any other `options`, its imports resolved from `root`. Returns the
 * compiled module and its rules.
 */
export function compileFile(code, filename, root, options = {}) {
  const out = babel.transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [
      '@babel/plugin-syntax-jsx',
      ...(/\.tsx?$/.test(filename) ? [['@babel/plugin-syntax-typescript', { isTSX: filename.endsWith('x') }]] : []),
      [stylexPlugin, { ...stylexOptions(false), unstable_moduleResolution: { type: 'commonJS', rootDir: root }, ...options }],
    ],
  });
  return { code: out.code, rules: out.metadata.stylex ?? [] };
}

/** The exports of a CommonJS block of the page. */
function moduleOf(block) {
  const module = { exports: {} };
  new Function('module', 'exports', block.code)(module, module.exports);
  return module.exports;
}

/**
 * The compiler options a `compiled-with` marker gives (comma-separated `key=value`; `true`,
 * `false` and numbers as such; a dotted key such as `env.brand` nests; a value naming a
 * CommonJS block of the page is that module's exports), and the package name `package=app`
 * sets (read for `output-of` blocks, tests/lib/claims/quoted-output.mjs).
 */
export function compilerOptionsOf(marker, blocks) {
  const options = {};
  let packageName = 'sample';
  for (const pair of typeof marker === 'string' ? marker.split(',') : []) {
    const [key, raw] = pair.split('=').map((part) => part.trim());
    const source = blocks.find((b) => b.fence.title === raw && COMPILED_LANGS.has(b.lang));
    const value = source
      ? moduleOf(source)
      : raw === 'true'
        ? true
        : raw === 'false'
          ? false
          : /^\d+$/.test(raw)
            ? Number(raw)
            : raw;
    if (key === 'package') {
      packageName = value;
      continue;
    }
    const keys = key.split('.');
    let target = options;
    for (const part of keys.slice(0, -1)) target = target[part] ??= {};
    target[keys.at(-1)] = value;
  }
  return { options, packageName };
}

function classify(block, outcome) {
  const expected = block.fence.markers['compile-error'];
  if (block.fence.markers.historical) return outcome.ok ? 'historical-compiles' : 'historical-fails';
  if (expected) {
    if (outcome.ok) return 'unexpected-success';
    return typeof expected === 'string' && !outcome.message.includes(expected)
      ? 'wrong-error'
      : 'expected-failure';
  }
  return outcome.ok ? 'compiled' : 'failed';
}

/** Compiles the CSS a set of rules produces, as the site build would emit it. */
export function cssFor(rules, options = {}) {
  return stylexPlugin.processStylexRules(rules, { useLayers: false, ...options });
}

/** Parsed declaration files (TypeScript's lib, React and StyleX types), shared by every page's program. */
const declarationCache = new Map();

/**
 * A compiler host that parses each file outside the page's own folder once
 * for all pages: every page gets a program of its own (one page's global
 * declarations must not reach another), but they all read the same types.
 */
function cachingHost(ts, options, pageRoot) {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName.startsWith(pageRoot)) return getSourceFile(fileName, languageVersion, ...rest);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!declarationCache.has(key)) declarationCache.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return declarationCache.get(key);
  };
  return host;
}

/** The compiler options samples are type-checked with: a strict project that bundles. */
function sampleCompilerOptions(ts) {
  return {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    types: [],
    typeRoots: [path.join(siteDir, 'node_modules', '@types')],
  };
}

/** The compiler options of one block: the defaults, with those of its `tsconfig="moduleResolution=node10"` marker. */
function optionsFor(ts, block) {
  if (typeof block.fence.markers.tsconfig !== 'string') return sampleCompilerOptions(ts);
  const json = Object.fromEntries(
    block.fence.markers.tsconfig.split(',').map((pair) => {
      const [key, value] = pair.split('=').map((part) => part.trim());
      return [key, value === 'true' ? true : value === 'false' ? false : value];
    }),
  );
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, siteDir);
  if (errors.length > 0) throw new Error(`tsconfig="${block.fence.markers.tsconfig}": ${ts.flattenDiagnosticMessageText(errors[0].messageText, ' ')}`);
  return { ...sampleCompilerOptions(ts), ...options };
}

/**
 * A sample's text as a file: each snippet is its own module even when it has no import/export,
 * but a declaration file stays what it says (without an import or export, its `declare module`
 * declares a module rather than augmenting one).
 */
function sampleModule(block, abs) {
  return abs.endsWith('.d.ts') ? `${block.code}\n` : `${block.code}\nexport {};\n`;
}

/**
 * The file each sample of a page is written to: its title when that is a file name, else
 * `snippet-<n>.<ext>`. A block whose file a later block also names (five `vite.config.ts` on one
 * page) gets a name of its own in the same folder, `vite~2.config.ts`, so each is checked with
 * its own code while imports of that file reach the last one.
 */
function samplePaths(blocks) {
  const paths = blocks.map((block, i) =>
    typeof block.fence.title === 'string' && /\.tsx?$/.test(block.fence.title)
      ? block.fence.title
      : `snippet-${i + 1}.${extensionFor(block.lang)}`,
  );
  return paths.map((p, i) => {
    if (!paths.slice(i + 1).includes(p)) return p;
    const [stem, ...rest] = path.basename(p).split('.');
    return path.join(path.dirname(p), [`${stem}~${i + 1}`, ...rest].join('.'));
  });
}

/** The codes of a `type-error="TS2322,TS2353"` marker, as numbers (empty when it has none). */
export function expectedTypeErrors(block) {
  const marker = block.fence.markers['type-error'];
  if (typeof marker !== 'string') return [];
  return marker.split(',').map((code) => Number(code.trim().replace(/^TS/i, '')));
}

/**
 * Whether a TypeScript block is type-checked: every ts/tsx sample a reader
 * could paste into a strict project is, unless it is marked as something
 * else (a fragment, an expected compile error, old syntax) or opts out with
 * a reason. `typecheck`, `typechecks` and `type-error` force the check.
 */
export function isTypechecked(block) {
  if (!['ts', 'tsx', 'typescript'].includes(block.lang)) return false;
  if (block.fence.markers.typecheck || block.fence.markers.typechecks || block.fence.markers['type-error']) return true;
  if (block.fence.markers['no-typecheck']) return false;
  return !block.fence.markers['no-compile'] && !block.fence.markers['compile-error'] && !block.fence.markers.historical;
}

/**
 * Type-checks the page's type-checked blocks (see isTypechecked; every other
 * ts/tsx block of the page is present too, so imports resolve) under strict
 * TypeScript against the installed @stylexjs/stylex and React types. Returns
 * problems as strings: diagnostics of blocks that must pass, a `type-error`
 * block that passes or fails with another code, a `typechecks` or
 * `type-error` block that cannot be checked here, a `no-typecheck` without a
 * reason. `claims` counts the blocks whose marker held.
 */
export function typecheckPage(file) {
  const ts = require('typescript');
  const rel = path.relative(siteDir, file);
  const blocks = codeBlocks(file).filter((b) => ['ts', 'tsx', 'typescript'].includes(b.lang));
  const problems = blocks
    .filter((b) => b.fence.markers['no-typecheck'] === true)
    .map((b) => `${rel}:${b.line} no-typecheck needs a reason: no-typecheck="…"`);
  blocks
    .filter((b) => b.fence.markers['type-error'] && (b.fence.markers.typechecks || expectedTypeErrors(b).some((code) => !Number.isInteger(code))))
    .forEach((b) => problems.push(`${rel}:${b.line} type-error needs codes such as type-error="TS2322", and no typechecks`));
  const claims = { typeError: 0, typechecks: 0 };
  const candidates = blocks.filter(isTypechecked);
  if (candidates.length === 0) return { checked: 0, needsPackages: [], claims, diagnostics: problems };
  const root = fs.mkdtempSync(path.join(siteDir, 'node_modules', '.sample-types-'));
  const names = [];
  const paths = samplePaths(blocks);
  blocks.forEach((block, i) => {
    const abs = path.join(root, paths[i]);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, sampleModule(block, abs));
    if (isTypechecked(block)) names.push({ abs, block, options: optionsFor(ts, block) });
  });
  // A sample that imports a package the site does not install (a bundler
  // plugin) cannot be checked here; it is reported, not failed, unless its
  // marker claims what TypeScript says about it.
  const needsPackages = [];
  // Modules the page declares itself (`declare module 'virtual:…'` in a .d.ts block).
  const declared = new Set(
    names.filter((n) => n.abs.endsWith('.d.ts')).flatMap((n) => [...n.block.code.matchAll(/declare module ['"]([^'"]+)['"]/g)].map((m) => m[1])),
  );
  const checked = names.filter(({ abs, block, options }) => {
    const missing = ts
      .preProcessFile(block.code, true, true)
      .importedFiles.map((f) => f.fileName)
      .filter((spec) => !spec.startsWith('.') && !spec.startsWith('/') && !declared.has(spec))
      .filter((spec) => !ts.resolveModuleName(spec, abs, options, ts.sys).resolvedModule);
    if (missing.length === 0) return true;
    if (block.fence.markers.typechecks || block.fence.markers['type-error']) {
      problems.push(`${rel}:${block.line} claims what TypeScript says but imports what the site does not install (${missing.join(', ')})`);
    } else {
      needsPackages.push(`${rel}:${block.line} (${missing.join(', ')})`);
    }
    return false;
  });
  const byFile = new Map();
  const diagnose = (files, options, focus) => {
    const program = ts.createProgram(files.map((n) => n.abs), options, cachingHost(ts, options, root));
    const found = ts.getPreEmitDiagnostics(program).filter((d) => d.file && focus.some((n) => n.abs === d.file.fileName));
    for (const n of focus) byFile.set(n.block, found.filter((d) => d.file.fileName === n.abs));
  };
  const together = checked.filter((n) => !n.block.fence.markers.tsconfig);
  diagnose(together, sampleCompilerOptions(ts), together);
  // A block with compiler options of its own: a program of its own, beside the page's declaration files.
  for (const n of checked.filter((c) => c.block.fence.markers.tsconfig)) {
    diagnose([n, ...together.filter((t) => t.abs.endsWith('.d.ts'))], n.options, [n]);
  }
  for (const { block } of checked) {
    const found = byFile.get(block);
    const describe = (d) => {
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${rel}:${block.line + 1 + line} TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    };
    const expected = expectedTypeErrors(block);
    if (expected.length === 0) {
      problems.push(...found.map(describe));
      if (block.fence.markers.typechecks && found.length === 0) claims.typechecks += 1;
      continue;
    }
    const others = found.filter((d) => !expected.includes(d.code));
    const missing = expected.filter((code) => !found.some((d) => d.code === code));
    problems.push(...others.map((d) => `${describe(d)} (type-error="${block.fence.markers['type-error']}" expects only those codes)`));
    if (missing.length > 0) {
      problems.push(`${rel}:${block.line} is marked type-error="${block.fence.markers['type-error']}" but TypeScript reports no ${missing.map((c) => `TS${c}`).join(', ')}`);
    }
    if (others.length === 0 && missing.length === 0) claims.typeError += 1;
  }
  fs.rmSync(root, { recursive: true, force: true });
  return { checked: checked.length, needsPackages, claims, diagnostics: problems };
}

/** The rules a `lint-error="valid-styles,sort-keys"` or `lint-clean="…"` marker names (empty when none). */
function markerRules(marker) {
  if (typeof marker !== 'string') return [];
  return marker.split(',').map((rule) => rule.trim().replace(/^@stylexjs\//, ''));
}

/**
 * Lints the page's `lint-error` and `lint-clean` blocks with ESLint and the
 * installed @stylexjs/eslint-plugin, with its default options: a
 * `lint-error` block with the rules it names (each must report), a
 * `lint-clean` block with the rules it names or, bare, with every rule of
 * the plugin (none may report). Each block is linted under its own file name
 * (`enforce-extension` reads it). Returns problems as strings, and how many
 * blocks' markers held.
 */
export function lintPage(file) {
  const rel = path.relative(siteDir, file);
  const blocks = codeBlocks(file).filter(
    // A sample linted with a config of the page is checked by tests/lib/claims/lint-claims.mjs.
    (b) =>
      COMPILED_LANGS.has(b.lang) &&
      (b.fence.markers['lint-error'] || b.fence.markers['lint-clean']) &&
      !b.fence.markers['lint-config'],
  );
  const problems = [];
  const claims = { lintError: 0, lintClean: 0 };
  if (blocks.length === 0) return { problems, claims };
  const { Linter } = require('eslint');
  const stylexLint = require('@stylexjs/eslint-plugin');
  const tsParser = require('typescript-eslint').parser;
  const linter = new Linter({ configType: 'flat' });
  for (const block of blocks) {
    const where = `${rel}:${block.line}`;
    const expected = markerRules(block.fence.markers['lint-error']);
    const named = block.fence.markers['lint-clean'] ? markerRules(block.fence.markers['lint-clean']) : expected;
    if (block.fence.markers['lint-clean'] && block.fence.markers['lint-error']) {
      problems.push(`${where} is marked both lint-clean and lint-error`);
      continue;
    }
    if (named.some((rule) => !stylexLint.rules[rule]) || (block.fence.markers['lint-error'] && expected.length === 0)) {
      problems.push(`${where} names a rule @stylexjs/eslint-plugin does not have: ${block.metastring}`);
      continue;
    }
    const ruleNames = named.length > 0 ? named : Object.keys(stylexLint.rules);
    const rules = Object.fromEntries(ruleNames.map((name) => [`@stylexjs/${name}`, 'error']));
    const filename =
      typeof block.fence.title === 'string' && /\.[cm]?[jt]sx?$/.test(block.fence.title)
        ? block.fence.title
        : `snippet.${extensionFor(block.lang)}`;
    const messages = linter.verify(
      block.code,
      [
        {
          files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
          plugins: { '@stylexjs': stylexLint },
          languageOptions: {
            ...(/\.tsx?$/.test(filename) ? { parser: tsParser } : {}),
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          rules,
        },
      ],
      filename,
    );
    const describe = (m) => `${rel}:${block.line + m.line} ${m.ruleId ?? 'parse error'}: ${m.message}`;
    const reported = new Set(messages.map((m) => m.ruleId?.replace(/^@stylexjs\//, '')));
    // A parse error, or a lint-clean block's report.
    const others = messages.filter((m) => !expected.includes(m.ruleId?.replace(/^@stylexjs\//, '')));
    const missing = expected.filter((rule) => !reported.has(rule));
    const marker = block.fence.markers['lint-clean'] ? 'lint-clean' : `lint-error="${block.fence.markers['lint-error']}"`;
    problems.push(...others.map((m) => `${describe(m)} (the block is marked ${marker})`));
    if (missing.length > 0) problems.push(`${where} is marked ${marker} but ESLint reports nothing from ${missing.join(', ')}`);
    if (others.length === 0 && missing.length === 0) claims[block.fence.markers['lint-clean'] ? 'lintClean' : 'lintError'] += 1;
  }
  return { problems, claims };
}

/** The lines of a page outside its fenced blocks (front matter included), each with its line number. */
export function proseLines(file) {
  const inBlock = new Set(
    codeBlocks(file).flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, i) => b.line + i)),
  );
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ line }) => !inBlock.has(line));
}

/** A class name or variable as the compiler writes them: `x1e2nbdu`, `--xzkphav`, a keyframes name `xktz90n-B`. */
export const STYLEX_HASH = /(?<![\w$-])(?:--)?x[a-z0-9]{4,9}(?:-B)?(?![\w-])/g;
/** Words of that shape that are not hashes (a style prop name some codebases use). */
export const NOT_HASHES = new Set(['xstyle']);
const CODE_COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$|<!--[\s\S]*?-->/gm;

/**
 * The class names and variable hashes a page quotes in its prose or in the
 * comments of its code blocks, each with its line. The compiled code itself
 * is left out: it is checked by compiling.
 */
export function quotedHashes(file) {
  const found = [];
  for (const { line, text } of proseLines(file)) {
    for (const [token] of text.matchAll(STYLEX_HASH)) if (!NOT_HASHES.has(token)) found.push({ line, token });
  }
  for (const block of codeBlocks(file)) {
    for (const comment of block.code.matchAll(CODE_COMMENT)) {
      const line = block.line + 1 + block.code.slice(0, comment.index).split('\n').length - 1;
      for (const [token] of comment[0].matchAll(STYLEX_HASH)) if (!NOT_HASHES.has(token)) found.push({ line, token });
    }
  }
  return found;
}

/** Every class name and variable hash in the compiled JS and CSS of a page's samples (compilePage's results). */
export function compiledHashes(results) {
  const hashes = new Set();
  for (const r of results.filter((result) => result.ok)) {
    // Babel keeps the sample's comments in the compiled code; only the compiler's own output counts.
    for (const text of [r.code.replace(CODE_COMMENT, ''), cssFor(r.rules)]) {
      // A variable is quoted as `--x…` or, as its name's hash, `x…`.
      for (const [token] of text.matchAll(STYLEX_HASH)) hashes.add(token).add(token.replace(/^--/, ''));
    }
  }
  return hashes;
}
