import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode } from '@docusaurus/theme-common';
import type { Props } from '@theme/ColorModeToggle';
import { colors, modeIconColors, motion, radii } from '../../tokens/tokens.stylex';

/**
 * Light/dark switch. Docusaurus stores the choice under `theme`. `value` is
 * that choice, or null before any choice: the page then follows the system
 * preference, and the button switches away from the mode actually shown.
 */
export default function ColorModeToggle({ className, value, onChange }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { colorMode } = useColorMode();
  const isDark = (value ?? colorMode) === 'dark';
  const next = isDark ? 'light' : 'dark';
  const label = `Switch to ${next} mode (currently ${isDark ? 'dark' : 'light'} mode)`;
  const { className: ownClass } = withFocusRing(stylex.props(styles.button), 'tight');
  return (
    <div className={className}>
      <button
        type="button"
        // Disabled until hydration: the server cannot know the reader's mode.
        disabled={!isBrowser}
        title={label}
        aria-label={label}
        aria-live="polite"
        onClick={() => onChange(next)}
        className={ownClass}>
        {/* Both icons render; CSS shows the one for the current mode, so the
            server-rendered HTML is right before hydration too. */}
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" {...stylex.props(styles.icon, styles.sun)}>
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v2.5M12 19.5V22M4.2 4.2l1.8 1.8M18 18l1.8 1.8M2 12h2.5M19.5 12H22M4.2 19.8 6 18M18 6l1.8-1.8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" {...stylex.props(styles.icon, styles.moon)}>
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5Z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}

const styles = stylex.create({
  button: {
    padding: 0,
    borderRadius: radii.pill,
    borderWidth: 0,
    placeItems: 'center',
    alignItems: 'center',
    backgroundColor: {
      default: 'transparent',
      ':hover': colors.backgroundSubtle,
    },
    color: colors.text,
    cursor: {
      default: 'pointer',
      ':disabled': 'default',
    },
    display: 'inline-grid',
    justifyContent: 'center',
    transitionDuration: motion.fast,
    transitionProperty: 'background-color',
    height: 36,
    width: 36,
  },
  // The two icons are stacked; light-dark() paints only the one that matches
  // the colour scheme the page already has, so there is no flash on load.
  icon: {
    gridColumn: 1,
    gridRow: 1,
  },
  sun: {
    color: modeIconColors.sun,
  },
  moon: {
    color: modeIconColors.moon,
  },
});
