import React, { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import * as stylex from '@stylexjs/stylex';
import ExpandButton from '@theme-original/DocRoot/Layout/Sidebar/ExpandButton';
import type { Props } from '@theme/DocRoot/Layout/Sidebar/ExpandButton';

/**
 * The sidebar's links become focusable once React has shown them again
 * (after its opening transition, unless motion is reduced): try each frame,
 * for a moment.
 */
function focusFirstLinkWhenShown(sidebar: HTMLElement) {
  const deadline = performance.now() + 1500;
  const attempt = () => {
    const link = sidebar.querySelector<HTMLElement>('nav a[href]');
    link?.focus();
    if (document.activeElement !== link && performance.now() < deadline) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * The classic "Expand sidebar" control, with keyboard fixes:
 * - it appears because the reader just collapsed the sidebar, whose button
 *   vanished with it: the focus moves here instead of being lost;
 * - only Enter and Space activate it (the classic one toggled on any key,
 *   Tab included, so tabbing past it reopened the sidebar);
 * - once the sidebar is back, the focus moves to its first link.
 */
export default function ExpandButtonWrapper({ toggleSidebar }: Props): ReactNode {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    (ref.current?.firstElementChild as HTMLElement | null)?.focus();
  }, []);

  const toggle = (event: SyntheticEvent) => {
    if (event.nativeEvent instanceof KeyboardEvent) {
      if (event.nativeEvent.key !== 'Enter' && event.nativeEvent.key !== ' ') return;
      event.preventDefault(); // Space must not scroll the page
    }
    const sidebar = ref.current?.closest('aside');
    toggleSidebar();
    if (sidebar) focusFirstLinkWhenShown(sidebar);
  };

  return (
    <span ref={ref} {...stylex.props(styles.contents)}>
      <ExpandButton toggleSidebar={toggle} />
    </span>
  );
}

const styles = stylex.create({
  // A wrapper for the ref only: no box of its own.
  contents: { display: 'contents' },
});
