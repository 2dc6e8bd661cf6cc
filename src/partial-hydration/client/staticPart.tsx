import React, { createElement, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import { lazyRendered } from '../../components/LazyContent/lazyRendered';
import { whenIdle } from '../../components/LazyContent/whenIdle';
import { useRenderMode } from './hydrating';
import { KEEP_SERVER_MARKUP } from './tree';
import { wireLinks } from './links';
import { PARTIAL_HYDRATION } from './enabled';

type Module<P> = { default: ComponentType<P> };

/** Internal links opened in the same tab: the ones Docusaurus' <Link> routes. */
const INTERNAL_LINKS = 'a[href^="/"]:not([href^="//"]):not([target])';

/**
 * A part of a doc page's layout whose markup never changes once the server
 * has rendered it, such as the links under an article (edit link,
 * previous and next page): like the page's prose (./index.tsx), on the
 * page the server rendered React hydrates it as one bare element of the same
 * tag and leaves its contents to the browser, its internal links routed by
 * hand (./links.ts), so its code is not among what the page loads to hydrate.
 * The server renders the component in full; a render afresh in the browser
 * (after a client-side navigation) loads its chunk, fetched when the browser
 * is idle after the first page so that it is there by then.
 *
 * With partial hydration off, the component as it is, in its own chunk.
 *
 * `useRootTag` gives the tag the component renders as its root for these
 * props, or null if it renders nothing (it may call hooks).
 */
export function staticPart<P extends object>(
  loader: () => Promise<Module<P>>,
  useRootTag: (props: P) => string | null,
): ComponentType<P> {
  const Full = lazyRendered(loader);
  // Without partial hydration: the component, hydrated as any other.
  if (!PARTIAL_HYDRATION) return Full;

  function StaticPart(props: P): ReactNode {
    const mode = useRenderMode();
    const tag = useRootTag(props);
    const history = useHistory();
    const [whole, setWhole] = useState(false);
    const element = useRef<HTMLElement>(null);
    useLayoutEffect(() => {
      const bare = element.current;
      if (!bare) return undefined;
      // If React gave up hydrating and rendered afresh, the bare element is
      // empty: render the component instead, before the browser paints.
      if (!bare.hasChildNodes()) {
        setWhole(true);
        return undefined;
      }
      return wireLinks([bare], (path) => history.push(path), INTERNAL_LINKS);
    }, [history]);
    useEffect(() => (mode === 'hydrate' ? whenIdle(Full.preload) : undefined), [mode]);
    if (mode !== 'hydrate' || whole) return <Full {...props} />;
    if (tag === null) return null;
    return createElement(tag, { ref: element, dangerouslySetInnerHTML: KEEP_SERVER_MARKUP, suppressHydrationWarning: true });
  }

  return StaticPart;
}
