import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/ContentVisibility/Unlisted';

// The banner is an admonition: its code loads only on the pages that show it.
const Banner = lazy(() => import('@theme-original/ContentVisibility/Unlisted'));

export default function UnlistedWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}
