/**
 * The ESLint claims of the samples (test-only: the build never loads this):
 *
 * - `lint-error` and `lint-clean` samples, linted with the rules they name (lintPage).
 * - Samples linted with a configuration of the page. An ESLint config block marked
 *   `lint-config="name"` is loaded; a `lint-error` or `lint-clean` sample marked with the same
 *   name is linted with that config's severity and options for the rules it turns on (a rule the
 *   config does not set is on as `error`, with default options).
 * - The ESLint output a page shows: a `text` block right after a `lint-error` sample is what
 *   ESLint prints for it. Each entry, `line:column  severity  message  rule` (ESLint's default
 *   output; the rule id is optional) or a bare message per line, must be one ESLint reports, and
 *   every report must be shown. A message may drop its final period, as that output does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { extensionFor } from '../../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../../src/site-dir.mjs';
import { COMPILED_LANGS } from '../../../src/markdown/fence.mjs';
import { codeBlocks } from '../../../src/markdown/parse.mjs';

const require = createRequire(import.meta.url);

/** The rules a `lint-error="valid-styles,sort-keys"` marker names, without the plugin prefix. */
const markerRules = (marker) =>
  typeof marker === 'string' ? marker.split(',').map((rule) => rule.trim().replace(/^@stylexjs\//, '')) : [];

/** The `rules` of an ESLint flat config block, loaded as the module it is (its imports resolve from the site). */
async function loadConfigRules(block) {
  const dir = fs.mkdtempSync(path.join(siteDir, 'node_modules', '.lint-config-'));
  try {
    const file = path.join(dir, 'eslint.config.mjs');
    fs.writeFileSync(file, block.code);
    const config = (await import(pathToFileURL(file).href)).default;
    return Object.assign({}, ...[config].flat().map((entry) => entry.rules ?? {}));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** ESLint's messages for one sample, with the given `@stylexjs/…` rule settings. */
function lintSample(block, rules) {
  const { Linter } = require('eslint');
  const stylexLint = require('@stylexjs/eslint-plugin');
  const tsParser = require('typescript-eslint').parser;
  const filename =
    typeof block.fence.title === 'string' && /\.[cm]?[jt]sx?$/.test(block.fence.title)
      ? block.fence.title
      : `snippet.${block.lang}`;
  return new Linter({ configType: 'flat' }).verify(
    block.code,
    [
      {
        files: ['**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts,typescript,javascript}'],
        plugins: { '@stylexjs': stylexLint },
        languageOptions: {
          ...(/\.(tsx?|typescript)$/.test(filename) ? { parser: tsParser } : {}),
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
        rules,
      },
    ],
    filename,
  );
}

const SEVERITY = { 1: 'warning', 2: 'error', warn: 'warning', error: 'error' };
const ENTRY = /^(\d+):(\d+)\s+(error|warning)\s+(.*?)(?:\s{2,}(@stylexjs\/[\w-]+))?$/;

/** The entries of a shown ESLint output: positioned entries (a message may go on over several lines) or one bare message a line. */
export function parseLintOutput(text) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (!ENTRY.test(lines[0] ?? '')) return lines.map((message) => ({ message }));
  const entries = [];
  for (const line of lines) {
    const match = ENTRY.exec(line);
    if (match) {
      const [, row, column, severity, message, ruleId] = match;
      entries.push({
        line: Number(row),
        column: Number(column),
        severity,
        message,
        ruleId,
      });
    } else {
      entries.at(-1).message += `\n${line}`;
    }
  }
  return entries;
}

/** Whether a shown entry is what ESLint reported (position, severity and rule where shown and known). */
function sameReport(shown, report) {
  const messages = [report.message, report.message.replace(/([^ ])\.$/, '$1')];
  return (
    messages.includes(shown.message) &&
    (shown.line === undefined || (shown.line === report.line && shown.column === report.column)) &&
    (shown.severity === undefined || report.severity === undefined || shown.severity === report.severity) &&
    (shown.ruleId === undefined || shown.ruleId === report.ruleId)
  );
}

/**
 * Checks a page's lint-config samples and the ESLint output it shows. Returns problems as
 * strings and how many claims held.
 */
export async function lintClaims(file) {
  const rel = path.relative(siteDir, file);
  const blocks = codeBlocks(file);
  const problems = [];
  const claims = { configured: 0, outputs: 0 };
  const configs = new Map();
  for (const block of blocks.filter((b) => b.fence.markers['lint-config'] && !b.fence.markers['lint-error'] && !b.fence.markers['lint-clean'])) {
    configs.set(block.fence.markers['lint-config'], await loadConfigRules(block));
  }
  const stylexRules = Object.keys(require('@stylexjs/eslint-plugin').rules);
  blocks.forEach((block, index) => {
    if (!COMPILED_LANGS.has(block.lang) || !(block.fence.markers['lint-error'] || block.fence.markers['lint-clean'])) return;
    const where = `${rel}:${block.line}`;
    const configName = block.fence.markers['lint-config'];
    if (configName && !configs.has(configName)) {
      problems.push(`${where} names lint-config="${configName}", which no config block of the page defines`);
      return;
    }
    const output = blocks[index + 1]?.lang === 'text' && !blocks[index + 1].fence.title ? blocks[index + 1] : undefined;
    if (!configName && !(output && block.fence.markers['lint-error'])) return;
    const expected = markerRules(block.fence.markers['lint-error']);
    const named = block.fence.markers['lint-clean'] ? markerRules(block.fence.markers['lint-clean']) : expected;
    const config = configs.get(configName) ?? {};
    const off = configName ? named.filter((name) => !config[`@stylexjs/${name}`]) : [];
    if (off.length > 0) {
      problems.push(`${where} lint-config="${configName}" does not turn on ${off.join(', ')}`);
      return;
    }
    const rules = Object.fromEntries(
      (named.length > 0 ? named : stylexRules).map((name) => [
        `@stylexjs/${name}`,
        config[`@stylexjs/${name}`] ?? 'error',
      ]),
    );
    // The severity is the page's only where a config of the page sets it.
    const reports = lintSample(block, rules).map((m) => ({
      ...m,
      severity: configName ? SEVERITY[m.severity] : undefined,
    }));
    if (configName) {
      // The marker's claim, as lintPage judges it for samples without a config.
      const reported = new Set(reports.map((m) => m.ruleId?.replace(/^@stylexjs\//, '')));
      const others = reports.filter((m) => !expected.includes(m.ruleId?.replace(/^@stylexjs\//, '')));
      const missing = expected.filter((rule) => !reported.has(rule));
      problems.push(
        ...others.map(
          (m) => `${rel}:${block.line + m.line} ${m.ruleId ?? 'parse error'}: ${m.message} (${block.metastring})`,
        ),
      );
      if (missing.length > 0)
        problems.push(`${where} is marked ${block.metastring} but ESLint reports nothing from ${missing.join(', ')}`);
      if (others.length === 0 && missing.length === 0) claims.configured += 1;
    }
    if (!output || !block.fence.markers['lint-error']) return;
    const shown = parseLintOutput(output.code);
    const unshown = reports.filter((report) => !shown.some((entry) => sameReport(entry, report)));
    const unreported = shown.filter((entry) => !reports.some((report) => sameReport(entry, report)));
    const describe = (m) =>
      [m.line === undefined ? '' : `${m.line}:${m.column}`, m.severity, JSON.stringify(m.message), m.ruleId]
        .filter(Boolean)
        .join(' ');
    problems.push(
      ...unreported.map(
        (entry) =>
          `${rel}:${output.line} shows ${describe(entry)}, which ESLint does not report for the sample at line ${block.line}`,
      ),
    );
    problems.push(
      ...unshown.map((report) => `${rel}:${output.line} leaves out what ESLint reports: ${describe(report)}`),
    );
    if (unshown.length === 0 && unreported.length === 0) claims.outputs += 1;
  });
  return { problems, claims };
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
    // A sample linted with a config of the page is checked by lintClaims.
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
