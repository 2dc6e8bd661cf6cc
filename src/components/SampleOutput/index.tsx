import React, { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { withFocusRing, withTabLook } from '../../styles/shared';
import { tabAfterKey } from '../../playground/ui/tabKeys';
import { colors, fonts, space } from '../../tokens/tokens.stylex';
import type { Output, default as OutputViewType } from './OutputView';

/** A page's outputs file: each sample's view by its code key (src/markdown/fence.mjs). */
type PageOutputs = { outputs: Record<string, Output | undefined> };
type Loaded = { page: PageOutputs; View: typeof OutputViewType };

type Tab = 'source' | 'css' | 'js' | 'error';
const LABELS: Record<Tab, string> = { source: 'Source', css: 'CSS', js: 'JS', error: 'Compiler error' };

type Props = {
  /** The page's outputs file under /assets/samples/ (src/plugins/sample-output). */
  file: string;
  /** The sample's code key (src/markdown/fence.mjs), the key of its view in the file. */
  codeKey: string;
  kind: 'output' | 'error';
  children: ReactNode;
};

/**
 * One request per page's file, shared by its samples; a failed one can be made
 * again. The view of an output loads with it: the page carries only the tabs.
 */
const requests = new Map<string, Promise<Loaded>>();
function loadPage(url: string): Promise<Loaded> {
  let request = requests.get(url);
  if (!request) {
    const page = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<PageOutputs>;
    });
    request = Promise.all([page, import('./OutputView')]).then(([outputs, view]) => ({ page: outputs, View: view.default }));
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; output: Output; View: Loaded['View'] };

/** What the compiler makes of the sample with this code key, from its page's outputs file (undefined if it has none). */
export function loadOutput(url: string, codeKey: string): Promise<Output | undefined> {
  return loadPage(url).then(({ page }) => page.outputs[codeKey]);
}

/**
 * Source | CSS | JS tabs around a StyleX sample: what the pinned compiler
 * makes of it (or, for a sample that must fail, its error message). The
 * outputs are made at build time and load when a reader first opens an
 * output tab (or points at the tabs), so the page carries only the tabs.
 */

export default function SampleOutput({ file, codeKey, kind, children }: Props): ReactNode {
  const url = useBaseUrl(`/assets/samples/${file}`);
  const tabs: Tab[] = kind === 'error' ? ['source', 'error'] : ['source', 'css', 'js'];
  const [selected, setSelected] = useState<Tab>('source');
  const [state, setState] = useState<State>({ status: 'idle' });
  const id = useId();
  const tabRefs = useRef(new Map<Tab, HTMLButtonElement>());
  // Short ids: every sample of a page carries each of them twice or more.
  const tabId = (tab: Tab) => `${id}${tab}`;
  const sourcePanel = `${id}in`;
  const outputPanel = `${id}out`;

  const load = () => {
    if (state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    loadPage(url).then(
      ({ page, View }) => {
        const output = page.outputs[codeKey];
        setState(output ? { status: 'loaded', output, View } : { status: 'failed' });
      },
      () => setState({ status: 'failed' }),
    );
  };

  const select = (tab: Tab) => {
    setSelected(tab);
    if (tab !== 'source') load();
  };

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
    <div data-sample-output="" onPointerEnter={() => void loadPage(url).catch(() => {})}>
      <div
        role="tablist"
        aria-label="Sample and its compiled output"
        data-pagefind-ignore="all"
        {...stylex.props(styles.tablist)}>
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
            {...withFocusRing(withTabLook(stylex.props(styles.tab), selected === tab), 'inset')}>
            {LABELS[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={sourcePanel} aria-labelledby={tabId('source')} hidden={selected !== 'source'}>
        {children}
      </div>
      <div
        role="tabpanel"
        id={outputPanel}
        aria-labelledby={tabId(selected === 'source' ? tabs[1] : selected)}
        hidden={selected === 'source'}>
        {selected !== 'source' && <OutputState tab={selected} state={state} onRetry={load} />}
      </div>
    </div>
  );
}

function OutputState({ tab, state, onRetry }: { tab: Tab; state: State; onRetry: () => void }): ReactNode {
  if (state.status === 'failed') {
    return (
      <p role="alert" {...stylex.props(styles.message)}>
        The compiled output could not be loaded.{' '}
        <button type="button" onClick={onRetry} {...withFocusRing(stylex.props(styles.retry), 'tight')}>
          Retry
        </button>
      </p>
    );
  }
  if (state.status !== 'loaded') {
    return (
      <p role="status" {...stylex.props(styles.message)}>
        Loading the compiled output…
      </p>
    );
  }
  const { View, output } = state;
  return <View css={tab === 'css'} output={output} />;
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
