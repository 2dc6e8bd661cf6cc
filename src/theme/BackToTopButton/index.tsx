import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';
import { layout } from '../../tokens/tokens.stylex';

// The "Scroll back to top" button of the docs shows only once the reader has
// scrolled down and starts back up, never on a page as it loads: it is
// rendered in the browser after hydration, its code in a chunk of its own.
const BackToTopButton = lazyRendered(() => import('@theme-original/BackToTopButton'));

export default function BackToTopButtonWrapper(): ReactNode {
  // False on the server and while hydrating.
  if (!useIsBrowser()) return null;
  // Fixed to the window, it would print on every sheet of paper.
  return (
    <div {...stylex.props(styles.screenOnly)}>
      <BackToTopButton />
    </div>
  );
}

const styles = stylex.create({
  screenOnly: {
    display: { default: null, [layout.print]: 'none' },
  },
});
