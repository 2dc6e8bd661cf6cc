import React, { useEffect, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing, withIconButton } from '../../styles/shared';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { colors, fonts, layout, space } from '../../tokens/tokens.stylex';
import { announcementBarContract } from './contract.stylex';

const initiallyDismissed = 'data-announcement-bar-initially-dismissed';

/**
 * The announcement bar (content and id in src/data/announcement.ts).
 * Docusaurus remembers the dismissal per id in local storage.
 *
 * It replaces Docusaurus' bar and keeps the contracts the rest of
 * Docusaurus relies on:
 * - `--docusaurus-announcement-bar-height` (./contract.stylex.ts): defined,
 *   and the bar's height at desktop widths, where the docs sidebar shortens
 *   its menu by it; the announcement must fit on one line there.
 * - the `theme-announcement-bar` class (`ThemeClassNames.announcementBar`):
 *   the pre-paint script's `data-announcement-bar-initially-dismissed`
 *   hides a dismissed bar through it (src/css/custom.css).
 * - `useAnnouncementBar()`: the one state of the bar, which the sidebar
 *   reads too (`isActive`), and `close()`, which stores the dismissal.
 */
export default function AnnouncementBar(): ReactNode {
  const { announcementBar } = useThemeConfig();
  const { isActive, close } = useAnnouncementBar();
  // Like the colour-mode toggle, the button works once React has hydrated:
  // before that a click would be lost, so it says it is not ready yet.
  const isBrowser = useIsBrowser();
  // The pre-paint script hides the bar when the previous announcement was
  // dismissed. A new id makes it active again after hydration: lift the CSS
  // that still hides it.
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissed, 'false');
  }, [isActive]);
  if (!isActive || !announcementBar) return null;
  const { className } = stylex.props(styles.bar);
  return (
    <div
      // Docusaurus' class lets its pre-paint script hide a dismissed bar.
      className={`${ThemeClassNames.announcementBar.container} ${className ?? ''}`}
      role="region"
      aria-label="Announcement">
      <div
        {...stylex.props(styles.content)}
        // Trusted, site-authored HTML from the config.
        dangerouslySetInnerHTML={{ __html: announcementBar.content }}
      />
      {announcementBar.isCloseable ? (
        <button
          type="button"
          aria-label="Dismiss announcement"
          disabled={!isBrowser}
          onClick={close}
          {...withFocusRing(withIconButton(stylex.props(styles.close)), 'flush')}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

const styles = stylex.create({
  bar: {
    gap: space.sm,
    paddingBlock: space.xs,
    paddingInline: space.lg,
    alignItems: 'center',
    backgroundColor: colors.accentSoft,
    color: colors.text,
    display: { default: 'flex', [layout.print]: 'none' },
    fontSize: fonts.sizeSm,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    height: announcementBarContract['--docusaurus-announcement-bar-height'],
    minHeight: 36,
  },
  content: {
    flexGrow: 1,
    textAlign: 'center',
  },
  close: {
    backgroundColor: {
      default: 'transparent',
      ':hover': colors.background,
    },
    color: colors.text,
    flexShrink: 0,
    height: 28,
    width: 28,
  },
});
