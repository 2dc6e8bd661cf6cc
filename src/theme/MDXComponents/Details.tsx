import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/MDXComponents/Details';
import { useRenderMode } from '../../static-prose/hydrating';

/**
 * The `details` entry of the MDX components map, loaded on demand.
 *
 * Our Markdown files import it themselves where they have a <details>
 * (src/plugins/markdown-imports), so its code (and the collapsible behind
 * it) comes with those pages only; this entry serves MDX from elsewhere.
 */
const Original = lazy(() => import('@theme-original/MDXComponents/Details'));

export default function MDXDetails(props: Props): ReactNode {
  // The server and hydration wait for the chunk (the server's markup stays
  // meanwhile); a client render shows the browser's own <details> until then.
  if (useRenderMode() !== 'client') return <Original {...props} />;
  return (
    <Suspense fallback={<details>{props.children}</details>}>
      <Original {...props} />
    </Suspense>
  );
}
