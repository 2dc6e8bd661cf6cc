/**
 * The TypeScript claims of the samples: every ts/tsx sample a reader could
 * paste into a strict project is type-checked against the installed
 * @stylexjs/stylex and React types, and `type-error` / `typechecks` markers
 * must be what `tsc --strict` says. Test-only: the build never loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { codeBlocks } from '../../../src/markdown/parse.mjs';
import { extensionFor } from '../../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../../src/site-dir.mjs';

const require = createRequire(import.meta.url);

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
