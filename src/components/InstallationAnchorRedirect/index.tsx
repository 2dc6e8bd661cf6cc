import { useEffect } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { MOVED_SECTIONS } from './movedSections';

/**
 * Installation was one long page until each integration got its own. Links
 * to its old sections (`/docs/learn/installation/#vite`) must still reach the
 * right guide, and a URL fragment never reaches the server, so the overview
 * page maps old fragments to the new pages in the browser. Fragments that
 * still exist on the overview (`#troubleshooting`, …) are left alone.
 */
export default function InstallationAnchorRedirect(): null {
  const { hash } = useLocation();
  const history = useHistory();
  const { withBaseUrl } = useBaseUrlUtils();
  useEffect(() => {
    const target = MOVED_SECTIONS[decodeURIComponent(hash.slice(1))];
    // replace, not push: Back should not return to a URL that redirects again.
    if (target) history.replace(withBaseUrl(target));
  }, [hash, history, withBaseUrl]);
  return null;
}
