import * as stylex from '@stylexjs/stylex';
import { colors, fonts, radii } from '../tokens/tokens.stylex';

/**
 * Styles many components share, defined once.
 *
 * They are compiled to class names here, so adding them to a component's own
 * `stylex.props(…)` result is a string concatenation: the component's call
 * stays static (StyleX compiles it away), where passing these style objects
 * to it would make it a runtime merge. That is safe because a component's
 * own styles never set the properties these do (outline; the visually-hidden
 * box; a tab's label and underline; an icon button's box; a card's border,
 * corners and background).
 */
const shared = stylex.create({
  ring: {
    outlineColor: colors.focusRing,
    outlineStyle: {
      default: 'none',
      ':focus-visible': 'solid',
    },
    outlineWidth: 2,
  },
  offsetInset: { outlineOffset: -2 },
  offsetFlush: { outlineOffset: 0 },
  offsetTight: { outlineOffset: 1 },
  offsetNormal: { outlineOffset: 2 },
  offsetWide: { outlineOffset: 3 },
  tab: {
    color: colors.textMuted,
    cursor: 'pointer',
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    borderBottomColor: 'transparent',
    borderBottomStyle: 'solid',
    borderBottomWidth: 2,
    minHeight: 40,
  },
  tabSelected: {
    color: colors.text,
    borderBottomColor: colors.accent,
  },
  iconButton: {
    borderRadius: radii.sm,
    borderWidth: 0,
    alignItems: 'center',
    cursor: 'pointer',
    display: 'inline-flex',
    justifyContent: 'center',
  },
  box: {
    borderColor: colors.border,
    borderRadius: radii.lg,
    borderStyle: 'solid',
    borderWidth: 1,
    backgroundColor: colors.backgroundSubtle,
  },
  boxSmall: { borderRadius: radii.md },
  boxAlert: { borderColor: colors.highlight },
  boxLink: {
    textDecoration: {
      default: 'none',
      ':hover': 'none',
    },
    backgroundColor: {
      default: colors.background,
      ':hover': colors.backgroundSubtle,
    },
  },
  visuallyHidden: {
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

/**
 * Where the ring sits: `inset` inside the element (tabs and panes whose edges
 * touch their neighbours), `flush` on its edge, `tight` 1px out (small
 * controls next to others), `normal` 2px out, `wide` 3px out (large pills).
 */
export type FocusRingOffset = 'inset' | 'flush' | 'tight' | 'normal' | 'wide';

const focusRingClasses: Record<FocusRingOffset, string> = {
  inset: stylex.props(shared.ring, shared.offsetInset).className ?? '',
  flush: stylex.props(shared.ring, shared.offsetFlush).className ?? '',
  tight: stylex.props(shared.ring, shared.offsetTight).className ?? '',
  normal: stylex.props(shared.ring, shared.offsetNormal).className ?? '',
  wide: stylex.props(shared.ring, shared.offsetWide).className ?? '',
};

/** `props` (the result of `stylex.props`) with the classes `extra` added. */
function withClasses<P extends { className?: string }>(props: P, extra: string): P {
  return { ...props, className: props.className ? `${props.className} ${extra}` : extra };
}

/**
 * Adds the site's keyboard focus ring (`:focus-visible` only, 2px, in the
 * focus colour of the colour mode) to the result of `stylex.props`.
 */
export function withFocusRing<P extends { className?: string }>(props: P, offset: FocusRingOffset = 'normal'): P {
  return withClasses(props, focusRingClasses[offset]);
}

const tabClasses = {
  idle: stylex.props(shared.tab).className ?? '',
  selected: stylex.props(shared.tab, shared.tabSelected).className ?? '',
};

/**
 * The look every tab bar of the site shares (the sample tabs, the
 * playground's): a muted label, and an underline in the accent colour under
 * the selected tab.
 */
export function withTabLook<P extends { className?: string }>(props: P, selected: boolean): P {
  return withClasses(props, selected ? tabClasses.selected : tabClasses.idle);
}

const iconButtonClass = stylex.props(shared.iconButton).className ?? '';

/** A borderless button holding one icon, centred (the close buttons). */
export function withIconButton<P extends { className?: string }>(props: P): P {
  return withClasses(props, iconButtonClass);
}

/**
 * The site's bordered boxes: `card` (the docs landing page's sections),
 * `alert` (smaller corners, the highlight colour: a part of the page that
 * failed to load), and linked boxes, the whole box one link with no
 * underline, a background on hover and the focus ring: `link` (the
 * not-found page's section cards) and `smallLink` (its suggestions). The
 * padding is the component's.
 */
export type BoxLook = 'card' | 'alert' | 'link' | 'smallLink';

const boxClasses: Record<BoxLook, string> = {
  card: stylex.props(shared.box).className ?? '',
  alert: stylex.props(shared.box, shared.boxSmall, shared.boxAlert).className ?? '',
  link: `${stylex.props(shared.box, shared.boxLink).className ?? ''} ${focusRingClasses.normal}`,
  smallLink: `${stylex.props(shared.box, shared.boxSmall, shared.boxLink).className ?? ''} ${focusRingClasses.normal}`,
};

/** Adds one of the site's box looks (`BoxLook`) to the result of `stylex.props`. */
export function withBox<P extends { className?: string }>(props: P, look: BoxLook): P {
  return withClasses(props, boxClasses[look]);
}

/**
 * Hidden on screen, read by screen readers: a heading or words that the
 * layout already makes obvious to sighted readers. Spread it on the element.
 */
export const visuallyHidden = stylex.props(shared.visuallyHidden);
