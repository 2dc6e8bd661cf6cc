import React, { useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import type { StyleXStyles } from '@stylexjs/stylex';
import { colors, fonts, radii, space } from '../../tokens/tokens.stylex';
import { brand, demoColors } from '../../tokens/demo.stylex';

/*
 * Live counterparts of the home page code samples: each renders what its
 * sample describes, compiled by the same StyleX build as the rest of the site.
 */

export function NoticeDemo(): ReactNode {
  return (
    <div {...stylex.props(styles.stack)}>
      <p {...stylex.props(styles.notice)}>Styles live next to the markup they style.</p>
      <p {...stylex.props(styles.notice)}>Delete the component and its CSS goes with it.</p>
    </div>
  );
}

type BadgeProps = {
  style?: StyleXStyles<{ color?: string; marginBlock?: number }>;
  children: ReactNode;
};

function Badge({ style, children }: BadgeProps) {
  return <span {...stylex.props(styles.badge, style)}>{children}</span>;
}

export function BadgeDemo(): ReactNode {
  return (
    <div {...stylex.props(styles.row)}>
      <Badge>default</Badge>
      <Badge style={badgeOverrides.success}>colour override</Badge>
      <Badge style={badgeOverrides.highlight}>another one</Badge>
    </div>
  );
}

const sunset = stylex.createTheme(brand, {
  accent: '#c42a62',
});

export function ThemeDemo(): ReactNode {
  return (
    <div {...stylex.props(styles.row)}>
      <button type="button" {...stylex.props(styles.themedButton)}>
        Default
      </button>
      <div {...stylex.props(sunset)}>
        <button type="button" {...stylex.props(styles.themedButton)}>
          Themed
        </button>
      </div>
    </div>
  );
}

export function ToggleDemo(): ReactNode {
  const [pressed, setPressed] = useState(false);
  return (
    <div {...stylex.props(styles.row)}>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => setPressed((value) => !value)}
        {...withFocusRing(stylex.props(styles.toggle, pressed && styles.togglePressed))}>
        {pressed ? 'On' : 'Off'}
      </button>
      <span {...stylex.props(styles.caption)}>Click it: the later style always wins.</span>
    </div>
  );
}

const badgeOverrides = stylex.create({
  success: { color: colors.success },
  highlight: { color: colors.highlight },
});

const styles = stylex.create({
  stack: {
    gap: space.sm,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
  },
  notice: {
    margin: 0,
    borderRadius: radii.sm,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: colors.background,
    borderInlineStartColor: colors.accent,
    borderInlineStartStyle: 'solid',
    borderInlineStartWidth: 4,
  },
  row: {
    gap: space.md,
    alignItems: 'center',
    display: 'flex',
    flexWrap: 'wrap',
  },
  badge: {
    borderColor: colors.border,
    borderRadius: radii.pill,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingBlock: space.xs,
    paddingInline: 10,
    backgroundColor: colors.background,
    color: colors.text,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
  },
  themedButton: {
    borderRadius: radii.md,
    borderWidth: 0,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: brand.accent,
    color: brand.onAccent,
    fontFamily: 'inherit',
    fontSize: fonts.sizeMd,
    fontWeight: fonts.weightMedium,
  },
  toggle: {
    borderColor: demoColors.ink,
    borderRadius: radii.md,
    borderStyle: 'solid',
    borderWidth: 2,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: demoColors.paper,
    color: demoColors.ink,
    cursor: 'pointer',
    fontFamily: 'inherit',
    fontSize: fonts.sizeMd,
    fontWeight: fonts.weightBold,
    minWidth: 72,
  },
  togglePressed: {
    backgroundColor: demoColors.ink,
    color: demoColors.paper,
  },
  caption: {
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
  },
});
