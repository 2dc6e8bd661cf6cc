import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/LastUpdated';
import { useRenderMode } from '../../static-prose/hydrating';

/**
 * "Last updated on … by …", loaded when a page shows it: only with
 * `showLastUpdateTime` or `showLastUpdateAuthor`, which this site does not
 * set, so no page need load it up front.
 */
const Original = lazy(() => import('@theme-original/LastUpdated'));

export default function LastUpdated(props: Props): ReactNode {
  // The server and hydration wait for the chunk (the server's markup stays meanwhile).
  if (useRenderMode() !== 'client') return <Original {...props} />;
  return (
    <Suspense fallback={null}>
      <Original {...props} />
    </Suspense>
  );
}
