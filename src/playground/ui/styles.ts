import * as stylex from '@stylexjs/stylex';
import { colors, fonts, radii, space } from '../../tokens/tokens.stylex';

/** Styles the playground's parts share: its controls and its stretching panes. */
export const ui = stylex.create({
  /** The outline of buttons, selects and inputs. */
  control: {
    borderColor: colors.borderStrong,
    borderRadius: radii.sm,
    borderStyle: 'solid',
    borderWidth: 1,
  },
  /** The main action of a group (Share, Create). */
  primary: {
    borderColor: colors.accent,
    backgroundColor: {
      default: colors.accent,
      ':hover': colors.accentHover,
    },
    color: colors.onAccent,
  },
  /** A toolbar button (Share, Reset, Keep it), with `control`. */
  button: {
    paddingInline: space.md,
    backgroundColor: {
      default: colors.backgroundRaised,
      ':hover': colors.backgroundSubtle,
    },
    color: colors.text,
    cursor: 'pointer',
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    minHeight: 34,
  },
  /** A small button beside a message (a problem's Fix, Retry), with `control`. */
  smallButton: {
    backgroundColor: {
      default: colors.backgroundRaised,
      ':hover': colors.background,
    },
    color: colors.text,
    cursor: 'pointer',
    fontFamily: fonts.body,
    fontSize: fonts.sizeXs,
  },
  /** A column that fills the space its parent leaves it. */
  fill: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
  },
});
