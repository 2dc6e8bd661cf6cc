import React, { type ReactNode } from 'react';
import MDXContent from '@theme-original/MDXContent';
import type { Props } from '@theme/MDXContent';
import StaticProse from '@site/src/static-prose';

/**
 * Wrapped (not ejected): Docusaurus' provider of the Markdown components,
 * around the page's content hydrated as static prose with interactive
 * islands (src/static-prose).
 */
export default function MDXContentWrapper({ children }: Props): ReactNode {
  return (
    <MDXContent>
      <StaticProse>{children}</StaticProse>
    </MDXContent>
  );
}
