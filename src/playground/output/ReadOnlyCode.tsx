import React, { useEffect, useRef, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { Compartment, EditorState } from '@codemirror/state';
import {
  EditorView,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { defaultKeymap } from '@codemirror/commands';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { editorTheme } from '../editor/theme';

export type ReadOnlyCodeProps = {
  value: string;
  language: 'css' | 'js';
  colorMode: 'light' | 'dark';
  label: string;
};

/** A read-only CodeMirror view of compiler output: highlighted, searchable, focusable. */
export default function ReadOnlyCode({ value, language, colorMode, label }: ReadOnlyCodeProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const theme = useRef(new Compartment());

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          highlightSelectionMatches(),
          EditorState.readOnly.of(true),
          EditorView.lineWrapping,
          // Keyboard users can focus the output to scroll and select it.
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-readonly': 'true', tabindex: '0' }),
          keymap.of([...defaultKeymap, ...searchKeymap]),
          language === 'css' ? css() : javascript({ jsx: true }),
          theme.current.of(editorTheme(colorMode)),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once.
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: theme.current.reconfigure(editorTheme(colorMode)) });
  }, [colorMode]);

  return <div ref={host} {...stylex.props(styles.code)} />;
}

const styles = stylex.create({
  code: {
    overflow: 'hidden',
    flexGrow: 1,
    minHeight: 0,
  },
});
