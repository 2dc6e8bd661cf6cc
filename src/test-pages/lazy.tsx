import React, { type ReactNode } from 'react';
import { lazyContent } from '@site/src/components/LazyContent';
import TestPage from './_TestPage';

// A short timeout, so the test sees the timed-out state without a long wait.
const LazyPanel = lazyContent(() => import('./_lazy-panel'), { timeout: 2_000 });

/** /test/lazy/: lazy content in its own chunk, for the loading-state tests. */
export default function LazyTestPage(): ReactNode {
  return (
    <TestPage
      title="Lazy content test"
      description="A test-only page whose panel loads in its own chunk, to check the loading states.">
      <p>This page exists for the site’s browser tests. The panel below loads on demand.</p>
      <LazyPanel />
    </TestPage>
  );
}
