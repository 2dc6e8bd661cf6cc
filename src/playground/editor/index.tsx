import React, { useEffect, useId, useRef, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { javascript, javascriptLanguage } from '@codemirror/lang-javascript';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { CompileDiagnostic, PlaygroundFile } from '../compiler/types';
import { rebaseEdits } from '../diagnostics/map';
import type { Problem, TextEdit } from '../diagnostics/types';
import { stylexCompletionSource } from './completions';
import { exitHint } from './exitHint';
import { editorSetup } from './setup';
import { editorTheme } from './theme';

export type EditorProps = {
  files: readonly PlaygroundFile[];
  active: string;
  /** Bumped when files are replaced from outside (example, reset, rename…). */
  revision: number;
  diagnostics: readonly CompileDiagnostic[];
  colorMode: 'light' | 'dark';
  onChange: (name: string, code: string) => void;
  /** Type errors and lint messages of every file (shown for the files the compiler accepts). */
  problems?: readonly Problem[];
  /** The code each file had when `problems` were found: their quick fixes apply to it. */
  checkedCode?: ReadonlyMap<string, string>;
  /** Move the cursor there and focus the editor (`seq` makes each request new). */
  goTo?: { file: string; line: number; column: number; seq: number } | null;
  /**
   * Change a file as one undoable transaction (a quick fix, Format), if it
   * still holds `expect`; `seq` makes each request new.
   */
  edit?: { file: string; edits: TextEdit[]; expect: string; seq: number } | null;
  /** id of the element the editor is the tab panel of. */
  id?: string;
  labelledBy?: string;
};

const completions = javascriptLanguage.data.of({ autocomplete: stylexCompletionSource });

/** A type error or lint message as a CodeMirror diagnostic, its quick fixes as actions. */
function problemToCodeMirror(p: Problem, checked: string | undefined, length: number): Diagnostic {
  const from = Math.min(p.from, length);
  return {
    from,
    to: Math.min(Math.max(p.to, from), length),
    severity: p.severity,
    source: `${p.source} ${p.code}`,
    message: p.message,
    actions:
      checked === undefined
        ? []
        : p.fixes.map((fix) => ({
            name: fix.title,
            // `from` is where CodeMirror has moved the problem since it was
            // found: the fix moves with it, if its text is still there.
            apply: (view: EditorView, at: number) => {
              const edits = rebaseEdits(checked, fix.edits, at - p.from, (a, b) => view.state.sliceDoc(a, b));
              if (edits) view.dispatch({ changes: edits, userEvent: 'input.fix' });
            },
          })),
  };
}

function toCodeMirror(
  state: EditorState,
  diagnostics: readonly CompileDiagnostic[],
  problems: readonly Problem[] = [],
  checked?: string,
): Diagnostic[] {
  const { doc } = state;
  // A file the compiler rejects gets the compiler's errors only: type and
  // lint messages about code that does not parse would repeat them, or be noise.
  const own = diagnostics.length > 0 ? [] : problems.map((p) => problemToCodeMirror(p, checked, doc.length));
  return own.concat(diagnostics.map((d) => {
    const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
    const from = Math.min(line.from + d.column - 1, line.to);
    const to = Math.min(from + d.length, line.to);
    return {
      from,
      to: Math.max(to, from),
      severity: 'error',
      source: 'StyleX compiler',
      message: d.message,
    } satisfies Diagnostic;
  }));
}

/**
 * The playground's code editor: CodeMirror 6 with TypeScript/JSX, one editor
 * state per file (each keeps its own undo history), StyleX completions,
 * compiler errors as lint diagnostics, and a theme that follows the site's
 * colour mode.
 */
export default function PlaygroundEditor({
  files,
  active,
  revision,
  diagnostics,
  problems = [],
  checkedCode,
  colorMode,
  onChange,
  goTo,
  edit,
  id,
  labelledBy,
}: EditorProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const theme = useRef(new Compartment());
  const shown = useRef<string | null>(null);
  const latest = useRef({ files, onChange, colorMode, diagnostics, problems, checkedCode });
  latest.current = { files, onChange, colorMode, diagnostics, problems, checkedCode };

  /** The compiler's, TypeScript's and ESLint's messages for the file shown. */
  const refreshDiagnostics = (editor: EditorView, name: string) => {
    const current = latest.current;
    const own = current.diagnostics.filter((d) => d.file === name);
    const checks = current.problems.filter((p) => p.file === name);
    editor.dispatch(setDiagnostics(editor.state, toCodeMirror(editor.state, own, checks, current.checkedCode?.get(name))));
  };

  const createState = (name: string): EditorState => {
    const file = latest.current.files.find((f) => f.name === name);
    const extensions: Extension[] = [
      editorSetup,
      javascript({ jsx: /\.[jt]sx$/.test(name), typescript: /\.tsx?$/.test(name) }),
      completions,
      lintGutter(),
      exitHint,
      theme.current.of(editorTheme(latest.current.colorMode)),
      // An explicit tabindex: axe does not count a bare contenteditable as the
      // focusable content its scrollable region needs.
      EditorView.contentAttributes.of({ 'aria-label': `Code of ${name}`, 'aria-describedby': hintId, tabindex: '0' }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange(name, update.state.doc.toString());
      }),
    ];
    return EditorState.create({ doc: file?.code ?? '', extensions });
  };

  const show = (name: string) => {
    const editor = view.current;
    if (!editor) return;
    if (shown.current && shown.current !== name) states.current.set(shown.current, editor.state);
    const state = states.current.get(name) ?? createState(name);
    states.current.set(name, state);
    editor.setState(state);
    shown.current = name;
    editor.dispatch({ effects: theme.current.reconfigure(editorTheme(latest.current.colorMode)) });
    refreshDiagnostics(editor, name);
  };

  // One view for the component's lifetime.
  useEffect(() => {
    const editor = new EditorView({ parent: host.current! });
    const stored = states.current;
    view.current = editor;
    show(active);
    return () => {
      editor.destroy();
      view.current = null;
      shown.current = null;
      stored.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only.
  }, []);

  // Files replaced from outside: start over from the new contents.
  const firstRevision = useRef(revision);
  useEffect(() => {
    if (revision === firstRevision.current) return;
    firstRevision.current = revision;
    states.current.clear();
    shown.current = null;
    show(active);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- revision drives this.
  }, [revision]);

  useEffect(() => {
    if (shown.current !== active) show(active);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- active drives this.
  }, [active]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ effects: theme.current.reconfigure(editorTheme(colorMode)) });
    // Stored states of other files pick the theme up when shown (see show()).
  }, [colorMode]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !shown.current) return;
    refreshDiagnostics(editor, shown.current);
    // The error panel below may shrink the editor: keep the cursor in view.
    if (editor.hasFocus) {
      const frame = requestAnimationFrame(() => {
        editor.dispatch({ effects: EditorView.scrollIntoView(editor.state.selection.main.head, { y: 'nearest' }) });
      });
      return () => cancelAnimationFrame(frame);
    }
    return undefined;
  }, [diagnostics, problems, checkedCode]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !goTo || shown.current !== goTo.file) return;
    const { doc } = editor.state;
    const line = doc.line(Math.min(Math.max(goTo.line, 1), doc.lines));
    const pos = Math.min(line.from + goTo.column - 1, line.to);
    editor.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
    editor.focus();
  }, [goTo]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !edit || shown.current !== edit.file) return;
    if (editor.state.doc.toString() !== edit.expect) return;
    editor.dispatch({ changes: edit.edits, userEvent: 'input', scrollIntoView: true });
    editor.focus();
  }, [edit]);

  return (
    <>
      <div
        ref={host}
        id={id}
        role={labelledBy ? 'tabpanel' : undefined}
        aria-labelledby={labelledBy}
        data-testid="playground-editor"
        {...stylex.props(styles.host)}
      />
      <p id={hintId} hidden>
        Tab indents. Press Escape, then Tab, to move focus out of the editor. Ctrl+Space shows completions,
        Ctrl+F searches.
      </p>
    </>
  );
}

const styles = stylex.create({
  host: {
    overflow: 'hidden',
    flexGrow: 1,
    // The ring that shows keyboard users they are in the editor is drawn by
    // its theme (theme.ts), over CodeMirror's own layers.
    position: 'relative',
    minHeight: 0,
  },
});
