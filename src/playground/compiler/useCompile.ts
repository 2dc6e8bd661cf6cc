import { useEffect, useRef, type Dispatch } from 'react';
import { acquireCompiler, type CompilerClient } from './client';
import { prebuiltCompile } from './prebuilt';
import type { PlaygroundFile } from './types';
import type { CompileEvent } from '../status';

/** Pause in typing before the code is compiled again. */
export const COMPILE_DELAY_MS = 300;

/**
 * Compiles the files in the compiler's worker on every change, after a short
 * pause in typing, and reports each step to `dispatch` (the compile reducer
 * in ../status.ts). The reducer stays with the caller: replacing the files
 * resets it in the same event.
 */
export function useCompile(files: readonly PlaygroundFile[], dispatch: Dispatch<CompileEvent>): void {
  const compiler = useRef<CompilerClient | null>(null);
  const latestRequest = useRef(0);

  useEffect(() => {
    const { client, release } = acquireCompiler();
    compiler.current = client;
    return () => {
      release();
      compiler.current = null;
    };
  }, []);

  // A starting example, as shipped, has its output from the build: shown at once.
  const firstCompile = useRef(true);
  const prebuiltRequest = useRef(0);
  useEffect(() => {
    const markFirstCompile = () => {
      if (performance.getEntriesByName('stylex-playground:first-compile').length === 0) {
        performance.mark('stylex-playground:first-compile');
      }
    };
    const prebuilt = prebuiltCompile(files);
    const run = () => {
      if (prebuilt) {
        // Negative ids never match the worker's, whose answers to older files are then ignored.
        prebuiltRequest.current -= 1;
        latestRequest.current = prebuiltRequest.current;
        markFirstCompile();
        dispatch({ type: 'prebuilt', response: { ...prebuilt, id: prebuiltRequest.current } });
        return;
      }
      const client = compiler.current;
      if (!client) return;
      const { id, result } = client.compile(files);
      latestRequest.current = id;
      dispatch({ type: 'started' });
      result.then(
        (response) => {
          if (response.id !== latestRequest.current) return;
          markFirstCompile();
          dispatch({ type: 'compiled', response });
        },
        (error: Error) => {
          if (id !== latestRequest.current) return;
          dispatch({ type: 'failed', error });
        },
      );
    };
    if (firstCompile.current || prebuilt) {
      firstCompile.current = false;
      run();
      return undefined;
    }
    const timer = window.setTimeout(run, COMPILE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [files, dispatch]);
}
