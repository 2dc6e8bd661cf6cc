import type { CompileDiagnostic, CompiledFile, CompileResponse } from './compiler/types';
import { findEntry } from './compiler/resolve';
import type { PreviewBuild, PreviewStatus } from './preview/protocol';

/**
 * What the playground knows about compiling, as pure functions: the state
 * after each compiler event, and the status lines shown for it. Tested in
 * Node (tests/unit/playground-workspace.test.mjs).
 */
export type CompileState =
  | { kind: 'loading' }
  | { kind: 'compiling' }
  /** `prebuilt`: a starting example, compiled when the site was built. */
  | { kind: 'ok'; durationMs: number; prebuilt?: boolean }
  | { kind: 'error'; count: number }
  | { kind: 'failed'; message: string };

export type CompileView = {
  state: CompileState;
  diagnostics: CompileDiagnostic[];
  /** The last output that compiled: shown (marked stale) while newer code has errors. */
  output: { css: string; files: CompiledFile[] } | null;
  /** What the preview renders: the newest successful compile. */
  build: PreviewBuild | null;
  /** Whether the worker has answered since it last failed: until then, Babel is still loading. */
  compilerReady: boolean;
};

export type CompileEvent =
  | { type: 'started' }
  | { type: 'compiled'; response: CompileResponse }
  /** The build's own compile of a starting example (compiler/prebuilt.ts), not the worker's. */
  | { type: 'prebuilt'; response: CompileResponse }
  | { type: 'failed'; error: Error }
  /** The files were replaced: their old problems no longer apply. */
  | { type: 'reset' };

export const initialCompileView: CompileView = {
  state: { kind: 'loading' },
  diagnostics: [],
  output: null,
  build: null,
  compilerReady: false,
};

export function compileReducer(view: CompileView, event: CompileEvent): CompileView {
  switch (event.type) {
    case 'started':
      // Until the worker first answers, it is still loading Babel: say so.
      return { ...view, state: view.compilerReady ? { kind: 'compiling' } : { kind: 'loading' } };
    case 'compiled':
    case 'prebuilt': {
      const { response } = event;
      const compilerReady = view.compilerReady || event.type === 'compiled';
      if (!response.ok) {
        return {
          ...view,
          state: { kind: 'error', count: response.diagnostics.length },
          diagnostics: response.diagnostics,
          compilerReady,
        };
      }
      return {
        state: { kind: 'ok', durationMs: response.durationMs, prebuilt: event.type === 'prebuilt' },
        diagnostics: response.diagnostics,
        output: { css: response.css, files: response.files },
        build: {
          id: response.id,
          css: response.css,
          modules: Object.fromEntries(response.files.map((file) => [file.name, file.preview])),
          entry: findEntry(response.files.map((file) => file.name)) ?? '',
        },
        compilerReady,
      };
    }
    case 'failed':
      return {
        ...view,
        state: { kind: 'failed', message: `The compiler failed to load: ${event.error.message}` },
        compilerReady: false,
      };
    case 'reset':
      return { ...view, diagnostics: [] };
  }
}

export function compileStatusText(state: CompileState): string {
  switch (state.kind) {
    case 'loading':
      return 'Loading the compiler…';
    case 'compiling':
      return 'Compiling…';
    case 'ok':
      if (state.prebuilt) return 'Compiled at build time';
      return `Compiled in ${Math.max(1, Math.round(state.durationMs))} ms`;
    case 'error':
      return `${state.count} compile error${state.count === 1 ? '' : 's'}: the preview shows the last version that compiled`;
    case 'failed':
      return state.message;
  }
}

export function isCompileProblem(state: CompileState): boolean {
  return state.kind === 'error' || state.kind === 'failed';
}

export function previewStatusText(status: PreviewStatus): string {
  switch (status.kind) {
    case 'error':
      return `Runtime error: ${status.message}`;
    case 'hung':
      return 'Stopped responding';
    case 'flooded':
      return 'Stopped: too many messages';
    case 'notice':
      return 'Nothing to render';
    case 'loading':
      return 'Starting…';
    case 'rendered':
      return 'Up to date';
  }
}

export function isPreviewProblem(status: PreviewStatus): boolean {
  return status.kind === 'error' || status.kind === 'hung' || status.kind === 'flooded';
}

/**
 * Why the preview is behind the code, when the compiler rejects the newest
 * code (or could not load): `header` for a status line, `detail` for the
 * preview itself, both with the place of the first error. Null when the
 * preview shows the code as it is.
 */
export function stalePreview(
  state: CompileState,
  diagnostics: readonly CompileDiagnostic[],
): { header: string; detail: string } | null {
  const shows = 'The preview shows the last version that compiled.';
  if (state.kind === 'failed') {
    return { header: 'Out of date: the compiler failed to load', detail: `${shows} ${state.message}` };
  }
  if (state.kind !== 'error' || diagnostics.length === 0) return null;
  const [first] = diagnostics;
  const at = `${first.file}:${first.line}:${first.column}`;
  const count = diagnostics.length;
  return {
    header: count === 1 ? `Out of date: compile error at ${at}` : `Out of date: ${count} compile errors, the first at ${at}`,
    detail: `${shows} ${at}: ${first.message.split('\n')[0]}`,
  };
}

/**
 * Whether CodeMirror (the editor and the output views) may load: once the
 * preview has answered, or once no preview can come (the files do not compile,
 * or the compiler failed). Setting CodeMirror up holds the main thread, which
 * the preview frame shares, so it waits for the first preview.
 */
export function codeViewsCanLoad(compile: CompileState, preview: PreviewStatus): boolean {
  return preview.kind !== 'loading' || isCompileProblem(compile);
}
