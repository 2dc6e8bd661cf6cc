import React, { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { withFocusRing } from '../../styles/shared';
import { tabAfterKey } from '../../playground/ui/tabKeys';
import { colors, fonts, space } from '../../tokens/tokens.stylex';

export type Tab = 'source' | 'css' | 'js' | 'error' | 'preview';
const LABELS: Record<Tab, string> = { source: 'Source', css: 'CSS', js: 'JS', error: 'Compiler error', preview: 'Preview' };

/** The views besides the source (./Views): what the page's outputs file holds, Preview and Edit. */
const views = () => import(/* webpackChunkName: "sample-views" */ './Views');

type Props = {
  /** The page's outputs file under /assets/samples/ (src/plugins/sample-output). */
  file: string;
  /** The block's position among the page's compiled blocks. */
  index: string;
  kind: 'output' | 'error';
  /** Set when the sample defines a component: it gets Preview and Edit. */
  preview?: string;
  children: ReactNode;
};

type Views = Awaited<ReturnType<typeof views>>;
type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; View: Views['default']; output: NonNullable<Awaited<ReturnType<Views['loadOutputs']>>['outputs'][number]> };

/**
 * Source | CSS | JS tabs around a StyleX sample: what the pinned compiler
 * makes of it (or, for a sample that must fail, its error message). The
 * outputs are made at build time and load when a reader first opens an
 * output tab (or points at the tabs), so the page carries only the tabs.
 */
export default function SampleOutput({ file, index, kind, preview, children }: Props): ReactNode {
  const url = useBaseUrl(`/assets/samples/${file}`);
  // Preview and Edit need scripts: they join the tabs once the page runs them, not in its HTML.
  const live = useIsBrowser() && preview;
  const tabs: Tab[] = kind === 'error' ? ['source', 'error'] : live ? ['source', 'css', 'js', 'preview'] : ['source', 'css', 'js'];
  const [selected, setSelected] = useState<Tab>('source');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [editing, setEditing] = useState(false);
  const id = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  // Short ids: every sample of a page carries each of them twice or more.
  const tabId = (tab: Tab) => `${id}${tab}`;
  const sourcePanel = `${id}in`;
  const outputPanel = `${id}out`;

  const load = () => {
    if (state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    views()
      .then(({ default: View, loadOutputs }) =>
        loadOutputs(url).then((page) => {
          const output = page.outputs[Number(index)];
          setState(output ? { status: 'loaded', View, output } : { status: 'failed' });
        }),
      )
      .catch(() => setState({ status: 'failed' }));
  };

  const select = (tab: Tab) => {
    setSelected(tab);
    if (tab !== 'source') load();
  };

  const View = state.status === 'loaded' && state.View;
  const output = state.status === 'loaded' ? state.output : undefined;

  // Arrow keys, Home and End move between the tabs and select them (WAI-ARIA tabs).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = tabAfterKey(event.key, tabs.indexOf(selected), tabs.length);
    if (at === undefined) return;
    event.preventDefault();
    const next = tabs[at];
    select(next);
    tabRefs.current.get(next)?.focus();
  };

  // Not the playground's tab bar (its nested bar and longer class lists would
  // weigh on every sample of a page): the same keys, and tab styles made of
  // declarations the site's stylesheet already has.
  return (
    <div data-sample-output="" onPointerEnter={() => void views().then((m) => m.prefetch(url, live), () => {})}>
      {/* Edit is beside the tabs, not one of them. */}
      <div data-pagefind-ignore="all" {...stylex.props(styles.tablist)}>
        <div role="tablist" aria-label="Sample and its compiled output" {...stylex.props(styles.tabs)}>
          {tabs.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected === tab}
              aria-controls={tab === 'source' ? sourcePanel : outputPanel}
              tabIndex={selected === tab ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
              {...withFocusRing(stylex.props(styles.tab, selected === tab && styles.selected), 'inset')}>
              {LABELS[tab]}
            </button>
          ))}
        </div>
        {live && !editing && (
          <button
            type="button"
            onClick={() => {
              setEditing(true);
              select('source');
              load();
            }}
            {...withFocusRing(stylex.props(styles.tab, styles.edit), 'inset')}>
            Edit
          </button>
        )}
      </div>
      <div role="tabpanel" id={sourcePanel} aria-labelledby={tabId('source')} hidden={selected !== 'source'}>
        {editing && View ? <View id={url + index} tab="source" shown={selected === 'source'} editing output={output!}>{children}</View> : children}
      </div>
      <div
        role="tabpanel"
        id={outputPanel}
        aria-labelledby={tabId(selected === 'source' ? tabs[1] : selected)}
        hidden={selected === 'source'}>
        {selected !== 'source' &&
          (View ? (
            <View id={url + index} tab={selected} shown editing={editing} output={output!} />
          ) : (
            <Status failed={state.status === 'failed'} what="compiled output" onRetry={load} />
          ))}
      </div>
    </div>
  );
}

/** A panel's one line while what it shows loads, or after that failed (with Retry); ./Views' too. */
export function Status({ failed, what, onRetry }: { failed: boolean; what: string; onRetry: () => void }): ReactNode {
  return failed ? (
    <p role="alert" {...message}>
      The {what} could not be loaded.{' '}
      <button type="button" onClick={onRetry} {...withFocusRing(stylex.props(styles.retry), 'tight')}>
        Retry
      </button>
    </p>
  ) : (
    <p role="status" {...message}>
      Loading the {what}…
    </p>
  );
}

const styles = stylex.create({
  tablist: {
    display: 'flex',
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    marginBottom: space.sm,
  },
  tab: {
    borderWidth: 0,
    paddingInline: space.md,
    backgroundColor: 'transparent',
    color: colors.textMuted,
    cursor: 'pointer',
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    borderBottomColor: 'transparent',
    borderBottomStyle: 'solid',
    borderBottomWidth: 2,
    minHeight: 40,
  },
  tabs: {
    display: 'flex',
  },
  edit: {
    marginInlineStart: 'auto',
  },
  selected: {
    color: colors.text,
    borderBottomColor: colors.accent,
  },
  message: {
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
    marginBottom: space.sm,
  },
  retry: {
    padding: 0,
    borderWidth: 0,
    backgroundColor: 'transparent',
    color: colors.accent,
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: fonts.sizeSm,
    textDecorationLine: {
      default: null,
      ':hover': 'underline',
    },
  },
});

/** A panel's message, as ./Views writes it too. */
export const message = stylex.props(styles.message);
