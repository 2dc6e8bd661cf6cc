/**
 * Finds the fenced code blocks of docs/ and blog/ and compiles them with the
 * real StyleX babel plugin. The one home of this logic: the build's compiled
 * output views (./outputs.mjs), tests/unit/code-samples.test.mjs and
 * scripts/check-samples.mjs (a per-page report for writers) all use it.
 *
 * Fence meta conventions (see README "Writing code samples"):
 *   title="src/Button.tsx"        the block's virtual path; other blocks on the
 *                                 same page can import it (e.g. tokens.stylex.ts)
 *   compile-error="text"          the block must fail; the message must contain text
 *   no-compile                    a fragment that is not a whole module (counted as exempt)
 *   historical="0.9.3"            blog only: syntax of an older release; compiled
 *                                 and reported, but not required to pass
 *   typecheck                     type-checked under strict TypeScript even when the block
 *                                 is no-compile or compile-error (every other ts/tsx block
 *                                 is type-checked anyway, see typecheckPage)
 *   no-typecheck="reason"         a ts/tsx block a reader would not paste as is into a strict
 *                                 project (it needs a package the site does not install, or
 *                                 shows an old API); the reason is required
 *   type-error="TS2322"           strict TypeScript must reject the block, with only these codes
 *                                 (comma-separated); backs a "TypeScript rejects" sentence
 *   typechecks                    strict TypeScript must accept the block, and it must be
 *                                 checkable here; backs a "TypeScript accepts" sentence
 *   lint-error="valid-styles"     ESLint with these @stylexjs/eslint-plugin rules on (comma-
 *                                 separated) must report each of them
 *   lint-clean                    ESLint with every rule of the plugin on reports nothing;
 *                                 lint-clean="valid-styles" turns on only the rules named
 *   preview / no-preview          asks for a Preview tab, or leaves it off (./preview.mjs)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const babel = require('@babel/core');
const stylexPlugin = require('@stylexjs/babel-plugin');
const { stylexOptions } = require('../../../babel.config.js');

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const COMPILED_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);
/** Fence meta words only the sample tests read; readers never see them (the Markdown twins drop them). */
export const TEST_MARKERS = new Set([
  'typecheck',
  'no-compile',
  'compile-error',
  'historical',
  'no-typecheck',
  'no-output',
  'type-error',
  'typechecks',
  'lint-error',
  'lint-clean',
  'preview',
  'no-preview',
]);

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Parses `key="value"`, `key='value'`, `key=value` and bare `flag` words. */
export function parseMeta(meta) {
  const result = {};
  const re = /([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g;
  let match;
  while ((match = re.exec(meta)) !== null) {
    const [, key, dq, sq, bare] = match;
    result[key] = dq ?? sq ?? bare ?? true;
  }
  return result;
}

/** Every fenced block of one markdown file, with language, meta and line. */
export function extractBlocks(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const blocks = [];
  let open = null;
  lines.forEach((line, index) => {
    const fence = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
    if (!open) {
      if (!fence) return;
      const info = fence[3].trim();
      const [lang = '', ...rest] = info.split(/\s+/);
      open = {
        file,
        line: index + 1,
        indent: fence[1].length,
        marker: fence[2],
        lang: lang.toLowerCase(),
        // As Markdown gives it to the code block (its `metastring`).
        metastring: info.slice(lang.length).trim(),
        meta: parseMeta(rest.join(' ')),
        body: [],
      };
      return;
    }
    if (fence && fence[2].startsWith(open.marker) && fence[3].trim() === '') {
      blocks.push({ ...open, code: open.body.join('\n') });
      open = null;
      return;
    }
    open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
  });
  return blocks;
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
  const blocks = extractBlocks(file).filter((b) => COMPILED_LANGS.has(b.lang));
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-sample-'));
  fs.writeFileSync(path.join(root, 'package.json'), '{"name":"sample","private":true}');
  const placed = blocks.map((block, i) => {
    const rel =
      typeof block.meta.title === 'string' && /\.[cm]?[jt]sx?$/.test(block.meta.title)
        ? block.meta.title
        : `snippet-${i + 1}.${extensionFor(block.lang)}`;
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, block.code);
    return { ...block, virtualPath: rel, absPath: abs };
  });

  const results = placed.map((block) => {
    if (block.meta['no-compile']) return { block, status: 'exempt' };
    let outcome;
    try {
      outcome = { ok: true, ...compileFile(block.code, block.absPath, root) };
    } catch (error) {
      outcome = { ok: false, message: String(error.message ?? error) };
    }
    return { block, ...outcome, status: classify(block, outcome) };
  });
  fs.rmSync(root, { recursive: true, force: true });
  return results;
}

/**
 * Compiles one file with the site's StyleX settings (babel.config.js), its
 * imports resolved from `root`. Returns the compiled module and its rules.
 */
export function compileFile(code, filename, root) {
  const out = babel.transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [
      '@babel/plugin-syntax-jsx',
      ...(/\.tsx?$/.test(filename) ? [['@babel/plugin-syntax-typescript', { isTSX: filename.endsWith('x') }]] : []),
      [stylexPlugin, { ...stylexOptions(false), unstable_moduleResolution: { type: 'commonJS', rootDir: root } }],
    ],
  });
  return { code: out.code, rules: out.metadata.stylex ?? [] };
}

function classify(block, outcome) {
  const expected = block.meta['compile-error'];
  if (block.meta.historical) return outcome.ok ? 'historical-compiles' : 'historical-fails';
  if (expected) {
    if (outcome.ok) return 'unexpected-success';
    return typeof expected === 'string' && !outcome.message.includes(expected)
      ? 'wrong-error'
      : 'expected-failure';
  }
  return outcome.ok ? 'compiled' : 'failed';
}

/** Compiles the CSS a set of rules produces, as the site build would emit it. */
export function cssFor(rules) {
  return stylexPlugin.processStylexRules(rules, { useLayers: false });
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

/** The codes of a `type-error="TS2322,TS2353"` marker, as numbers (empty when it has none). */
export function expectedTypeErrors(block) {
  const marker = block.meta['type-error'];
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
  if (block.meta.typecheck || block.meta.typechecks || block.meta['type-error']) return true;
  if (block.meta['no-typecheck']) return false;
  return !block.meta['no-compile'] && !block.meta['compile-error'] && !block.meta.historical;
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
  const blocks = extractBlocks(file).filter((b) => ['ts', 'tsx', 'typescript'].includes(b.lang));
  const problems = blocks
    .filter((b) => b.meta['no-typecheck'] === true)
    .map((b) => `${rel}:${b.line} no-typecheck needs a reason: no-typecheck="…"`);
  blocks
    .filter((b) => b.meta['type-error'] && (b.meta.typechecks || expectedTypeErrors(b).some((code) => !Number.isInteger(code))))
    .forEach((b) => problems.push(`${rel}:${b.line} type-error needs codes such as type-error="TS2322", and no typechecks`));
  const claims = { typeError: 0, typechecks: 0 };
  const candidates = blocks.filter(isTypechecked);
  if (candidates.length === 0) return { checked: 0, needsPackages: [], claims, diagnostics: problems };
  const root = fs.mkdtempSync(path.join(siteDir, 'node_modules', '.sample-types-'));
  const names = [];
  blocks.forEach((block, i) => {
    const relPath =
      typeof block.meta.title === 'string' && /\.tsx?$/.test(block.meta.title)
        ? block.meta.title
        : `snippet-${i + 1}.${extensionFor(block.lang)}`;
    const abs = path.join(root, relPath);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    // Each snippet is its own module even when it has no import/export.
    fs.writeFileSync(abs, `${block.code}\nexport {};\n`);
    if (isTypechecked(block)) names.push({ abs, block });
  });
  const options = {
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
  // A sample that imports a package the site does not install (vite, a
  // bundler plugin) cannot be checked here; it is reported, not failed,
  // unless its marker claims what TypeScript says about it.
  const needsPackages = [];
  const checked = names.filter(({ abs, block }) => {
    const missing = ts
      .preProcessFile(block.code, true, true)
      .importedFiles.map((f) => f.fileName)
      .filter((spec) => !spec.startsWith('.') && !spec.startsWith('/'))
      .filter((spec) => !ts.resolveModuleName(spec, abs, options, ts.sys).resolvedModule);
    if (missing.length === 0) return true;
    if (block.meta.typechecks || block.meta['type-error']) {
      problems.push(`${rel}:${block.line} claims what TypeScript says but imports what the site does not install (${missing.join(', ')})`);
    } else {
      needsPackages.push(`${rel}:${block.line} (${missing.join(', ')})`);
    }
    return false;
  });
  const program = ts.createProgram(checked.map((n) => n.abs), options, cachingHost(ts, options, root));
  const byFile = new Map(checked.map((n) => [n.abs, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    if (d.file && byFile.has(d.file.fileName)) byFile.get(d.file.fileName).push(d);
  }
  for (const { abs, block } of checked) {
    const found = byFile.get(abs);
    const describe = (d) => {
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      return `${rel}:${block.line + 1 + line} TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    };
    const expected = expectedTypeErrors(block);
    if (expected.length === 0) {
      problems.push(...found.map(describe));
      if (block.meta.typechecks && found.length === 0) claims.typechecks += 1;
      continue;
    }
    const others = found.filter((d) => !expected.includes(d.code));
    const missing = expected.filter((code) => !found.some((d) => d.code === code));
    problems.push(...others.map((d) => `${describe(d)} (type-error="${block.meta['type-error']}" expects only those codes)`));
    if (missing.length > 0) {
      problems.push(`${rel}:${block.line} is marked type-error="${block.meta['type-error']}" but TypeScript reports no ${missing.map((c) => `TS${c}`).join(', ')}`);
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
  const blocks = extractBlocks(file).filter(
    (b) => COMPILED_LANGS.has(b.lang) && (b.meta['lint-error'] || b.meta['lint-clean']),
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
    const expected = markerRules(block.meta['lint-error']);
    const named = block.meta['lint-clean'] ? markerRules(block.meta['lint-clean']) : expected;
    if (block.meta['lint-clean'] && block.meta['lint-error']) {
      problems.push(`${where} is marked both lint-clean and lint-error`);
      continue;
    }
    if (named.some((rule) => !stylexLint.rules[rule]) || (block.meta['lint-error'] && expected.length === 0)) {
      problems.push(`${where} names a rule @stylexjs/eslint-plugin does not have: ${block.metastring}`);
      continue;
    }
    const ruleNames = named.length > 0 ? named : Object.keys(stylexLint.rules);
    const rules = Object.fromEntries(ruleNames.map((name) => [`@stylexjs/${name}`, 'error']));
    const filename =
      typeof block.meta.title === 'string' && /\.[cm]?[jt]sx?$/.test(block.meta.title)
        ? block.meta.title
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
    const marker = block.meta['lint-clean'] ? 'lint-clean' : `lint-error="${block.meta['lint-error']}"`;
    problems.push(...others.map((m) => `${describe(m)} (the block is marked ${marker})`));
    if (missing.length > 0) problems.push(`${where} is marked ${marker} but ESLint reports nothing from ${missing.join(', ')}`);
    if (others.length === 0 && missing.length === 0) claims[block.meta['lint-clean'] ? 'lintClean' : 'lintError'] += 1;
  }
  return { problems, claims };
}

/** The lines of a page outside its fenced blocks (front matter included), each with its line number. */
export function proseLines(file) {
  const inBlock = new Set(
    extractBlocks(file).flatMap((b) => Array.from({ length: b.body.length + 2 }, (_, i) => b.line + i)),
  );
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ line }) => !inBlock.has(line));
}

/** A class name or variable as the compiler writes them: `x1e2nbdu`, `--xzkphav`, a keyframes name `xktz90n-B`. */
const STYLEX_HASH = /(?<![\w$-])(?:--)?x[a-z0-9]{4,9}(?:-B)?(?![\w-])/g;
/** Words of that shape that are not hashes (a style prop name some codebases use). */
const NOT_HASHES = new Set(['xstyle']);
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
  for (const block of extractBlocks(file)) {
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
