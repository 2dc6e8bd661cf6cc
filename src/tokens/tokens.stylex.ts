import * as stylex from '@stylexjs/stylex';

/**
 * Design tokens of the site. Colours use `light-dark()`, which follows the
 * `color-scheme` that src/css/custom.css sets from Docusaurus' `data-theme`
 * attribute: the colour mode is applied by CSS before the first paint, so
 * there is no flash of the wrong theme and no runtime theme switching.
 *
 * (This file also holds a few `defineConsts` groups: colours compiled into
 * class names, for components that alone use them.)
 */

/**
 * The colours that global CSS reads too, under stable names (keys starting
 * with `--` keep their name): Infima's variables (src/css/custom.css),
 * DocSearch's (src/theme/SearchBar/styles.css) and the search page's matches
 * (src/theme/SearchPage/styles.css) cannot import tokens. `colors` below
 * refers to these values rather than repeating them.
 */
export const globalColors = stylex.defineVars({
  '--site-background': 'light-dark(#ffffff, #0d0f14)',
  '--site-background-subtle': 'light-dark(#f5f6fa, #151821)',
  '--site-background-raised': 'light-dark(#ffffff, #1a1e29)',
  '--site-text': 'light-dark(#161922, #e9ebf1)',
  '--site-text-muted': 'light-dark(#505668, #a7adbd)',
  '--site-border': 'light-dark(#dfe2ea, #2b303d)',
  '--site-accent': 'light-dark(#5232d6, #a594ff)',
  '--site-accent-hover': 'light-dark(#3f22b8, #c2b6ff)',
  '--site-accent-soft': 'light-dark(#efebff, #231d45)',
  '--site-focus-ring': 'light-dark(#5232d6, #c2b6ff)',
  '--site-overlay': 'light-dark(rgba(15, 17, 23, 0.55), rgba(0, 0, 0, 0.7))',
  /** Infima's darker accent shades (hover states of the chrome Docusaurus renders). */
  '--site-accent-dark': 'light-dark(#4a2dc1, #8f7aff)',
  '--site-accent-darker': 'light-dark(#462ab6, #846dff)',
  /** DocSearch's key caps and their pressed shadow. */
  '--site-key-background': 'light-dark(#f5f6fa, #1a1e29)',
  '--site-key-shadow': 'light-dark(rgba(80, 86, 104, 0.25), rgba(0, 0, 0, 0.4))',
  /** The tint of highlighted lines in code blocks (checked for contrast by tests/unit/code-themes.test.mjs). */
  '--site-code-line-highlight': 'light-dark(rgba(82, 50, 214, 0.1), rgba(165, 148, 255, 0.15))',
});

export const colors = stylex.defineVars({
  background: 'var(--site-background)',
  backgroundSubtle: 'var(--site-background-subtle)',
  backgroundRaised: 'var(--site-background-raised)',
  backgroundInverse: 'light-dark(#12141b, #f2f3f7)',
  text: 'var(--site-text)',
  textMuted: 'var(--site-text-muted)',
  textInverse: 'light-dark(#f2f3f7, #12141b)',
  border: 'var(--site-border)',
  borderStrong: 'light-dark(#c3c8d4, #434a5c)',
  accent: 'var(--site-accent)',
  accentHover: 'var(--site-accent-hover)',
  accentSoft: 'var(--site-accent-soft)',
  onAccent: 'light-dark(#ffffff, #120d2b)',
  highlight: 'light-dark(#d6336c, #ff8fb3)',
  success: 'light-dark(#1b7f4c, #5fd49a)',
  focusRing: 'var(--site-focus-ring)',
  overlay: 'var(--site-overlay)',
  shadow: 'light-dark(rgba(22, 25, 34, 0.12), rgba(0, 0, 0, 0.5))',
});

/**
 * Error and notice colours of the playground. Constants: compiled into its
 * class names, no custom property on every page for them.
 */
export const statusColors = stylex.defineConsts({
  /** Errors: text, the badges' fill and the text on it, the soft panel and its border. */
  danger: 'light-dark(#a11d1d, #ff9b9b)',
  dangerStrong: 'light-dark(#b3261e, #ff8f8f)',
  onDanger: 'light-dark(#ffffff, #1a0b0b)',
  dangerSoft: 'light-dark(#fff5f5, #231416)',
  dangerBorder: 'light-dark(#e2b4b4, #7a3b3b)',
  /** Notices (a preview with nothing to render). */
  warning: 'light-dark(#6b4a00, #ffe2a3)',
  warningSoft: 'light-dark(#fff8e6, #2b2210)',
  warningBorder: 'light-dark(#e6c98a, #6b5520)',
  /** Quiet text inside the preview iframe, which cannot read the site's custom properties. */
  muted: 'light-dark(#505668, #a7adbd)',
});

/**
 * The colour-mode toggle stacks a sun and a moon; each is painted only in
 * the colour scheme it stands for (the other gets `transparent`).
 */
export const modeIconColors = stylex.defineConsts({
  sun: 'light-dark(transparent, #e9ebf1)',
  moon: 'light-dark(#161922, transparent)',
});

/**
 * The logo dialog shows each logo on the surface it is made for, whatever
 * the site's colour mode.
 */
export const logoSurfaceColors = stylex.defineConsts({
  dark: '#0d0f14',
  light: '#f5f6fa',
});

/** The footer is dark in both colour modes. Constants, compiled into its class names. */
export const footerColors = stylex.defineConsts({
  background: '#0d0f14',
  text: '#c9cdd8',
  heading: '#ffffff',
  muted: '#a7adbd',
  border: '#2b303d',
  focusRing: '#c2b6ff',
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
  // Every browser the site supports has system-ui; the rest is for glyphs it lacks.
  body: 'system-ui, Arial, sans-serif',
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

// Readers who ask for reduced motion get instant changes: no transition runs.
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

export const motion = stylex.defineVars({
  fast: { default: '120ms', [reducedMotion]: '0s' },
  medium: { default: '200ms', [reducedMotion]: '0s' },
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
});

/**
 * Widths shared by the home page and the docs landing, and print: on paper a
 * page keeps its content and drops the site's chrome and controls.
 */
export const layout = stylex.defineConsts({
  contentMax: '1120px',
  mobile: '@media (max-width: 996px)',
  narrow: '@media (max-width: 600px)',
  print: '@media print',
});
