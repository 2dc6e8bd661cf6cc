/**
 * The playground's type and lint checks (src/playground/diagnostics): the
 * checker its worker runs, over the same declaration files the build bundles
 * (src/plugins/playground-bundling/typeFiles.ts); the mapping of TypeScript's
 * and ESLint's messages to problems and editor ranges; quick fixes; and the
 * Format button's Prettier.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteDir } from '../../src/site-dir.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const src = path.join(siteDir, 'src');
const { collectTypeFiles } = loadTs(path.join(src, 'plugins/playground-bundling/typeFiles.ts'));
const { createChecker } = loadTs(path.join(src, 'playground/diagnostics/checker.ts'));
const map = loadTs(path.join(src, 'playground/diagnostics/map.ts'));
const { examples } = loadTs(path.join(src, 'playground/examples/index.ts'));
const { formatCode, formatErrorMessage } = loadTs(path.join(src, 'playground/format/format.ts'));

const typeFiles = collectTypeFiles(siteDir);
const checker = createChecker(typeFiles);

const TOKENS = {
  name: 'tokens.stylex.ts',
  code: "import * as stylex from '@stylexjs/stylex';\n\nexport const colors = stylex.defineVars({ accent: 'red' });\n",
};

const summary = (problems) => problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code}`);

test('the bundled declarations cover the DOM library, React, csstype and StyleX', () => {
  for (const file of [
    '/lib.es5.d.ts',
    '/lib.es2022.d.ts',
    '/lib.dom.d.ts',
    '/lib.decorators.d.ts',
    '/node_modules/@types/react/index.d.ts',
    '/node_modules/@types/react/jsx-runtime.d.ts',
    '/node_modules/csstype/index.d.ts',
    '/node_modules/@stylexjs/stylex/package.json',
    '/node_modules/@stylexjs/stylex/lib/es/stylex.d.ts',
  ]) {
    assert.ok(typeof typeFiles[file] === 'string' && typeFiles[file].length > 0, file);
  }
});

test('every starting example is free of type and lint problems', () => {
  for (const example of examples) {
    assert.deepEqual(summary(checker.check(example.files)), [], example.id);
  }
});

test('a type error, across an import between files, with its place', () => {
  const app = {
    name: 'App.tsx',
    code: [
      "import * as stylex from '@stylexjs/stylex';",
      "import { colors } from './tokens.stylex';",
      "const n: number = 'x';",
      'const styles = stylex.create({ box: { color: colors.missing } });',
      'export default function App() {',
      '  return <div {...stylex.props(styles.box)}>{n}</div>;',
      '}',
      '',
    ].join('\n'),
  };
  const problems = checker.check([app, TOKENS]);
  assert.deepEqual(summary(problems), ['App.tsx:3:7 TS2322', 'App.tsx:4:53 TS2339']);
  const [assign] = problems;
  assert.equal(assign.source, 'TypeScript');
  assert.equal(assign.severity, 'error');
  assert.match(assign.message, /Type 'string' is not assignable to type 'number'/);
  assert.equal(app.code.slice(assign.from, assign.to), 'n');
  // Fixing the import target fixes the error.
  const fixed = checker.check([app, { ...TOKENS, code: TOKENS.code.replace("accent: 'red'", "accent: 'red', missing: 'blue'") }]);
  assert.deepEqual(summary(fixed), ['App.tsx:3:7 TS2322']);
});

test("StyleX lint rules, their places and quick fixes", () => {
  const code = [
    "import * as stylex from '@stylexjs/stylex';",
    'const styles = stylex.create({',
    "  box: { colr: 'red', margin: '1px 2px' },",
    "  unused: { color: 'blue' },",
    "  sorted: { width: 1, color: 'red' },",
    '});',
    'export default function App() {',
    '  return <div {...stylex.props(styles.box, styles.sorted)} />;',
    '}',
    '',
  ].join('\n');
  const problems = checker.check([{ name: 'App.tsx', code }]);
  assert.deepEqual(summary(problems), [
    'App.tsx:3:10 @stylexjs/valid-styles',
    'App.tsx:3:23 @stylexjs/valid-shorthands',
    'App.tsx:4:3 @stylexjs/no-unused',
    'App.tsx:5:23 @stylexjs/sort-keys',
  ]);
  const bySource = Object.fromEntries(problems.map((p) => [p.code, p]));
  assert.equal(bySource['@stylexjs/sort-keys'].severity, 'warning');
  assert.equal(bySource['@stylexjs/valid-styles'].severity, 'error');
  assert.equal(code.slice(bySource['@stylexjs/valid-styles'].from, bySource['@stylexjs/valid-styles'].to), 'colr');

  // The shorthand's autofix, applied as the editor applies it.
  const shorthand = bySource['@stylexjs/valid-shorthands'];
  assert.equal(shorthand.fixes[0].title, 'Fix');
  const afterFix = map.applyEdits(code, shorthand.fixes[0].edits);
  assert.match(afterFix, /marginBlock: '1px',\s*marginInline: '2px'/);
  assert.ok(!summary(checker.check([{ name: 'App.tsx', code: afterFix }])).some((s) => s.endsWith('valid-shorthands')));

  // valid-styles suggests the property meant.
  assert.deepEqual(
    bySource['@stylexjs/valid-styles'].fixes.map((f) => f.title),
    ['Did you mean "color"?'],
  );
});

test('a syntax error is one problem, not a crash', () => {
  const problems = checker.check([{ name: 'App.tsx', code: 'export default function App() {\n  return <div>;\n}\n' }]);
  assert.ok(problems.length >= 1);
  assert.ok(problems.every((p) => p.file === 'App.tsx' && p.line >= 1));
  assert.ok(problems.some((p) => p.source === 'ESLint' && p.code === 'parse'));
});

test('files added, renamed and deleted are followed', () => {
  const app = { name: 'App.tsx', code: "import { colors } from './tokens.stylex';\nexport const c: string = colors.accent;\n" };
  assert.deepEqual(summary(checker.check([app])), ['App.tsx:1:24 TS2307']);
  assert.deepEqual(summary(checker.check([app, TOKENS])), []);
  assert.deepEqual(summary(checker.check([app])), ['App.tsx:1:24 TS2307']);
});

test('offsets, lines and columns convert both ways', () => {
  const code = 'ab\ncde\n\nf';
  assert.deepEqual(map.lineColumn(code, 0), { line: 1, column: 1 });
  assert.deepEqual(map.lineColumn(code, 4), { line: 2, column: 2 });
  assert.deepEqual(map.lineColumn(code, 8), { line: 4, column: 1 });
  assert.equal(map.offsetOf(code, 2, 2), 4);
  assert.equal(map.offsetOf(code, 2, 99), 6, 'clamped to the end of the line');
  assert.equal(map.offsetOf(code, 9, 1), code.length);
  for (let offset = 0; offset <= code.length; offset += 1) {
    const { line, column } = map.lineColumn(code, offset);
    assert.equal(map.offsetOf(code, line, column), offset);
  }
});

test('TypeScript message chains and categories', () => {
  const chain = { messageText: 'Outer', next: [{ messageText: 'Inner', next: [{ messageText: 'Deepest' }] }] };
  assert.equal(map.flattenMessage(chain), 'Outer\n  Inner\n    Deepest');
  const code = 'let a = 1;';
  assert.equal(map.fromTypeScript('A.ts', code, { start: 4, length: 1, messageText: 'm', category: 2, code: 1 }), null);
  const warning = map.fromTypeScript('A.ts', code, { start: 4, length: 100, messageText: 'm', category: 0, code: 6133 });
  assert.equal(warning.severity, 'warning');
  assert.equal(warning.to, code.length, 'the range stays inside the file');
  assert.equal(warning.code, 'TS6133');
});

test('ESLint messages: ranges, parse errors, fixes and suggestions', () => {
  const code = 'const a = {\n  b: 1,\n};\n';
  const p = map.fromLint('A.ts', code, {
    ruleId: 'x/y',
    message: 'm',
    line: 2,
    column: 3,
    endLine: 2,
    endColumn: 7,
    severity: 1,
    fix: { range: [14, 18], text: 'c: 2' },
    suggestions: [{ desc: 'Use d', fix: { range: [14, 15], text: 'd' } }],
  });
  assert.equal(code.slice(p.from, p.to), 'b: 1');
  assert.equal(p.severity, 'warning');
  assert.deepEqual(p.fixes.map((f) => f.title), ['Fix', 'Use d']);
  assert.equal(map.applyEdits(code, p.fixes[0].edits), 'const a = {\n  c: 2,\n};\n');
  const parse = map.fromLint('A.ts', code, { ruleId: null, message: 'Parsing error', line: 1, column: 5, severity: 2 });
  assert.equal(parse.code, 'parse');
  assert.equal(parse.from, parse.to);
});

test('quick fixes move with the code, and refuse when their text is gone', () => {
  const checked = 'const x = colr;\n';
  const edits = [{ from: 10, to: 14, insert: 'color' }];
  const now = `// a line above\n${checked}`;
  const read = (text) => (a, b) => text.slice(a, b);
  const moved = map.rebaseEdits(checked, edits, 16, read(now));
  assert.deepEqual(moved, [{ from: 26, to: 30, insert: 'color' }]);
  assert.equal(map.applyEdits(now, moved), '// a line above\nconst x = color;\n');
  assert.equal(map.rebaseEdits(checked, edits, 0, read('const x = cool;\n')), null);
  assert.equal(map.rebaseEdits(checked, edits, -20, read(checked)), null);
});

test('problems sort by file, place and severity; counts', () => {
  const p = (file, from, severity, source = 'ESLint') => ({ file, from, severity, source });
  const sorted = map.sortProblems([p('b.ts', 1, 'error'), p('a.ts', 5, 'warning'), p('a.ts', 5, 'error', 'TypeScript'), p('a.ts', 0, 'warning')]);
  assert.deepEqual(sorted.map((x) => `${x.file}${x.from}${x.severity}`), ['a.ts0warning', 'a.ts5error', 'a.ts5warning', 'b.ts1error']);
  assert.deepEqual(map.problemCounts(sorted), { errors: 2, warnings: 2 });
  assert.equal(map.problemLocation({ file: 'App.tsx', line: 3, column: 7 }), 'App.tsx:3:7');
});

test('Format: the smallest edit, and Prettier on TSX and JSX', async () => {
  assert.equal(map.minimalEdit('same', 'same'), null);
  assert.deepEqual(map.minimalEdit('a  b c', 'a b c'), { from: 2, to: 3, insert: '' });
  const before = 'const x=1;\nconst y  =  2;\nconst z=3;\n';
  const after = 'const x=1;\nconst y = 2;\nconst z=3;\n';
  assert.equal(map.applyEdits(before, [map.minimalEdit(before, after)]), after);

  const messy = "import * as stylex from '@stylexjs/stylex'\nexport default function App( ){return <div   {...stylex.props(s.a)} id=\"x\">hi</div>}\nconst s=stylex.create({a:{color:'red'}})";
  assert.equal(
    await formatCode('App.tsx', messy),
    "import * as stylex from '@stylexjs/stylex';\nexport default function App() {\n  return (\n    <div {...stylex.props(s.a)} id=\"x\">\n      hi\n    </div>\n  );\n}\nconst s = stylex.create({ a: { color: 'red' } });\n",
  );
  assert.equal(await formatCode('App.jsx', 'const a = <b/>'), 'const a = <b />;\n');
  await assert.rejects(formatCode('App.tsx', 'const a: = 1;\n'), (error) => {
    assert.equal(formatErrorMessage('App.tsx', error), 'Could not format App.tsx:1:10: Type expected.');
    return true;
  });
});
