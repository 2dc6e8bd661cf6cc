import React, { useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import type { Props } from '@theme/CodeBlock/Content';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { lazyRendered } from '../../../components/LazyContent/lazyRendered';
import { whenIdle } from '../../../components/LazyContent/whenIdle';
import { loadPrism } from '../../../prism/engine';
import { CodeKeyContext, serverBlock } from '../server';

/**
 * The highlighted code of a code block, hydrated as one element.
 *
 * A highlighted block is a line element per line and a span per token: the
 * longest guide has 4,000 of them, and hydrating means React building its
 * own tree for each and matching it to the DOM, for markup that never
 * changes (one Prism theme serves both colour modes through light-dark()).
 * So the server renders Docusaurus' block as usual inside a wrapper marked
 * with the block's key (../index.tsx), and the browser gives that wrapper
 * the server's markup (../server.ts) as `dangerouslySetInnerHTML`: React keeps the DOM as it
 * is and creates nothing inside it. The title, copy and word-wrap buttons
 * around it stay ordinary React components.
 *
 * Blocks the server did not render (after a client-side navigation, in the
 * dev server) render Docusaurus' block, highlighted by Prism once it loads.
 * Neither it nor Prism is needed to hydrate, so both load when the browser
 * is idle, ready for the next page's code.
 */
const Content = lazyRendered<Props>(
  () => import('@theme-original/CodeBlock/Content'),
  (props) => <PlainCode {...props} />,
);

let preloadScheduled = false;

/** Once per page load, by the first block the page hydrates (or attaches buttons to: ../AttachedButtons). */
export function preloadForNavigationWhenIdle(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  whenIdle(() => {
    Content.preload();
    // If Prism cannot load (offline), code stays as it is: readable.
    void loadPrism().catch(() => {});
  });
}

/**
 * The code as plain text, for the moment before Docusaurus' block arrives;
 * its <pre> is the one the word-wrap button measures until then.
 */
function PlainCode({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <pre className={className} tabIndex={0} ref={wordWrap.codeBlockRef}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const { wordWrap } = useCodeBlockContext();
  const key = useContext(CodeKeyContext);
  const [markup] = useState(() => (key === undefined ? undefined : serverBlock(key)?.markup));
  const { codeBlockRef } = wordWrap;
  // Docusaurus' word-wrap button measures and toggles the <pre>, which its
  // own component would have handed over as a ref.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      if (element) codeBlockRef.current = element.querySelector('pre');
    },
    [codeBlockRef],
  );
  // Code shown after a client-side navigation needs Prism and Docusaurus'
  // block: fetch them once the browser is idle, so that they are there by then.
  useEffect(() => {
    if (markup != null) preloadForNavigationWhenIdle();
  }, [markup]);

  if (markup != null) {
    return <div data-code-key={key} ref={attach} dangerouslySetInnerHTML={{ __html: markup }} {...stylex.props(styles.contents)} />;
  }
  return (
    <div data-code-key={key} {...stylex.props(styles.contents)}>
      <Content {...props} />
    </div>
  );
}

const styles = stylex.create({
  // The wrapper must not change the code block's layout.
  contents: { display: 'contents' },
});
