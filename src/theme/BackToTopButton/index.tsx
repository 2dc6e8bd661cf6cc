import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

// The "Scroll back to top" button of the docs shows only once the reader has
// scrolled down and starts back up, never on a page as it loads: it is
// rendered in the browser after hydration, its code in a chunk of its own.
const BackToTopButton = lazyRendered(() => import('@theme-original/BackToTopButton'));

export default function BackToTopButtonWrapper(): ReactNode {
  // False on the server and while hydrating.
  if (!useIsBrowser()) return null;
  return <BackToTopButton />;
}
