import React from 'react';
import type { Props } from '@theme/Admonition';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

/**
 * The admonition of the MDX components map, loaded on demand.
 *
 * Our Markdown files import the admonition themselves where they have one
 * (src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping), so its code comes with those pages only.
 * What still renders this entry (the draft and unlisted banners, MDX from
 * elsewhere) loads the original when it first shows; a render in the browser
 * shows the text unstyled until it arrives.
 */
export default lazyRendered<Props>(() => import('@theme-original/Admonition'), (props) => <div>{props.children}</div>);
