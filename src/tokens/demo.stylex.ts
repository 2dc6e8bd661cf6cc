import * as stylex from '@stylexjs/stylex';

/** The variables of the home page's theming demo (see HomeDemos/examples.ts). */
export const brand = stylex.defineVars({
  accent: '#5232d6',
  onAccent: '#ffffff',
});

/** Fixed colours of the merging demo's toggle on the home page. */
export const demoColors = stylex.defineConsts({
  ink: '#161922',
  paper: '#ffffff',
});
