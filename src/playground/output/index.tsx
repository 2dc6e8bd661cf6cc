import React, { useEffect, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from '../ui/styles';
import { withFocusRing } from '../../styles/shared';
import { colors, fonts, space } from '../../tokens/tokens.stylex';
import { lazyContent } from '../../components/LazyContent';
import PlainCode from '../ui/PlainCode';
import type { ReadOnlyCodeProps } from './ReadOnlyCode';
import PlaygroundTabs, { tabId } from '../ui/Tabs';

type OutputTab = 'css' | 'js';

/**
 * CodeMirror loads with the editor, after the first preview; until then (or
 * if it cannot load) the output reads as plain text, which Copy and the tests
 * read the same way.
 */
const ReadOnlyCode = lazyContent<ReadOnlyCodeProps & { load: boolean }>(
  () => import(/* webpackChunkName: "playground-output-code" */ './ReadOnlyCode'),
  {
    loadWhen: ({ load }) => load,
    placeholder: ({ value, label }) => <PlainCode code={value} label={label} />,
  },
);

type Props = {
  css: string;
  /** Compiled JS of the file open in the editor. */
  js: { name: string; code: string } | null;
  colorMode: 'light' | 'dark';
  /** The outputs are from an earlier compile (the current code has errors). */
  stale: boolean;
  idPrefix: string;
  /** Whether the highlighted views may load (after the first preview). */
  loadCode: boolean;
};

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
export default function PlaygroundOutput({ css: cssText, js, colorMode, stale, idPrefix, loadCode }: Props): ReactNode {
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
          <ReadOnlyCode
            value={output.value}
            language={output.language}
            colorMode={colorMode}
            label={output.label}
            load={loadCode}
          />
        </div>
      ))}
    </div>
  );
}

const styles = stylex.create({
  hidden: {
    display: 'none',
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
