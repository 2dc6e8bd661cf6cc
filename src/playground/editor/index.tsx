import React, { useEffect, useId, useRef, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { javascript, javascriptLanguage } from '@codemirror/lang-javascript';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { CompileDiagnostic, PlaygroundFile } from '../compiler/types';
import { stylexCompletionSource } from './completions';
import { editorSetup } from './setup';
import { editorTheme } from './theme';
import { colors } from '../../tokens/tokens.stylex';

type Props = {
  files: readonly PlaygroundFile[];
  active: string;
  /** Bumped when files are replaced from outside (example, reset, rename…). */
  revision: number;
  diagnostics: readonly CompileDiagnostic[];
  colorMode: 'light' | 'dark';
  onChange: (name: string, code: string) => void;
  /** Move the cursor there and focus the editor (`seq` makes each request new). */
  goTo?: { file: string; line: number; column: number; seq: number } | null;
  /** id of the element the editor is the tab panel of. */
  id?: string;
  labelledBy?: string;
};

const completions = javascriptLanguage.data.of({ autocomplete: stylexCompletionSource });

function toCodeMirror(state: EditorState, diagnostics: readonly CompileDiagnostic[]): Diagnostic[] {
  const { doc } = state;
  return diagnostics.map((d) => {
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
  });
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
  colorMode,
  onChange,
  goTo,
  id,
  labelledBy,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const theme = useRef(new Compartment());
  const shown = useRef<string | null>(null);
  const latest = useRef({ files, onChange, colorMode, diagnostics });
  latest.current = { files, onChange, colorMode, diagnostics };

  const createState = (name: string): EditorState => {
    const file = latest.current.files.find((f) => f.name === name);
    const extensions: Extension[] = [
      editorSetup,
      javascript({ jsx: /\.[jt]sx$/.test(name), typescript: /\.tsx?$/.test(name) }),
      completions,
      lintGutter(),
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
    const own = latest.current.diagnostics.filter((d) => d.file === name);
    editor.dispatch(setDiagnostics(editor.state, toCodeMirror(editor.state, own)));
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
    const own = diagnostics.filter((d) => d.file === shown.current);
    editor.dispatch(setDiagnostics(editor.state, toCodeMirror(editor.state, own)));
    // The error panel below may shrink the editor: keep the cursor in view.
    if (editor.hasFocus) {
      const frame = requestAnimationFrame(() => {
        editor.dispatch({ effects: EditorView.scrollIntoView(editor.state.selection.main.head, { y: 'nearest' }) });
      });
      return () => cancelAnimationFrame(frame);
    }
    return undefined;
  }, [diagnostics]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !goTo || shown.current !== goTo.file) return;
    const { doc } = editor.state;
    const line = doc.line(Math.min(Math.max(goTo.line, 1), doc.lines));
    const pos = Math.min(line.from + goTo.column - 1, line.to);
    editor.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
    editor.focus();
  }, [goTo]);

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
    // CodeMirror draws no focus indicator of its own (see theme.ts): a ring
    // shows keyboard users that they are in the editor.
    outlineColor: colors.focusRing,
    outlineOffset: -2,
    outlineStyle: { default: 'none', ':focus-within': 'solid' },
    outlineWidth: 2,
    position: 'relative',
    minHeight: 0,
  },
});
