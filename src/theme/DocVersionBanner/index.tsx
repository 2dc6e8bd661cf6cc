import React, { type ReactNode } from 'react';
import type { Props } from '@theme/DocVersionBanner';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

// Only the pages of a version that is not the latest one show the banner
// ("This is documentation for…"); its code loads on those pages only.
const Banner = lazyRendered(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): ReactNode {
  // The original's own condition.
  if (!useDocsVersion().banner) return null;
  return <Banner {...props} />;
}
