import React, { useEffect, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import CodeBlock from '@theme/CodeBlock';
import { Status, type Tab } from '.';
import { colors, fonts, space } from '../../tokens/tokens.stylex';
import { loadOnce } from '../LazyContent/loadOnce';

/**
 * What the tabs of a sample show besides its source, loaded with the page's
 * outputs file on a reader's first look at them (./index.tsx): the compiled
 * CSS with its line of browser support, the compiled JS, the compiler's
 * message, and (in a chunk of its own, ./Live) Preview and Edit.
 */

/** A segment of the browser-support line (src/browser-support/line.mjs): text, or a link. */
type Segment = { text: string; href?: string };

export type Output =
  | { kind: 'output'; lang: string; css: string; js: string; supportLine?: Segment[]; preview?: PreviewFiles }
  | { kind: 'error'; lang: string; message: string };

/** What a Preview tab renders (src/plugins/sample-output/preview.mjs); compiled at build time, except under `npm start`. */
export type PreviewFiles = {
  entry: string;
  files: { name: string; code: string }[];
  css?: string;
  modules?: Record<string, string>;
};

/** Preview and Edit: loaded when a reader first asks for them (or points at a sample that has them), shared by the page's samples. */
export const loadLive = loadOnce(() => import(/* webpackChunkName: "sample-live" */ './Live'));

export type LiveProps = { id: string; tab: Tab; shown: boolean; output: Extract<Output, { kind: 'output' }> };

type Props = {
  /** The block: its outputs file and code key. */
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

/** One output of a sample: its CSS with the line of browser support computed from it at build time, its compiled module, or the compiler's message. */
export function OutputView({ tab, output }: { tab: Tab; output: Output }): ReactNode {
  if (output.kind === 'error') {
    return (
      <>
        <p {...stylex.props(styles.message)}>The compiler rejects this sample with:</p>
        <CodeBlock language="text">{output.message}</CodeBlock>
      </>
    );
  }
  if (tab === 'css') {
    if (!output.css) return <p {...stylex.props(styles.message)}>This sample adds no CSS of its own.</p>;
    return (
      <>
        <CodeBlock language="css" metastring="no-compile">
          {output.css}
        </CodeBlock>
        {output.supportLine && (
          <p data-browser-support="" {...stylex.props(styles.message)}>
            {output.supportLine.map((segment, i) =>
              segment.href ? (
                <a key={i} href={segment.href}>
                  {segment.text}
                </a>
              ) : (
                segment.text
              ),
            )}
          </p>
        )}
      </>
    );
  }
  // The compiled module: `no-compile` keeps the "Open in Playground" link off it.
  return (
    <CodeBlock language={output.lang} metastring="no-compile">
      {output.js}
    </CodeBlock>
  );
}

// The same declarations as the tabs' message (./index.tsx): no new rules in the site's stylesheet.
const styles = stylex.create({
  message: {
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
    marginBottom: space.sm,
  },
});
