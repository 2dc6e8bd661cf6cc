import React, { useEffect, useState, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { message, Status, type Tab } from '.';

/**
 * What the tabs of a sample show besides its source, loaded with the page's
 * outputs file on a reader's first look at them (./index.tsx): the compiled
 * CSS and JS, the compiler's message, and (in a chunk of its own, ./Live)
 * Preview and Edit.
 */

export type Output =
  | { kind: 'output'; lang: string; css: string; js: string; preview?: PreviewFiles }
  | { kind: 'error'; lang: string; message: string };
type PageOutputs = { outputs: (Output | null)[] };

/** What a Preview tab renders (src/plugins/sample-output/preview.mjs); compiled at build time, except under `npm start`. */
export type PreviewFiles = {
  entry: string;
  files: { name: string; code: string }[];
  css?: string;
  modules?: Record<string, string>;
};

/** One request per page's file, shared by its samples; a failed one can be made again. */
const requests = new Map<string, Promise<PageOutputs>>();
export function loadOutputs(url: string): Promise<PageOutputs> {
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

/** Preview and Edit: loaded when a reader first asks for them (or points at a sample that has them), shared by the page's samples. */
let live: Promise<typeof import('./Live')> | undefined;
export function loadLive() {
  live ??= import(/* webpackChunkName: "sample-live" */ './Live');
  live.catch(() => {
    live = undefined;
  });
  return live;
}

export type LiveProps = { id: string; tab: Tab; shown: boolean; output: Extract<Output, { kind: 'output' }> };

/** On a reader's intent (pointing at a sample): its page's outputs, and Preview and Edit if it has them. */
export function prefetch(url: string, preview?: string | false) {
  loadOutputs(url).catch(() => {});
  if (preview) loadLive().catch(() => {});
}

type Props = {
  /** The block: its outputs file and position. */
  id: string;
  tab: Tab;
  /** Whether its panel is the one shown. */
  shown: boolean;
  editing: boolean;
  output: Output;
  /** The source as the page shows it, until the editor replaces it. */
  children?: ReactNode;
};

/**
 * A panel of the tabs once the page's outputs are here: the compiled output,
 * or, for Preview and while editing, ./Live (its loading or failure said in
 * one line).
 */
export default function SampleView({ id, tab, shown, editing, output, children }: Props): ReactNode {
  const [module, setModule] = useState<Awaited<ReturnType<typeof loadLive>> | null | 'failed'>(null);
  const wantsLive = (editing || tab === 'preview') && output.kind === 'output';
  useEffect(() => {
    if (wantsLive && !module) loadLive().then(setModule, () => setModule('failed'));
  }, [wantsLive, module]);
  const fallback = tab === 'source' ? children : <OutputView tab={tab} output={output} />;
  if (!wantsLive) return fallback;
  if (!module && tab === 'source') return children;
  if (!module || module === 'failed') return <Status failed={Boolean(module)} what="live preview" onRetry={() => setModule(null)} />;
  return <module.default id={id} tab={tab} shown={shown} output={output as LiveProps['output']} />;
}

export function OutputView({ tab, output }: { tab: Tab; output: Output }): ReactNode {
  if (output.kind === 'error') {
    return (
      <>
        <p {...message}>The compiler rejects this sample with:</p>
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
      <p {...message}>This sample adds no CSS of its own.</p>
    );
  }
  // The compiled module: `no-compile` keeps the "Open in Playground" link off it.
  return (
    <CodeBlock language={output.lang} metastring="no-compile">
      {output.js}
    </CodeBlock>
  );
}

