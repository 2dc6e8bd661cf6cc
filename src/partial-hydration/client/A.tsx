import React, { type ComponentProps, type ReactNode } from 'react';
import MDXA from '@theme/MDXComponents/A';
import isInternalUrl from '@docusaurus/isInternalUrl';

/**
 * Markdown links, marked `data-route` when Docusaurus' <Link> routes them on
 * the client (an internal address, opened in the same tab, not a
 * `pathname://` file link nor an anchor on the page), so that the same links
 * are routed once the block they sit in is left static (links.ts).
 */
export default function A(props: ComponentProps<typeof MDXA>): ReactNode {
  const { href, target } = props;
  const routed =
    href != null &&
    isInternalUrl(href) &&
    !href.startsWith('pathname://') &&
    !href.startsWith('#') &&
    (target == null || target === '_self');
  return <MDXA {...props} {...(routed && { 'data-route': '' })} />;
}
