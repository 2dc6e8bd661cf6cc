import React, { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { withFocusRing, withTabLook } from '../../styles/shared';
import { loadOnce } from '../LazyContent/loadOnce';
import { tabAfterKey } from '../../playground/ui/tabKeys';
import { colors, fonts, layout, space } from '../../tokens/tokens.stylex';
import type { Output } from './OutputView';

/** A page's outputs file: each sample's view by its code key (src/markdown/fence.mjs). */
type PageOutputs = { outputs: Record<string, Output | undefined> };
/** The one module of the views besides the source (./OutputView): outputs, and Preview and Edit through it. */
type Views = typeof import('./OutputView');
type Loaded = { page: PageOutputs; views: Views };

export type Tab = 'source' | 'css' | 'js' | 'error' | 'preview';
const LABELS: Record<Tab, string> = { source: 'Source', css: 'CSS', js: 'JS', error: 'Compiler error', preview: 'Preview' };

type Props = {
  /** The page's outputs file under /assets/samples/ (src/plugins/sample-output). */
  file: string;
  /** The sample's code key (src/markdown/fence.mjs), the key of its view in the file. */
  codeKey: string;
  kind: 'output' | 'error';
  /** Set when the sample defines a component: it gets Preview and Edit. */
  preview?: string;
  children: ReactNode;
};

/**
 * One request per page's file, shared by its samples; a failed one is made
 * again by the next call (../LazyContent/loadOnce). The views load with it:
 * the page carries only the tabs.
 */
const pages = new Map<string, () => Promise<Loaded>>();
function loadPage(url: string): Promise<Loaded> {
  let load = pages.get(url);
  if (!load) {
    load = loadOnce(() => {
      const page = fetch(url).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<PageOutputs>;
      });
      return Promise.all([page, import(/* webpackChunkName: "sample-views" */ './OutputView')]).then(([outputs, views]) => ({ page: outputs, views }));
    });
    pages.set(url, load);
  }
  return load();
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; output: Output; View: Views['default'] };

/**
 * Source | CSS | JS tabs around a StyleX sample: what the pinned compiler
 * makes of it (or, for a sample that must fail, its error message), and for
 * a sample that defines a component, Preview and Edit. The outputs are made
 * at build time and load when a reader first opens an output tab (or points
 * at the tabs), so the page carries only the tabs.
 */
export default function SampleOutput({ file, codeKey, kind, preview, children }: Props): ReactNode {
  const url = useBaseUrl(`/assets/samples/${file}`);
  // Preview and Edit need scripts: they join the tabs once the page runs them, not in its HTML.
  const live = useIsBrowser() && preview;
  const tabs: Tab[] = kind === 'error' ? ['source', 'error'] : live ? ['source', 'css', 'js', 'preview'] : ['source', 'css', 'js'];
  const [selected, setSelected] = useState<Tab>('source');
  const [state, setState] = useState<State>({ status: 'idle' });
  const [editing, setEditing] = useState(false);
  // The other panels take the height the source had (scrolling inside), so
  // that switching tabs never moves the text below.
  const [height, setHeight] = useState<{ height: string; margin: boolean }>();
  const sourceRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  // Short ids: every sample of a page carries each of them twice or more.
  const tabId = (tab: Tab) => `${id}${tab}`;
  const sourcePanel = `${id}in`;
  const outputPanel = `${id}out`;
  const blockId = `${url}#${codeKey}`;

  const load = () => {
    if (state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    loadPage(url).then(
      ({ page, views }) => {
        const output = page.outputs[codeKey];
        setState(output ? { status: 'loaded', output, View: views.default } : { status: 'failed' });
      },
      () => setState({ status: 'failed' }),
    );
  };

  const select = (tab: Tab) => {
    const source = sourceRef.current;
    if (selected === 'source' && source?.lastElementChild) {
      // The margin under the code block collapses through the panel with the next element's: the other panels keep it.
      setHeight({ height: `${source.offsetHeight}px`, margin: parseFloat(getComputedStyle(source.lastElementChild).marginBottom) > 0 });
    }
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

  // On a reader's intent (pointing at a sample): its page's outputs, and Preview and Edit if it has them.
  const prefetch = () => {
    loadPage(url).then(({ views }) => (live ? views.loadLive() : undefined)).catch(() => {});
  };

  // Not the playground's tab bar (its nested bar and longer class lists would
  // weigh on every sample of a page): the same keys, and tab styles made of
  // declarations the site's stylesheet already has.
  return (
    <div data-sample-output="" onPointerEnter={prefetch}>
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
              // Scripts add it: not in the page's HTML (tests compare the two).
              data-client-only={tab === 'preview' ? '' : undefined}
              {...withFocusRing(withTabLook(stylex.props(styles.tab), selected === tab), 'inset')}>
              {LABELS[tab]}
            </button>
          ))}
        </div>
        {live && !editing && (
          <button
            type="button"
            data-client-only=""
            onClick={() => {
              setEditing(true);
              select('source');
              load();
            }}
            {...withFocusRing(withTabLook(stylex.props(styles.tab, styles.edit), false), 'inset')}>
            Edit
          </button>
        )}
      </div>
      <div ref={sourceRef} role="tabpanel" id={sourcePanel} aria-labelledby={tabId('source')} hidden={selected !== 'source'}>
        {editing && View ? (
          <View id={blockId} tab="source" shown={selected === 'source'} editing output={output!}>
            {children}
          </View>
        ) : (
          children
        )}
      </div>
      <div
        role="tabpanel"
        id={outputPanel}
        aria-labelledby={tabId(selected === 'source' ? tabs[1] : selected)}
        hidden={selected === 'source'}
        {...stylex.props(height?.margin && styles.trailing)}>
        {/* The source's measured height, not a design value: as an inline style it keeps StyleX's
            runtime (which a dynamic style needs) out of every docs page's first load. */}
        <div style={height && { height: height.height }}>
          <div {...stylex.props(height != null && styles.panel)}>
            {selected !== 'source' &&
              (View ? (
                <View id={blockId} tab={selected} shown editing={editing} output={output!} />
              ) : (
                <Status failed={state.status === 'failed'} what="compiled output" onRetry={load} />
              ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** A panel's one line while what it shows loads, or after that failed (with Retry); ./OutputView's too. */
export function Status({ failed, what, onRetry }: { failed: boolean; what: string; onRetry: () => void }): ReactNode {
  return failed ? (
    <p role="alert" {...stylex.props(styles.message)}>
      The {what} could not be loaded.{' '}
      <button type="button" onClick={onRetry} {...withFocusRing(stylex.props(styles.retry), 'tight')}>
        Retry
      </button>
    </p>
  ) : (
    <p role="status" {...stylex.props(styles.message)}>
      Loading the {what}…
    </p>
  );
}

const styles = stylex.create({
  panel: {
    overflow: 'auto',
    height: '100%',
  },
  /** The code block's own margin (src/theme/CodeBlock/Block.tsx): the same rule. */
  trailing: {
    marginBottom: 'var(--ifm-leading)',
  },
  // On paper: no tabs to press, only the panel the reader has open.
  tablist: {
    display: { default: 'flex', [layout.print]: 'none' },
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    marginBottom: space.sm,
  },
  tabs: {
    display: 'flex',
  },
  tab: {
    borderWidth: 0,
    paddingInline: space.md,
    backgroundColor: 'transparent',
  },
  edit: {
    marginInlineStart: 'auto',
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
