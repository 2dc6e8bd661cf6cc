import React, { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useRenderMode } from '../../partial-hydration/client/hydrating';
import { loadOnce } from './loadOnce';

type Module<P> = { default: ComponentType<P> };

export type LazyRendered<P> = ComponentType<P> & {
  /** Fetches the chunk ahead of a render (a failure is left to that render). */
  preload: () => void;
};

/**
 * For a component the server must render in full, or that renders only on
 * some pages or after hydration, whose code only some pages need (the
 * admonition, the code block behind the MDX map, the mobile menu, the
 * banners, the logo dialog): a chunk of its own, loaded when it first
 * renders. With the server render, React waits for the chunk instead of
 * streaming a fallback with an inline script that swaps it in, which the
 * pages' Content-Security-Policy would block. Unlike `lazyContent` (./index.tsx), the server
 * waits for it and writes it inline, and hydration waits for it too while the
 * server's markup stays on screen; only a render afresh in the browser shows
 * `fallback` until the chunk arrives, and none does once it has (`preload`).
 */
export function lazyRendered<P extends object>(
  loader: () => Promise<Module<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyRendered<P> {
  let loaded: ComponentType<P> | undefined;
  const load = loadOnce(() =>
    loader().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(load) as unknown as ComponentType<P>;

  function LazyRendered(props: P): ReactNode {
    const mode = useRenderMode();
    // Fixed for the instance's lifetime, like `mode`: a tree that changed
    // shape on a later render would lose its state and DOM.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    if (mode !== 'client') return <Lazy {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return Object.assign(LazyRendered, { preload: () => void load().catch(() => {}) });
}
