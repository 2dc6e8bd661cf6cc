import React, { type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TestPage from './_TestPage';

// Armed once per page load. Any click disarms it, and the capture listener
// runs before React's handler of the "Try again" button, so that click
// re-renders a panel that no longer throws.
let armed = true;
function disarm() {
  armed = false;
}

/** Throws while rendering in the browser until the reader clicks. */
function CrashingPanel(): ReactNode {
  // After hydration only: the static HTML stays valid and the crash is an
  // ordinary render error caught by the layout's error boundary.
  const isBrowser = useIsBrowser();
  if (isBrowser && armed) {
    document.addEventListener('click', disarm, { capture: true, once: true });
    throw new Error('The crash test panel could not render.', {
      cause: new Error('Its data was left out on purpose, to show the error page.'),
    });
  }
  return <p>The panel rendered. “Try again” brought the page back.</p>;
}

/** /test/crash/: a page whose content throws, for the error-page test. */
export default function CrashTestPage(): ReactNode {
  return (
    <TestPage
      title="Crash test"
      description="A test-only page whose content throws while rendering, to check the error page.">
      <p>This page exists for the site’s browser tests. Its content throws an error on purpose.</p>
      <CrashingPanel />
    </TestPage>
  );
}
