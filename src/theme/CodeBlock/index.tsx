import React, { useEffect, useState, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { Block, BlockWithPlaygroundLink } from './Block';
import { lazyRendered } from '../../components/LazyContent/lazyRendered';
import { whenIdle } from '../../components/LazyContent/whenIdle';
import { codeKey as keyOf } from '../../markdown/code-key.mjs';
import { isHydrating } from '../../partial-hydration/client/hydrating';
import { CodeKeyContext, serverBlock, type ServerBlock } from './server';

/**
 * Docusaurus' code block (./Block), plus an "Open in Playground" link under
 * StyleX samples that compile on their own.
 *
 * Each block has one key (src/markdown/code-key.mjs): a block written in
 * Markdown comes with the `codeKey` the build gave it, any other is keyed
 * from its props. While hydrating, the block takes what the server rendered
 * of it from one lookup by that key (./server.ts): its markup (./Content)
 * and its link. A block rendered afresh decides its link itself
 * (./Client.tsx, loaded on demand). (On the page the browser starts on, the
 * Markdown's blocks are static instead, with buttons of their own:
 * src/partial-hydration/client/StaticCodeBlock.tsx, ./AttachedButtons.tsx.)
 */
const ClientBlock = lazyRendered(
  () => import('./Client'),
  // Until the chunk is here: the block without its link.
  (props: Props) => <Block {...props} />,
);

let preloadScheduled = false;

/**
 * Code shown after a client-side navigation decides its link itself: fetch
 * that once the page is idle (once per page load, by the first block the
 * page hydrates, or attaches buttons to: ./AttachedButtons).
 */
export function preloadLinkMakerWhenIdle(): void {
  if (preloadScheduled) return;
  preloadScheduled = true;
  whenIdle(ClientBlock.preload);
}

export default function CodeBlock({ codeKey, children: rawChildren, ...rest }: Props & { codeKey?: string }): ReactNode {
  // Plain strings are joined so the copy button can copy them.
  const children = Array.isArray(rawChildren) && rawChildren.every((child) => typeof child === 'string') ? rawChildren.join('') : rawChildren;
  const [key] = useState(() => codeKey ?? (typeof children === 'string' ? keyOf(children, rest) : undefined));
  const [server] = useState(() => (key !== undefined && isHydrating() ? (serverBlock(key) ?? null) : undefined));
  const props = { ...rest, children };
  useEffect(() => {
    if (server !== undefined) preloadLinkMakerWhenIdle();
  }, [server]);
  return <CodeKeyContext value={key}>{render(props, server)}</CodeKeyContext>;
}

function render(props: Props, server: ServerBlock | null | undefined): ReactNode {
  if (server === undefined) return typeof props.children === 'string' ? <ClientBlock {...props} /> : <Block {...props} />;
  // While hydrating, the server has decided: a block it linked keeps its
  // link (the code read back from the page may differ from the sample's).
  return server?.link ? <BlockWithPlaygroundLink {...props} href={server.link} /> : <Block {...props} />;
}
