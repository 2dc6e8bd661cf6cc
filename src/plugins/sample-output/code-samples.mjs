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

/**
 * Whether a TypeScript block is type-checked: every ts/tsx sample a reader
 * could paste into a strict project is, unless it is marked as something
 * else (a fragment, an expected compile error, old syntax) or opts out with
 * a reason. `typecheck` forces the check on any block.
 */
export function isTypechecked(block) {
  if (!['ts', 'tsx', 'typescript'].includes(block.lang)) return false;
  if (block.meta.typecheck) return true;
  if (block.meta['no-typecheck']) return false;
  return !block.meta['no-compile'] && !block.meta['compile-error'] && !block.meta.historical;
}

/**
 * Type-checks the page's type-checked blocks (see isTypechecked; every other
 * ts/tsx block of the page is present too, so imports resolve) under strict
 * TypeScript against the installed @stylexjs/stylex and React types. Returns
 * diagnostics as strings, and the `no-typecheck` blocks that give no reason.
 */
export function typecheckPage(file) {
  const ts = require('typescript');
  const blocks = extractBlocks(file).filter((b) => ['ts', 'tsx', 'typescript'].includes(b.lang));
  const unexplained = blocks
    .filter((b) => b.meta['no-typecheck'] === true)
    .map((b) => `${path.relative(siteDir, file)}:${b.line} no-typecheck needs a reason: no-typecheck="…"`);
  const candidates = blocks.filter(isTypechecked);
  if (candidates.length === 0) return { checked: 0, needsPackages: [], diagnostics: unexplained };
  const root = fs.mkdtempSync(path.join(siteDir, 'node_modules', '.sample-types-'));
  const names = [];
  blocks.forEach((block, i) => {
    const rel =
      typeof block.meta.title === 'string' && /\.tsx?$/.test(block.meta.title)
        ? block.meta.title
        : `snippet-${i + 1}.${extensionFor(block.lang)}`;
    const abs = path.join(root, rel);
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
  // bundler plugin) cannot be checked here; it is reported, not failed.
  const needsPackages = [];
  const checkable = names.filter(({ abs, block }) => {
    const missing = ts
      .preProcessFile(block.code, true, true)
      .importedFiles.map((f) => f.fileName)
      .filter((spec) => !spec.startsWith('.') && !spec.startsWith('/'))
      .filter((spec) => !ts.resolveModuleName(spec, abs, options, ts.sys).resolvedModule);
    if (missing.length > 0) needsPackages.push(`${path.relative(siteDir, file)}:${block.line} (${missing.join(', ')})`);
    return missing.length === 0;
  });
  names.length = 0;
  names.push(...checkable);
  const checked = checkable;
  const program = ts.createProgram(names.map((n) => n.abs), options, cachingHost(ts, options, root));
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && names.some((n) => n.abs === d.file.fileName))
    .map((d) => {
      const owner = names.find((n) => n.abs === d.file.fileName);
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      const where = `${path.relative(siteDir, file)}:${owner.block.line + 1 + line}`;
      return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  fs.rmSync(root, { recursive: true, force: true });
  return { checked: checked.length, needsPackages, diagnostics: [...unexplained, ...diagnostics] };
}
