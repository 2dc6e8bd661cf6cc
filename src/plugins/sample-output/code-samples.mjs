/**
 * Finds the fenced code blocks of docs/ and blog/ and compiles them with the
 * real StyleX babel plugin. The one home of this logic: the build's compiled
 * output views (./outputs.mjs), tests/unit/code-samples.test.mjs and
 * scripts/check-samples.mjs (a per-page report for writers) all use it. What
 * only the tests check (types, lint rules, quoted hashes) is in
 * tests/lib/claims/, which the build never loads.
 *
 * The fence markers the tests read are described in src/markdown/fence.mjs;
 * the blocks are found by parsing each page (src/markdown/parse.mjs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COMPILED_LANGS } from '../../markdown/fence.mjs';
import { codeBlocks } from '../../markdown/parse.mjs';
import { siteDir } from '../../site-dir.mjs';

const require = createRequire(import.meta.url);
const babel = require('@babel/core');
const stylexPlugin = require('@stylexjs/babel-plugin');
const { stylexOptions } = require('../../../babel.config.js');

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

/** The file extension of a block's language (`typescript` is `ts`). */
export function extensionFor(lang) {
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
  const out = transform(code, filename, [
    [stylexPlugin, { ...stylexOptions(false), unstable_moduleResolution: { type: 'commonJS', rootDir: root }, ...options }],
  ]);
  return { code: out.code, rules: out.metadata.stylex ?? [] };
}

/** The file as Babel prints it without the StyleX plugin: what compileFile gives for code StyleX leaves alone. */
export function printFile(code, filename) {
  return transform(code, filename, []).code;
}

function transform(code, filename, plugins) {
  return babel.transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    plugins: [
      '@babel/plugin-syntax-jsx',
      ...(/\.tsx?$/.test(filename) ? [['@babel/plugin-syntax-typescript', { isTSX: filename.endsWith('x') }]] : []),
      ...plugins,
    ],
  });
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
