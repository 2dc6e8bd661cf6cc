import * as stylex from '@stylexjs/stylex';

/**
 * Design tokens of the site. Colours use `light-dark()`, which follows the
 * `color-scheme` that src/css/custom.css sets from Docusaurus' `data-theme`
 * attribute: the colour mode is applied by CSS before the first paint, so
 * there is no flash of the wrong theme and no runtime theme switching.
 */
export const colors = stylex.defineVars({
  background: 'light-dark(#ffffff, #0d0f14)',
  backgroundSubtle: 'light-dark(#f5f6fa, #151821)',
  backgroundRaised: 'light-dark(#ffffff, #1a1e29)',
  backgroundInverse: 'light-dark(#12141b, #f2f3f7)',
  text: 'light-dark(#161922, #e9ebf1)',
  textMuted: 'light-dark(#505668, #a7adbd)',
  textInverse: 'light-dark(#f2f3f7, #12141b)',
  border: 'light-dark(#dfe2ea, #2b303d)',
  borderStrong: 'light-dark(#c3c8d4, #434a5c)',
  accent: 'light-dark(#5232d6, #a594ff)',
  accentHover: 'light-dark(#3f22b8, #c2b6ff)',
  accentSoft: 'light-dark(#efebff, #231d45)',
  onAccent: 'light-dark(#ffffff, #120d2b)',
  highlight: 'light-dark(#d6336c, #ff8fb3)',
  success: 'light-dark(#1b7f4c, #5fd49a)',
  focusRing: 'light-dark(#5232d6, #c2b6ff)',
  overlay: 'light-dark(rgba(15, 17, 23, 0.55), rgba(0, 0, 0, 0.7))',
  shadow: 'light-dark(rgba(22, 25, 34, 0.12), rgba(0, 0, 0, 0.5))',
});

export const space = stylex.defineVars({
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
  huge: '80px',
});

export const radii = stylex.defineVars({
  sm: '6px',
  md: '10px',
  lg: '16px',
  pill: '999px',
});

export const fonts = stylex.defineVars({
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.125rem',
  sizeXl: '1.5rem',
  sizeXxl: '2rem',
  sizeHero: 'clamp(2.25rem, 6vw, 4rem)',
  weightNormal: '400',
  weightMedium: '500',
  weightBold: '700',
  weightBlack: '800',
});

export const motion = stylex.defineVars({
  fast: '120ms',
  medium: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
});

/** Widths shared by the home page and the docs landing. */
export const layout = stylex.defineConsts({
  contentMax: '1120px',
  mobile: '@media (max-width: 996px)',
  narrow: '@media (max-width: 600px)',
});
