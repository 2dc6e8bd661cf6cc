import { useThemeConfig } from '@docusaurus/theme-common';
import { staticPart } from '@site/src/partial-hydration/client/staticPart';

/**
 * The site's footer (./Footer.tsx): links and the copyright, static once
 * the server has rendered it, on every page.
 */
export default staticPart<object>(
  () => import('./Footer'),
  function useFooterTag() {
    return useThemeConfig().footer ? 'footer' : null;
  },
);
