import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from '../ui/styles';
import { withFocusRing } from '../../styles/shared';
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
import { colors, fonts, space } from '../../tokens/tokens.stylex';
import { editorTheme } from '../editor/theme';
import PlaygroundTabs, { tabId } from '../ui/Tabs';

type OutputTab = 'css' | 'js';

type Props = {
  css: string;
  /** Compiled JS of the file open in the editor. */
  js: { name: string; code: string } | null;
  colorMode: 'light' | 'dark';
  /** The outputs are from an earlier compile (the current code has errors). */
  stale: boolean;
  idPrefix: string;
};

function ReadOnlyCode({
  value,
  language,
  colorMode,
  label,
}: {
  value: string;
  language: OutputTab;
  colorMode: 'light' | 'dark';
  label: string;
}) {
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

function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" onClick={copy} disabled={!text} {...withFocusRing(stylex.props(ui.control, styles.copy))}>
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : `Copy ${what}`}
      </span>
    </button>
  );
}

/** The compiler's output: generated CSS and compiled JS, read-only. */
export default function PlaygroundOutput({ css: cssText, js, colorMode, stale, idPrefix }: Props): ReactNode {
  const [tab, setTab] = useState<OutputTab>('css');
  const panel = (id: OutputTab) => `${idPrefix}-panel-${id}`;
  const jsLabel = js ? `JS · ${js.name}` : 'JS';
  return (
    <div {...stylex.props(ui.fill)}>
      <PlaygroundTabs
        label="Compiler output"
        idPrefix={idPrefix}
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'css', label: 'CSS', controls: panel('css') },
          { id: 'js', label: jsLabel, controls: panel('js') },
        ]}>
        {stale && <span {...stylex.props(styles.stale)}>from the last successful compile</span>}
        <CopyButton text={tab === 'css' ? cssText : (js?.code ?? '')} what={tab === 'css' ? 'CSS' : 'JS'} />
      </PlaygroundTabs>
      {(
        [
          { id: 'css', value: cssText, language: 'css', label: 'Generated CSS' },
          {
            id: 'js',
            value: js?.code ?? '',
            language: 'js',
            label: js ? `Compiled JavaScript of ${js.name}` : 'Compiled JavaScript',
          },
        ] as const
      ).map((output) => (
        <div
          key={output.id}
          id={panel(output.id)}
          role="tabpanel"
          aria-labelledby={tabId(idPrefix, output.id)}
          data-testid={`output-${output.id}`}
          hidden={tab !== output.id}
          {...stylex.props(ui.fill, tab !== output.id && styles.hidden)}>
          <ReadOnlyCode value={output.value} language={output.language} colorMode={colorMode} label={output.label} />
        </div>
      ))}
    </div>
  );
}

const styles = stylex.create({
  hidden: {
    display: 'none',
  },
  code: {
    overflow: 'hidden',
    flexGrow: 1,
    minHeight: 0,
  },
  stale: {
    color: colors.textMuted,
    fontSize: fonts.sizeXs,
    whiteSpace: 'nowrap',
  },
  copy: {
    paddingBlock: space.xs,
    paddingInline: space.md,
    backgroundColor: {
      default: colors.backgroundRaised,
      ':hover': colors.background,
    },
    color: colors.text,
    cursor: {
      default: 'pointer',
      ':disabled': 'default',
    },
    flexShrink: 0,
    fontFamily: fonts.body,
    fontSize: fonts.sizeXs,
    fontWeight: fonts.weightMedium,
    marginInlineEnd: space.xs,
    opacity: {
      default: 1,
      ':disabled': 0.6,
    },
    whiteSpace: 'nowrap',
  },
});
