import React, { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

// The "Scroll back to top" button of the docs shows only once the reader has
// scrolled down and starts back up, never on a page as it loads: it is
// rendered in the browser after hydration, its code in a chunk of its own.
const BackToTopButton = lazy(() => import('@theme-original/BackToTopButton'));

export default function BackToTopButtonWrapper(): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}
