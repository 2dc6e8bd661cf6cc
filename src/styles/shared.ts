import * as stylex from '@stylexjs/stylex';
import { colors } from '../tokens/tokens.stylex';

/**
 * Styles many components share, defined once. Pass them to `stylex.props`
 * next to a component's own styles.
 *
 * The focus ring shows for keyboard focus only (`:focus-visible`), in the
 * accent colour of the colour mode, 2px wide. `ring` sits outside the
 * element, `tight` hugs it (small controls next to others), `inset` is drawn
 * inside (tabs and panes whose edges touch their neighbours).
 */
export const focus = stylex.create({
  ring: {
    outlineColor: colors.focusRing,
    outlineOffset: 2,
    outlineStyle: {
      default: 'none',
      ':focus-visible': 'solid',
    },
    outlineWidth: 2,
  },
  tight: {
    outlineColor: colors.focusRing,
    outlineOffset: 1,
    outlineStyle: {
      default: 'none',
      ':focus-visible': 'solid',
    },
    outlineWidth: 2,
  },
  inset: {
    outlineColor: colors.focusRing,
    outlineOffset: -2,
    outlineStyle: {
      default: 'none',
      ':focus-visible': 'solid',
    },
    outlineWidth: 2,
  },
});

/**
 * Hidden on screen, read by screen readers: a heading or a label that the
 * layout already makes obvious to sighted readers.
 */
export const visuallyHidden = stylex.create({
  root: {
    margin: -1,
    padding: 0,
    borderWidth: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    position: 'absolute',
    whiteSpace: 'nowrap',
    height: 1,
    width: 1,
  },
});
