import React, { type ReactNode } from 'react';
import MDXContent from '@theme-original/MDXContent';
import type { Props } from '@theme/MDXContent';
import StaticProse from '@site/src/partial-hydration/client';
import { PARTIAL_HYDRATION } from '@site/src/partial-hydration/client/enabled';

/**
 * Wrapped (not ejected): Docusaurus' provider of the Markdown components,
 * around the page's content hydrated as static prose with interactive
 * islands (src/partial-hydration); as Docusaurus renders it when partial
 * hydration is off.
 */
export default function MDXContentWrapper({ children }: Props): ReactNode {
  return (
    <MDXContent>
      {PARTIAL_HYDRATION ? <StaticProse>{children}</StaticProse> : children}
    </MDXContent>
  );
}
