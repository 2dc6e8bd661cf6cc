import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import CodeBlock from '@theme/CodeBlock';
import { colors, fonts, space } from '../../tokens/tokens.stylex';

/** A segment of the browser-support line (src/browser-support/line.mjs): text, or a link. */
type Segment = { text: string; href?: string };

export type Output =
  | { kind: 'output'; lang: string; css: string; js: string; supportLine?: Segment[] }
  | { kind: 'error'; lang: string; message: string };

/**
 * One loaded output of a sample: its CSS with the line of browser support
 * computed from it at build time, its compiled module, or the compiler's
 * message. Loaded with the page's outputs, when a reader opens a tab.
 */
export default function OutputView({ output, css }: { output: Output; css: boolean }): ReactNode {
  if (output.kind === 'error') {
    return (
      <>
        <p {...stylex.props(styles.message)}>The compiler rejects this sample with:</p>
        <CodeBlock language="text">{output.message}</CodeBlock>
      </>
    );
  }
  if (css) {
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
