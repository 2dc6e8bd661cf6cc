import * as stylex from '@stylexjs/stylex';
import { colors, radii } from '../../tokens/tokens.stylex';

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
  /** A column that fills the space its parent leaves it. */
  fill: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
  },
});
