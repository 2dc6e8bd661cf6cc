import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { Block } from './Block';
import { lazyRendered } from '../../components/LazyContent/lazyRendered';
import { fenceOfProps, mayOpenInPlayground } from '../../markdown/fence.mjs';

/**
 * Making the "Open in Playground" link means resolving the sample's imports
 * and compressing it into the URL (src/playground/samples.ts, lz-string):
 * a chunk of its own, loaded only where a link is rendered.
 */
const PlaygroundLinked = lazyRendered(
  () => import('./PlaygroundLinked'),
  (props: Props) => <Block {...props} />,
);

/**
 * A code block rendered without the server's decision: on the server, and
 * in the browser afresh (after a client-side navigation, a sample's output).
 * Its fence (src/markdown/fence.mjs) says whether it may get a link. Loaded
 * with Docusaurus' code rendering (the code-render chunk), which such a block
 * needs anyway, so the pages' first load carries neither.
 */
export default function ClientBlock(props: Props): ReactNode {
  const { children } = props;
  if (typeof children !== 'string' || !mayOpenInPlayground(fenceOfProps(props), children)) return <Block {...props} />;
  return <PlaygroundLinked {...props} />;
}
