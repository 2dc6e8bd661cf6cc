import React, { useState, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { Block, BlockWithPlaygroundLink } from './Block';
import { lazyRendered } from '../../components/LazyContent/lazyRendered';
import { mayOpenInPlayground } from './eligibility';
import { isHydrating } from '../../partial-hydration/client/hydrating';
import { hash } from './hash';
import { CodeKeyContext, serverCode } from './key';

/**
 * Docusaurus' code block (./Block), plus an "Open in Playground" link under
 * StyleX samples that compile on their own.
 *
 * Making the link means resolving the sample's imports and compressing it
 * into the URL (src/playground/samples.ts, lz-string): code no page needs to become
 * interactive. So it is a separate chunk (./PlaygroundLinked): the server
 * renders it into the HTML; while hydrating, the browser takes each link's
 * address from that HTML; only samples shown after a client-side navigation
 * load the chunk (showing the block without its link for that moment).
 */
const PlaygroundLinked = lazyRendered(
  () => import('./PlaygroundLinked'),
  // After a client-side navigation: the block, then its link once the chunk is here.
  ({ playgroundKey, ...props }: Props & { playgroundKey: string }) => <Block {...props} />,
);

/** The server's links, by block key. Read on the first render in the browser, while the DOM is the server's. */
let serverLinks: Map<string, string> | undefined;

/** While hydrating: the server's link of this block, or null if it rendered none. Otherwise undefined. */
function serverLink(key: string): string | null | undefined {
  if (!isHydrating()) return undefined;
  serverLinks ??= new Map(
    Array.from(document.querySelectorAll<HTMLElement>('[data-playground-key]'), (el) => [
      el.dataset.playgroundKey ?? '',
      el.querySelector(':scope > a')?.getAttribute('href') ?? '',
    ]),
  );
  return serverLinks.get(key) || null;
}

/**
 * A block written in Markdown comes with its `codeKey`; on the page the
 * server rendered, without its code (the hydration module's blocks), which
 * it then reads back from the page.
 */
export default function CodeBlockWrapper({ codeKey, ...rest }: Props & { codeKey?: string }): ReactNode {
  const [codeOnPage] = useState(() => (rest.children === undefined && codeKey && isHydrating() ? serverCode(codeKey) : undefined));
  const props = codeOnPage === undefined ? rest : { ...rest, children: codeOnPage };
  return (
    <CodeKeyContext value={codeKey}>
      <CodeBlock {...props} codeKey={codeKey} />
    </CodeKeyContext>
  );
}

function CodeBlock({ codeKey, ...props }: Props & { codeKey?: string }): ReactNode {
  const { children, className, language, metastring } = props;
  const eligible = typeof children === 'string' && mayOpenInPlayground(children, { className, language, metastring });
  const [key] = useState(
    () => codeKey ?? (eligible ? hash(JSON.stringify([children, className ?? null, language ?? null, metastring ?? null])) : ''),
  );
  // While hydrating, the server has decided: a block it linked keeps its
  // link (the code read back from the page may differ from the sample's).
  const [fromServer] = useState(() => (eligible || codeKey ? serverLink(key) : undefined));

  if (fromServer) return <BlockWithPlaygroundLink {...props} href={fromServer} playgroundKey={key} />;
  if (fromServer === null) return <Block {...props} />;

  if (!eligible) return <Block {...props} />;
  return <PlaygroundLinked {...props} playgroundKey={key} />;
}
