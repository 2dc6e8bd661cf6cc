import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import { encodeWorkspace } from '../../playground/workspace/storage';
import { playgroundFilesForSample } from '../../playground/samples';
import { Block, BlockWithPlaygroundLink } from './Block';

/**
 * A code sample with its "Open in Playground" link, when the playground can
 * open it on its own (see src/playground/samples.ts). The link carries the sample in
 * the URL hash, the same format as the playground's Share button. Loaded on
 * demand (./index.tsx): the server renders it into the HTML, and the browser
 * needs it only for samples shown after a client-side navigation.
 */
export default function PlaygroundLinked(props: Props): ReactNode {
  const { children, className, language, metastring } = props;
  const sample = typeof children === 'string' ? playgroundFilesForSample(children, { className, language, metastring }) : null;
  if (!sample) return <Block {...props} />;
  return <BlockWithPlaygroundLink {...props} href={`/playground/#${encodeWorkspace(sample)}`} />;
}
