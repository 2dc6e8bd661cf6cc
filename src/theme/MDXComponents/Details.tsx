import React from 'react';
import type { Props } from '@theme/MDXComponents/Details';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

/**
 * The `details` entry of the MDX components map, loaded on demand.
 *
 * Our Markdown files import it themselves where they have a <details>
 * (src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping), so its code (and the collapsible behind
 * it) comes with those pages only; this entry serves MDX from elsewhere. A
 * render in the browser shows the browser's own <details> until it arrives.
 */
export default lazyRendered<Props>(
  () => import('@theme-original/MDXComponents/Details'),
  (props) => <details>{props.children}</details>,
);
