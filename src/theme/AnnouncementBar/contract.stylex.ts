import * as stylex from '@stylexjs/stylex';

/**
 * The custom property Docusaurus' own components read from the announcement
 * bar (a key starting with `--` keeps its name). Docusaurus' desktop sidebar
 * shortens its menu by this height while the bar is on screen
 * (`.menuWithAnnouncementBar`), so the sticky "Collapse sidebar" button sits
 * below the last item instead of over it. The bar is exactly this tall where
 * the sidebar reads it (Docusaurus' desktop breakpoint).
 */
export const announcementBarContract = stylex.defineVars({
  '--docusaurus-announcement-bar-height': {
    default: 'auto',
    '@media (min-width: 997px)': '37px',
  },
});
