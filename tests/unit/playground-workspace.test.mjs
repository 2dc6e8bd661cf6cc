/**
 * The playground's state logic, in Node: the workspace reducer (the files
 * and what changes them) and the compile status (src/playground/status.ts).
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { siteDir } from '../../src/site-dir.mjs';
import { loadTs } from '../lib/load-ts.mjs';

const src = path.join(siteDir, 'src/playground');
const { workspaceReducer, fromExample, initialWorkspace, isModified, starterCode } = loadTs(
  path.join(src, 'workspace/reducer.ts'),
);
const {
  codeViewsCanLoad,
  compileReducer,
  compileStatusText,
  initialCompileView,
  isCompileProblem,
  isPreviewProblem,
  previewStatusText,
  stalePreview,
} = loadTs(path.join(src, 'status.ts'));
const { examples } = loadTs(path.join(src, 'examples/index.ts'));

const start = () => ({ workspace: fromExample(examples[0].id), revision: 0 });
const names = (state) => state.workspace.files.map((file) => file.name);

test('an example is copied, so editing never changes the example itself', () => {
  const state = start();
  const first = state.workspace.files[0].name;
  const next = workspaceReducer(state, { type: 'edit', name: first, code: 'changed' });
  assert.equal(next.workspace.files[0].code, 'changed');
  assert.notEqual(examples[0].files[0].code, 'changed');
  assert.equal(next.revision, 0, 'typing does not reload the editor');
  assert.equal(isModified(next.workspace), true);
  assert.equal(isModified(state.workspace), false);
});

test('a new file opens with starter code; a tokens file starts with defineVars', () => {
  const next = workspaceReducer(start(), { type: 'create', name: 'theme.stylex.ts' });
  assert.equal(next.workspace.active, 'theme.stylex.ts');
  assert.match(next.workspace.files.at(-1).code, /defineVars/);
  assert.doesNotMatch(starterCode('Button.tsx'), /defineVars/);
  // A name that exists already changes nothing.
  assert.equal(workspaceReducer(next, { type: 'create', name: 'theme.stylex.ts' }), next);
});

test('renaming keeps the file open under its new name and reloads the editor', () => {
  const state = start();
  const from = state.workspace.active;
  const next = workspaceReducer(state, { type: 'rename', from, to: 'Renamed.tsx' });
  assert.equal(next.workspace.active, 'Renamed.tsx');
  assert.ok(names(next).includes('Renamed.tsx'));
  assert.ok(!names(next).includes(from));
  assert.equal(next.revision, 1);
  // Onto an existing name: refused.
  const other = names(state)[1] ?? names(state)[0];
  assert.equal(workspaceReducer(state, { type: 'rename', from, to: other }), state);
});

test('deleting the open file opens the first one; the last file is never deleted', () => {
  let state = workspaceReducer(start(), { type: 'create', name: 'Extra.tsx' });
  state = workspaceReducer(state, { type: 'delete', name: 'Extra.tsx' });
  assert.equal(state.workspace.active, state.workspace.files[0].name);
  while (state.workspace.files.length > 1) {
    state = workspaceReducer(state, { type: 'delete', name: state.workspace.files.at(-1).name });
  }
  const last = state.workspace.files[0].name;
  assert.equal(workspaceReducer(state, { type: 'delete', name: last }), state);
});

test('selecting an unknown file changes nothing', () => {
  const state = start();
  assert.equal(workspaceReducer(state, { type: 'select', name: 'Nope.tsx' }), state);
  const other = names(state).at(-1);
  assert.equal(workspaceReducer(state, { type: 'select', name: other }).workspace.active, other);
});

test('replacing the files (an example, Reset) reloads the editor', () => {
  const state = workspaceReducer(start(), { type: 'replace', workspace: fromExample(examples[1].id) });
  assert.equal(state.workspace.example, examples[1].id);
  assert.equal(state.revision, 1);
});

test('a shared link is shown as shared code beside the stored work; without one, stored work, then the first example', () => {
  const shared = { files: [{ name: 'App.tsx', code: 'x' }], active: 'App.tsx', example: '' };
  const stored = fromExample(examples[1].id);
  const fromLink = initialWorkspace(shared, stored);
  assert.equal(fromLink.fromHash, true);
  assert.equal(fromLink.mode, 'shared', 'shown, not saved over the stored work');
  assert.equal(fromLink.workspace.example, examples[0].id, 'a link without an example resets to the first one');
  assert.equal(initialWorkspace(shared, null).mode, 'shared', 'not saved even when nothing is stored');
  // The reader's own link, reloaded: their own work.
  const own = initialWorkspace({ ...stored, active: stored.files.at(-1).name }, stored);
  assert.deepEqual([own.mode, own.workspace], ['own', stored]);
  assert.deepEqual([initialWorkspace(null, stored).mode, initialWorkspace(null, stored).workspace], ['own', stored]);
  assert.equal(initialWorkspace(null, null).workspace.example, examples[0].id);
});

const response = (over) => ({ id: 1, ok: true, css: '.a{}', files: [], diagnostics: [], durationMs: 12.4, ...over });

test('compile status: loading, compiling, compiled, errors, failure', () => {
  let view = initialCompileView;
  assert.equal(compileStatusText(view.state), 'Loading the compiler…');
  // The first request keeps "Loading the compiler…".
  view = compileReducer(view, { type: 'started' });
  assert.equal(view.state.kind, 'loading');
  view = compileReducer(view, {
    type: 'compiled',
    response: response({ files: [{ name: 'App.tsx', js: 'js', preview: 'cjs' }] }),
  });
  assert.equal(compileStatusText(view.state), 'Compiled in 12 ms');
  assert.deepEqual(view.build, { id: 1, css: '.a{}', modules: { 'App.tsx': 'cjs' }, entry: 'App.tsx' });
  view = compileReducer(view, { type: 'started' });
  assert.equal(compileStatusText(view.state), 'Compiling…');

  const diagnostic = { file: 'App.tsx', line: 1, column: 1, length: 1, message: 'bad', frame: '' };
  const failed = compileReducer(view, { type: 'compiled', response: response({ id: 2, ok: false, diagnostics: [diagnostic] }) });
  assert.equal(compileStatusText(failed.state), '1 compile error: the preview shows the last version that compiled');
  assert.equal(failed.build, view.build, 'the preview keeps the last build that compiled');
  assert.equal(isCompileProblem(failed.state), true);
  assert.deepEqual(compileReducer(failed, { type: 'reset' }).diagnostics, []);

  const broken = compileReducer(view, { type: 'failed', error: new Error('network down') });
  assert.equal(compileStatusText(broken.state), 'The compiler failed to load: network down');
  assert.equal(compileStatusText({ kind: 'error', count: 2 }).startsWith('2 compile errors'), true);
});

test('compile status: a starting example compiled at build time, before the worker answers', () => {
  let view = compileReducer(initialCompileView, {
    type: 'prebuilt',
    response: response({ id: -1, files: [{ name: 'App.tsx', js: 'js', preview: 'cjs' }] }),
  });
  assert.equal(compileStatusText(view.state), 'Compiled at build time');
  assert.deepEqual(view.build, { id: -1, css: '.a{}', modules: { 'App.tsx': 'cjs' }, entry: 'App.tsx' });
  // An edit then waits for the worker, which is still loading Babel.
  view = compileReducer(view, { type: 'started' });
  assert.equal(compileStatusText(view.state), 'Loading the compiler…');
  assert.equal(view.build.id, -1, 'the preview keeps the example meanwhile');
  view = compileReducer(view, { type: 'compiled', response: response({ id: 1 }) });
  assert.equal(compileStatusText(view.state), 'Compiled in 12 ms');
  // Back to an example: its build output again, and the worker is known to be ready.
  view = compileReducer(view, { type: 'prebuilt', response: response({ id: -2 }) });
  view = compileReducer(view, { type: 'started' });
  assert.equal(compileStatusText(view.state), 'Compiling…');
});

test('preview status lines', () => {
  assert.equal(previewStatusText({ kind: 'loading' }), 'Starting…');
  assert.equal(previewStatusText({ kind: 'rendered', id: 1 }), 'Up to date');
  assert.equal(previewStatusText({ kind: 'notice', id: 1, message: 'm' }), 'Nothing to render');
  assert.equal(previewStatusText({ kind: 'error', id: 1, phase: 'render', message: 'boom' }), 'Runtime error: boom');
  assert.equal(previewStatusText({ kind: 'hung', id: 1 }), 'Stopped responding');
  assert.equal(previewStatusText({ kind: 'flooded', id: 1 }), 'Stopped: too many messages');
  assert.equal(isPreviewProblem({ kind: 'flooded', id: 1 }), true);
});

test('a preview behind the code says why, with the place of the first error', () => {
  const at = (line, message) => ({ file: 'App.tsx', line, column: 9, length: 1, message, frame: '' });
  assert.equal(stalePreview({ kind: 'ok', durationMs: 3 }, []), null);
  assert.equal(stalePreview({ kind: 'compiling' }, []), null);
  assert.deepEqual(stalePreview({ kind: 'error', count: 1 }, [at(4, 'Unexpected token (4:9)\n> 4 | <div>')]), {
    header: 'Out of date: compile error at App.tsx:4:9',
    detail: 'The preview shows the last version that compiled. App.tsx:4:9: Unexpected token (4:9)',
  });
  assert.equal(
    stalePreview({ kind: 'error', count: 2 }, [at(4, 'a'), at(7, 'b')]).header,
    'Out of date: 2 compile errors, the first at App.tsx:4:9',
  );
  assert.equal(stalePreview({ kind: 'failed', message: 'The compiler failed to load: x' }, []).header, 'Out of date: the compiler failed to load');
});

test('the editor and output views wait for the first preview, or for a compile that gives none', () => {
  const loading = { kind: 'loading' };
  assert.equal(codeViewsCanLoad({ kind: 'loading' }, loading), false);
  assert.equal(codeViewsCanLoad({ kind: 'ok', durationMs: 0, prebuilt: true }, loading), false, 'preview on its way');
  assert.equal(codeViewsCanLoad({ kind: 'compiling' }, loading), false);
  assert.equal(codeViewsCanLoad({ kind: 'ok', durationMs: 3 }, { kind: 'rendered', id: 1 }), true);
  assert.equal(codeViewsCanLoad({ kind: 'ok', durationMs: 3 }, { kind: 'notice', id: 1, message: 'm' }), true);
  assert.equal(codeViewsCanLoad({ kind: 'ok', durationMs: 3 }, { kind: 'error', id: 0, phase: 'runtime', message: 'm' }), true);
  // Files that do not compile, or a compiler that did not load: no preview will come.
  assert.equal(codeViewsCanLoad({ kind: 'error', count: 1 }, loading), true);
  assert.equal(codeViewsCanLoad({ kind: 'failed', message: 'm' }, loading), true);
});
