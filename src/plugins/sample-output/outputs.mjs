/**
 * What each StyleX sample of the Learn and API pages compiles to: the CSS
 * (`processStylexRules`, formatted for reading) and the compiled module, or
 * the compiler's message for a `compile-error` sample. Made at build time with
 * the pinned `@stylexjs/babel-plugin` and the same multi-file resolution as
 * the sample tests (./code-samples.mjs), so the views can never go stale.
 *
 * One JSON file per page, named after the page and a hash of its source and
 * the compiler's version (the file is cached as immutable). The remark plugin
 * (src/markdown/remark-sample-output.mjs) marks the blocks; the page loads the file when a reader
 * first asks for an output.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { compilePage, cssFor, printFile } from './code-samples.mjs';
import { siteDir } from '../../site-dir.mjs';
import { previewPlans } from './preview.mjs';
import { COMPILED_LANGS, importsStylex } from '../../markdown/fence.mjs';
import { codeBlocks } from '../../markdown/parse.mjs';
import { supportLine, SUPPORT_TOOLS } from '../../browser-support/index.mjs';

const require = createRequire(import.meta.url);
const compilerVersion = require('@stylexjs/babel-plugin/package.json').version;

/** The pages whose samples get an output view. */
export const OUTPUT_DIRS = ['docs/learn', 'docs/api'].map((dir) => path.join(siteDir, dir));
/** Where the files are served from, under the site's base URL. */
export const OUTPUT_PATH = 'assets/samples';

export function hasOutputViews(file) {
  return OUTPUT_DIRS.some((dir) => file.startsWith(dir + path.sep)) && /\.mdx?$/.test(file);
}

/** The file name of a page's outputs: stable for the same source and compiler. */
export function outputFileName(file, source = fs.readFileSync(file, 'utf8')) {
  const slug = path
    .relative(siteDir, file)
    .replace(/\.mdx?$/, '')
    .replace(/[^a-zA-Z0-9]+/g, '-');
  const hash = crypto.createHash('sha256').update(`${compilerVersion}\0${source}`).digest('hex').slice(0, 10);
  return `${slug}.${hash}.json`;
}

/** The compiler's message without the temporary folder the samples were compiled in. */
function readableError(result) {
  const { absPath, virtualPath } = result.block;
  return result.message.split(absPath).join(virtualPath).trim();
}

/**
 * The views of the page's samples, by each block's code key
 * (src/markdown/fence.mjs), in document order: `kind` 'output' or 'error'.
 * Blocks without StyleX, fragments (`no-compile`), old syntax (`historical`)
 * and blocks opted out with `no-output` have none. The page's code block,
 * its tabs and its Markdown twin find a sample's view by the same key.
 */
export function pageOutputs(file) {
  const key = samplesKey(file);
  if (!compiled.has(key)) {
    const stored = readDevCache(key);
    if (stored) {
      compiled.set(key, stored.outputs);
      formatted.set(key, Promise.resolve(stored.formatted));
    } else {
      compiled.set(key, compileOutputs(file));
    }
  }
  return compiled.get(key);
}

/**
 * One compilation per page's samples in a build: the remark plugin, this
 * plugin and the Markdown export (which writes the outputs under the samples
 * of each page's twin) share it.
 */
const compiled = new Map();
const formatted = new Map();

/**
 * The cache key of a page's outputs: its compiled blocks, which are all the
 * outputs depend on, so that editing a page's prose in `npm start` does not
 * compile and format its samples again.
 */
function samplesKey(file) {
  // Under `npm start`, a page unchanged since an earlier start is not parsed again.
  const sourceKey = dev && `source-${sha([TOOLS, file, fs.readFileSync(file, 'utf8')])}`;
  const known = sourceKey && readDevCache(sourceKey)?.samplesKey;
  if (known) return known;
  const blocks = compiledBlocks(file).map(({ lang, metastring, code }) => [lang, metastring, code]);
  const key = sha([TOOLS, file, blocks]);
  if (sourceKey) writeDevFile(sourceKey, { samplesKey: key });
  return key;
}

const sha = (value) => crypto.createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** What else the outputs depend on: the compiler, the formatter, the site's StyleX options, the browser data and this code. */
const TOOLS = [
  compilerVersion,
  require('@babel/core/package.json').version,
  require('prettier/package.json').version,
  ...['../../../babel.config.js', './code-samples.mjs', './outputs.mjs', './preview.mjs', '../../markdown/fence.mjs', '../../markdown/parse.mjs'].map((rel) =>
    fs.readFileSync(new URL(rel, import.meta.url), 'utf8'),
  ),
  SUPPORT_TOOLS,
];

/**
 * Keeps a page's outputs made on another thread (./index.ts compiles the
 * samples on worker threads), so that every later reader in this one (the
 * remark plugin, the Markdown export, the search index) finds them.
 */
export function storePageOutputs(file, outputs, views) {
  const key = samplesKey(file);
  compiled.set(key, outputs);
  formatted.set(key, Promise.resolve(views));
}

/** pageOutputs, formatted for reading. */
export function formattedPageOutputs(file) {
  const key = samplesKey(file);
  if (!formatted.has(key)) {
    const outputs = pageOutputs(file);
    if (!formatted.has(key)) formatted.set(key, formatOutputs(outputs).then((views) => writeDevCache(key, outputs, views)));
  }
  return formatted.get(key);
}

/**
 * Under `npm start` only (set by ./index.ts): the folder the dev server
 * serves the outputs files from, and the one they persist in between its
 * starts, so that starting it does not compile every sample again.
 */
let dev;
export function setDevFolders(folders) {
  dev = folders;
}

function readDevCache(key) {
  if (!dev) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(dev.cacheDir, `${key}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

function writeDevFile(key, value) {
  fs.mkdirSync(dev.cacheDir, { recursive: true });
  fs.writeFileSync(path.join(dev.cacheDir, `${key}.json`), JSON.stringify(value));
}

function writeDevCache(key, outputs, views) {
  if (dev) writeDevFile(key, { outputs, formatted: views });
  return views;
}

/** A page's outputs file, as the tabs load it. */
export function writeOutputsFile(dir, fileName, views) {
  fs.writeFileSync(path.join(dir, fileName), JSON.stringify({ outputs: views }));
}

/**
 * Under `npm start`, called as the page compiles: writes its outputs file
 * when there is none for its current source (the dev server does not reload
 * the whole plugin on every edit of a page).
 */
export async function writeDevOutputsFile(file) {
  if (!dev) return;
  const fileName = outputFileName(file);
  if (fs.existsSync(path.join(dev.serveDir, fileName))) return;
  const views = await formattedPageOutputs(file);
  fs.mkdirSync(dev.serveDir, { recursive: true });
  writeOutputsFile(dev.serveDir, fileName, views);
}

function compileOutputs(file) {
  const results = compilePage(file);
  // A sample that uses another file's `defineConsts` (a media query, say)
  // refers to it by a placeholder that processStylexRules fills in from the
  // constants' rules, which emit no CSS of their own.
  const constants = results.flatMap((result) => (result.rules ?? []).filter(([, rule]) => rule.constKey));
  const plans = previewPlans(results);
  const codeOf = new Map(results.map(({ block }) => [block.virtualPath, block.code]));
  const views = {};
  for (const [i, result] of results.entries()) {
    const { block } = result;
    if (!importsStylex(block.code) || block.fence.markers['no-output']) continue;
    // The same block twice on a page compiles the same: one view serves both.
    if (block.key in views) continue;
    if (result.status === 'compiled') {
      const { entry, files } = plans[i];
      // Code StyleX leaves as it is (a type declaration, say), with nothing to preview, would
      // show an empty CSS tab and its own source again as JS: it is shown as a plain block.
      if (!entry && result.rules.length === 0 && result.code === printFile(block.code, block.absPath)) continue;
      const css = cssFor([...constants, ...result.rules]);
      // The files its Preview tab renders (compiled for it by ./index.ts).
      const preview = entry ? { preview: { entry, files: files.map((name) => ({ name, code: `${codeOf.get(name)}\n` })) } } : {};
      views[block.key] = { kind: 'output', lang: block.lang, js: result.code, css, ...supportLine(css), ...preview };
    } else if (result.status === 'expected-failure') {
      views[block.key] = { kind: 'error', lang: block.lang, message: readableError(result) };
    }
  }
  return views;
}

/** The page's compiled-language blocks. */
export function compiledBlocks(file) {
  return codeBlocks(file).filter((block) => COMPILED_LANGS.has(block.lang));
}

const PARSERS = { js: 'babel', jsx: 'babel', javascript: 'babel', ts: 'typescript', tsx: 'typescript', typescript: 'typescript' };

/** Formats the outputs for reading with Prettier (the compiler writes CSS on one line per rule). */
export async function formatOutputs(outputs) {
  const prettier = await import('prettier');
  const format = async (code, parser) => {
    try {
      return (await prettier.format(code, { parser, printWidth: 80, singleQuote: true })).trimEnd();
    } catch {
      return code.trimEnd();
    }
  };
  const entries = await Promise.all(
    Object.entries(outputs).map(async ([key, output]) => {
      if (output.kind !== 'output') return [key, output];
      const css = output.css.trim() ? await format(output.css, 'css') : '';
      return [key, { ...output, css, js: await format(output.js, PARSERS[output.lang] ?? 'babel') }];
    }),
  );
  return Object.fromEntries(entries);
}

/** Every page with at least one view: its file name and its formatted outputs. */
export async function allPageOutputs(files) {
  const pages = [];
  for (const file of files.filter(hasOutputViews)) {
    if (Object.keys(pageOutputs(file)).length === 0) continue;
    pages.push({ file, fileName: outputFileName(file), outputs: await formattedPageOutputs(file) });
  }
  return pages;
}
