/**
 * The playground's compile module (the code its Web Worker runs), its
 * starting examples, and the "Open in Playground" links of the docs: every
 * link must open files that compile.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { collectPages } from '../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../src/site-dir.mjs';
import { COMPILED_LANGS } from '../../src/markdown/fence.mjs';
import { codeBlocks } from '../../src/markdown/parse.mjs';
import { loadTs } from '../lib/load-ts.mjs';



const src = path.join(siteDir, 'src');
const { compile } = loadTs(path.join(src, 'playground/compiler/compile.ts'));
const { examples } = loadTs(path.join(src, 'playground/examples/index.ts'));
const { playgroundFilesForSample } = loadTs(path.join(src, 'playground/samples.ts'));
const { encodeWorkspace, decodeWorkspace } = loadTs(path.join(src, 'playground/workspace/storage.ts'));

test('every starting example compiles, with CSS', () => {
  assert.ok(examples.length >= 4);
  for (const example of examples) {
    const result = compile({ id: 1, files: example.files });
    assert.deepEqual(result.diagnostics, [], example.id);
    assert.ok(result.css.length > 0, example.id);
    assert.ok(example.files.some((file) => file.name === 'tokens.stylex.ts'), example.id);
  }
});

test('variables keep their names across files', () => {
  const result = compile({ id: 1, files: examples[0].files });
  const tokens = result.files.find((file) => file.name === 'tokens.stylex.ts').js;
  const accent = /accent: "var\((--[\w-]+)\)"/.exec(tokens)[1];
  assert.match(result.css, new RegExp(`${accent}:`), 'the variable is defined');
  assert.match(result.css, new RegExp(`var\\(${accent}\\)`), 'and used by App.tsx rules');
});

test('compile errors carry file, line and column', () => {
  const syntax = compile({ id: 1, files: [{ name: 'App.tsx', code: 'const a = (;\n' }] });
  assert.equal(syntax.ok, false);
  assert.deepEqual(
    { file: syntax.diagnostics[0].file, line: syntax.diagnostics[0].line, column: syntax.diagnostics[0].column },
    { file: 'App.tsx', line: 1, column: 12 },
  );

  const rule = compile({
    id: 1,
    files: [
      {
        name: 'App.tsx',
        code: "import * as stylex from '@stylexjs/stylex';\nconst s = stylex.create({ a: { color: window.x } });\n",
      },
    ],
  });
  assert.equal(rule.diagnostics[0].line, 2);
  assert.ok(rule.diagnostics[0].column > 1);
  assert.match(rule.diagnostics[0].frame, /> 2 \|/);

  const vars = compile({
    id: 1,
    files: [{ name: 'App.tsx', code: "import * as stylex from '@stylexjs/stylex';\n\nexport const v = stylex.defineVars({ a: 'red' });\n" }],
  });
  assert.match(vars.diagnostics[0].message, /defineVars\(\)/);
  assert.equal(vars.diagnostics[0].line, 3);
});

test('the preview build guards loops', () => {
  const result = compile({
    id: 1,
    files: [{ name: 'App.tsx', code: 'export default function App() { while (true) {} }\n' }],
  });
  const preview = result.files[0].preview;
  // Each loop is named after its file and its place among the file's loops (a loop stopped once stops at once after).
  assert.match(preview, /__pgLoop\.start\("App\.tsx#1"\)/);
  assert.match(preview, /__pgLoop\.check\(/);
  const two = compile({
    id: 1,
    files: [{ name: 'Spin.tsx', code: 'export function a() { for (;;) {} }\nexport function b() { do {} while (true); }\n' }],
  });
  assert.match(two.files[0].preview, /start\("Spin\.tsx#1"\)[\s\S]*start\("Spin\.tsx#2"\)/);
  assert.doesNotMatch(result.files[0].js, /__pgLoop/, 'the JS tab shows the plain compiler output');
});

test('share links round-trip', () => {
  const workspace = { files: examples[1].files, active: 'tokens.stylex.ts', example: examples[1].id };
  assert.deepEqual(decodeWorkspace(`#${encodeWorkspace(workspace)}`), workspace);
  assert.equal(decodeWorkspace('#not-a-workspace'), null);
});

test('"Open in Playground" picks the samples it can open', () => {
  const sample = "import * as stylex from '@stylexjs/stylex';\nconst s = stylex.create({ a: { color: 'red' } });\n";
  assert.deepEqual(playgroundFilesForSample(sample, { className: 'language-tsx' })?.files.map((f) => f.name), [
    'App.tsx',
  ]);
  assert.equal(
    playgroundFilesForSample(sample, { className: 'language-tsx', metastring: 'title="src/Button.tsx"' })?.active,
    'Button.tsx',
  );
  assert.equal(playgroundFilesForSample(sample, { className: 'language-tsx', metastring: 'no-compile' }), null);
  assert.equal(
    playgroundFilesForSample(sample, { className: 'language-ts', metastring: 'compile-error="x"' }),
    null,
  );
  assert.equal(playgroundFilesForSample(sample, { className: 'language-css' }), null);
  assert.equal(playgroundFilesForSample('const a = 1;\n', { className: 'language-ts' }), null);
  // Another page block's .stylex file can't be provided…
  assert.equal(
    playgroundFilesForSample(`import { theme } from './theme.stylex';\n${sample}`, { className: 'language-tsx' }),
    null,
  );
  // …but ./tokens.stylex is generated from what the sample uses, and compiles.
  const withTokens = playgroundFilesForSample(
    "import * as stylex from '@stylexjs/stylex';\nimport { colors, spacing as space } from './tokens.stylex';\n" +
      "import { breakpoints } from './tokens.stylex';\n" +
      'const s = stylex.create({ a: { color: colors.accent, padding: space.medium, ' +
      "width: { default: 10, [breakpoints.wide]: 20 } } });\n",
    { className: 'language-tsx' },
  );
  const tokens = withTokens.files.find((file) => file.name === 'tokens.stylex.ts').code;
  assert.match(tokens, /export const colors = stylex\.defineVars\(\{\n {2}accent: /);
  assert.match(tokens, /export const spacing = stylex\.defineVars\(\{\n {2}medium: /);
  assert.match(tokens, /export const breakpoints = stylex\.defineConsts\(\{\n {2}wide: '@media/);
  assert.deepEqual(compile({ id: 1, files: withTokens.files }).diagnostics, []);
});

test('every "Open in Playground" link of the docs opens files that compile', () => {
  let links = 0;
  for (const page of collectPages()) {
    for (const block of codeBlocks(page)) {
      if (!COMPILED_LANGS.has(block.lang)) continue;
      const sample = playgroundFilesForSample(block.code, { language: block.lang, metastring: block.metastring });
      if (!sample) continue;
      links += 1;
      const result = compile({ id: 1, files: sample.files });
      assert.deepEqual(
        result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`),
        [],
        `${path.relative(siteDir, page)}:${block.line}`,
      );
    }
  }
  assert.ok(links > 0, 'some docs samples get a link');
});
