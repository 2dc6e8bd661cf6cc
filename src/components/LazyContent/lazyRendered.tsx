import React, { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useRenderMode } from '../../static-prose/hydrating';

type Module<P> = { default: ComponentType<P> };

/**
 * For a component the server must render in full, whose code only some
 * pages need (the admonition, the code block behind the MDX map): a chunk of
 * its own, loaded when it first renders. Unlike `lazyContent` (./index.tsx), the server
 * waits for it and writes it inline, and hydration waits for it too while the
 * server's markup stays on screen; only a render afresh in the browser shows
 * `fallback` until the chunk arrives.
 */
export function lazyRendered<P extends object>(
  loader: () => Promise<Module<P>>,
  fallback: (props: P) => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(loader) as unknown as ComponentType<P>;

  function LazyRendered(props: P): ReactNode {
    if (useRenderMode() !== 'client') return <Lazy {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return LazyRendered;
}
