import type React from 'react';
import { useEffect, useLayoutEffect, useState } from 'react';

/** Matches the `layout.mobile` breakpoint of the StyleX tokens. */
export const MOBILE_QUERY = '(max-width: 996px)';

/**
 * A window too short for the bars and a useful editor at once (a laptop at
 * 200% zoom is 450 CSS pixels tall): the page scrolls, the bars go up with it
 * (the navbar too, src/css/custom.css), and the panes are as tall as the
 * window.
 */
export const SHORT_QUERY = '(max-height: 600px)';

export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(media).matches);
  useEffect(() => {
    const query = window.matchMedia(media);
    const update = () => setMatches(query.matches);
    query.addEventListener('change', update);
    update();
    return () => query.removeEventListener('change', update);
  }, [media]);
  return matches;
}

/**
 * Distance from the top of the document to the element: the playground fills
 * the viewport below the navbar and the announcement bar (if shown).
 */
export function useOffsetTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(60);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setTop(Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
