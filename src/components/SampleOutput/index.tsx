import React, { useId, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import CodeBlock from '@theme/CodeBlock';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { withFocusRing } from '../../styles/shared';
import Tabs, { tabId } from '../../playground/ui/Tabs';
import { colors, fonts, space } from '../../tokens/tokens.stylex';

type Output =
  | { kind: 'output'; lang: string; css: string; js: string }
  | { kind: 'error'; lang: string; message: string };
type PageOutputs = { outputs: (Output | null)[] };

type Tab = 'source' | 'css' | 'js' | 'error';
const LABELS: Record<Tab, string> = { source: 'Source', css: 'CSS', js: 'JS', error: 'Compiler error' };

type Props = {
  /** The page's outputs file under /assets/samples/ (src/plugins/sample-output). */
  file: string;
  /** The block's position among the page's compiled blocks. */
  index: string;
  kind: 'output' | 'error';
  children: ReactNode;
};

/** One request per page's file, shared by its samples; a failed one can be made again. */
const requests = new Map<string, Promise<PageOutputs>>();
function loadOutputs(url: string): Promise<PageOutputs> {
  let request = requests.get(url);
  if (!request) {
    request = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<PageOutputs>;
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

type State = { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; output: Output };

/**
 * Source | CSS | JS tabs around a StyleX sample: what the pinned compiler
 * makes of it (or, for a sample that must fail, its error message). The
 * outputs are made at build time and load when a reader first opens an
 * output tab (or points at the tabs), so the page carries only the tabs.
 */
export default function SampleOutput({ file, index, kind, children }: Props): ReactNode {
  const url = useBaseUrl(`/assets/samples/${file}`);
  const tabs: Tab[] = kind === 'error' ? ['source', 'error'] : ['source', 'css', 'js'];
  const [selected, setSelected] = useState<Tab>('source');
  const [state, setState] = useState<State>({ status: 'idle' });
  const id = useId();
  const sourcePanel = `${id}-source`;
  const outputPanel = `${id}-output`;

  const load = () => {
    if (state.status === 'loading' || state.status === 'loaded') return;
    setState({ status: 'loading' });
    loadOutputs(url).then(
      (page) => {
        const output = page.outputs[Number(index)];
        setState(output ? { status: 'loaded', output } : { status: 'failed' });
      },
      () => setState({ status: 'failed' }),
    );
  };

  const select = (tab: Tab) => {
    setSelected(tab);
    if (tab !== 'source') load();
  };

  return (
    <div data-sample-output="" onPointerEnter={() => void loadOutputs(url).catch(() => {})}>
      <div data-pagefind-ignore="all">
        <Tabs
          label="Sample and its compiled output"
          tabs={tabs.map((tab) => ({
            id: tab,
            label: LABELS[tab],
            controls: tab === 'source' ? sourcePanel : outputPanel,
          }))}
          selected={selected}
          onSelect={select}
          idPrefix={id}
          barStyle={styles.bar}
        />
      </div>
      <div role="tabpanel" id={sourcePanel} aria-labelledby={tabId(id, 'source')} hidden={selected !== 'source'}>
        {children}
      </div>
      <div
        role="tabpanel"
        id={outputPanel}
        aria-labelledby={tabId(id, selected === 'source' ? tabs[1] : selected)}
        hidden={selected === 'source'}
        data-pagefind-ignore="all">
        {selected !== 'source' && <OutputView tab={selected} state={state} onRetry={load} />}
      </div>
    </div>
  );
}

function OutputView({ tab, state, onRetry }: { tab: Tab; state: State; onRetry: () => void }): ReactNode {
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
  const { output } = state;
  if (output.kind === 'error') {
    return (
      <>
        <p {...stylex.props(styles.message)}>The compiler rejects this sample with:</p>
        <CodeBlock language="text">{output.message}</CodeBlock>
      </>
    );
  }
  if (tab === 'css') {
    return output.css ? (
      <CodeBlock language="css" metastring="no-compile">
        {output.css}
      </CodeBlock>
    ) : (
      <p {...stylex.props(styles.message)}>This sample adds no CSS of its own.</p>
    );
  }
  // The compiled module: `no-compile` keeps the "Open in Playground" link off it.
  return (
    <CodeBlock language={output.lang} metastring="no-compile">
      {output.js}
    </CodeBlock>
  );
}

const styles = stylex.create({
  bar: {
    marginBottom: space.sm,
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
