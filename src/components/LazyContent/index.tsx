import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Loading from '@theme/Loading';

type Module<P> = { default: ComponentType<P> };

export type LazyOptions<P = object> = {
  /** Milliseconds before the loading indicator shows (default 200, like Docusaurus' route chunks). */
  delay?: number;
  /** Milliseconds before the "taking longer than usual" message (default 10 s). */
  timeout?: number;
  /**
   * What to show instead of `@theme/Loading` until the component arrives, for
   * content with a useful stand-in (code as plain text until its editor
   * loads). It is also shown when the load fails, so it reports the error
   * and offers `retry` itself.
   */
  placeholder?: (props: P, state: PlaceholderState) => ReactNode;
  /**
   * Holds the download back while it returns false (the placeholder shows
   * meanwhile): for a chunk whose work would compete with something the
   * reader is waiting for.
   */
  loadWhen?: (props: P) => boolean;
};

export type PlaceholderState = { pastDelay: boolean; timedOut: boolean; error: unknown; retry: () => void };

type State<P> =
  | { status: 'loading'; pastDelay: boolean; timedOut: boolean }
  | { status: 'error'; error: unknown }
  | { status: 'loaded'; Component: ComponentType<P> };

/**
 * Wraps a dynamic `import()` so the component loads in its own chunk when it
 * first renders in the browser. Until then it shows `@theme/Loading` with the
 * same props react-loadable gives it for route chunks: nothing during `delay`,
 * a loading indicator, a timed-out message, or the error with a Retry button
 * that requests the chunk again. The server renders the loading state, so the
 * content never delays the static HTML.
 */
export function lazyContent<P extends object>(
  loader: () => Promise<Module<P>>,
  { delay = 200, timeout = 10_000, placeholder, loadWhen }: LazyOptions<P> = {},
): ComponentType<P> {
  // Shared by every instance: once loaded, later mounts render at once.
  let loaded: ComponentType<P> | undefined;

  function LazyContent(props: P): ReactNode {
    const [attempt, setAttempt] = useState(0);
    const [state, setState] = useState<State<P>>(() =>
      loaded ? { status: 'loaded', Component: loaded } : { status: 'loading', pastDelay: false, timedOut: false },
    );

    const allowed = loadWhen ? loadWhen(props) : true;
    useEffect(() => {
      if (loaded || !allowed) return undefined;
      let active = true;
      const update = (next: Partial<{ pastDelay: boolean; timedOut: boolean }>) =>
        setState((current) => (current.status === 'loading' ? { ...current, ...next } : current));
      const delayTimer = setTimeout(() => update({ pastDelay: true }), delay);
      const timeoutTimer = setTimeout(() => update({ timedOut: true }), timeout);
      const settle = (next: State<P>) => {
        clearTimeout(delayTimer);
        clearTimeout(timeoutTimer);
        if (active) setState(next);
      };
      loader().then(
        (module) => {
          loaded = module.default;
          settle({ status: 'loaded', Component: module.default });
        },
        (error: unknown) => settle({ status: 'error', error }),
      );
      return () => {
        active = false;
        clearTimeout(delayTimer);
        clearTimeout(timeoutTimer);
      };
    }, [attempt, allowed]);

    if (state.status === 'loaded') {
      const { Component } = state;
      return <Component {...props} />;
    }
    const retry = () => {
      setState({ status: 'loading', pastDelay: false, timedOut: false });
      setAttempt((n) => n + 1);
    };
    if (placeholder) {
      return placeholder(props, {
        pastDelay: state.status === 'loading' && state.pastDelay,
        timedOut: state.status === 'loading' && state.timedOut,
        error: state.status === 'error' ? state.error : null,
        retry,
      });
    }
    return (
      <Loading
        isLoading={state.status === 'loading'}
        pastDelay={state.status === 'loading' && state.pastDelay}
        timedOut={state.status === 'loading' && state.timedOut}
        error={state.status === 'error' ? state.error : null}
        retry={retry}
      />
    );
  }

  return LazyContent;
}
