import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/Admonition';
import { useRenderMode } from '../../static-prose/hydrating';

/**
 * The admonition of the MDX components map, loaded on demand.
 *
 * Our Markdown files import the admonition themselves where they have one
 * (src/plugins/markdown-imports), so its code comes with those pages only.
 * What still renders this entry (the draft and unlisted banners, MDX from
 * elsewhere) loads the original when it first shows.
 */
const Original = lazy(() => import('@theme-original/Admonition'));

export default function Admonition(props: Props): ReactNode {
  const mode = useRenderMode();
  // The server waits for the chunk and writes the admonition inline;
  // hydration waits for it too, keeping the server's markup meanwhile. A
  // client render shows the text unstyled until it arrives.
  if (mode !== 'client') return <Original {...props} />;
  return (
    <Suspense fallback={<div>{props.children}</div>}>
      <Original {...props} />
    </Suspense>
  );
}
