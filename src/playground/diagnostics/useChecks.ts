import { useEffect, useRef, useState } from 'react';
import { CheckerClient } from './client';
import type { CheckResponse, Problem } from './types';
import type { CompileDiagnostic, PlaygroundFile } from '../compiler/types';
import type { ChecksState } from '../output/Problems';
import type { CompileState } from '../status';

/**
 * Types and lint rules, in a second worker that starts once the first
 * preview is on screen: TypeScript and ESLint never delay it.
 */
export function useChecks({
  files,
  compileState,
  diagnostics,
  previewShown,
}: {
  files: readonly PlaygroundFile[];
  compileState: CompileState;
  /** The compiler's own errors: type and lint messages of a file it rejects are held back (see ../editor/). */
  diagnostics: readonly CompileDiagnostic[];
  previewShown: boolean;
}) {
  const [checks, setChecks] = useState<ChecksState>({ kind: 'idle' });
  /** The code each file had when the shown problems were found: a fix applies only to that code. */
  const [checkedCode, setCheckedCode] = useState<ReadonlyMap<string, string>>(() => new Map());
  const checker = useRef<CheckerClient | null>(null);
  const checkRequests = useRef(new Map<number, ReadonlyMap<string, string>>());
  const latestCheck = useRef(0);
  useEffect(() => {
    if (!previewShown) return undefined;
    const onResult = (response: CheckResponse) => {
      const sent = checkRequests.current.get(response.id);
      for (const id of checkRequests.current.keys()) if (id <= response.id) checkRequests.current.delete(id);
      if (response.id !== latestCheck.current || !sent) return;
      if (performance.getEntriesByName('stylex-playground:first-diagnostics').length === 0) {
        performance.mark('stylex-playground:first-diagnostics');
      }
      performance.mark('stylex-playground:diagnostics', { detail: response.id });
      setCheckedCode(sent);
      setChecks({ kind: 'ready', problems: response.problems, failure: response.failure });
    };
    const onFailure = (failure: string) => setChecks({ kind: 'ready', problems: [], failure });
    const client = new CheckerClient(onResult, onFailure);
    checker.current = client;
    return () => {
      client.dispose();
      checker.current = null;
    };
  }, [previewShown]);

  // Check once each compile has answered (the compiler already waits for a
  // pause in typing): the two workers then never compete for the CPU, and
  // the preview is not slowed down by the checks.
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(() => {
    const client = checker.current;
    if (!previewShown || !client || compileState.kind === 'loading' || compileState.kind === 'compiling') return;
    const current = filesRef.current;
    const id = client.check(current);
    latestCheck.current = id;
    checkRequests.current.set(id, new Map(current.map((file) => [file.name, file.code])));
    setChecks((state) => (state.kind === 'idle' ? { kind: 'loading' } : state));
  }, [compileState, previewShown]);

  const currentCode = new Map(files.map((file) => [file.name, file.code]));
  const rejected = (file: string) => diagnostics.some((d) => d.file === file);
  /** A problem's fix applies while its file is still the code that was checked. */
  const fixable = (problem: Problem) => {
    const checked = checkedCode.get(problem.file);
    return checked !== undefined && checked === currentCode.get(problem.file) && !rejected(problem.file);
  };
  const shownChecks: ChecksState =
    checks.kind === 'ready' ? { ...checks, problems: checks.problems.filter((p) => !rejected(p.file)) } : checks;

  return { checks: shownChecks, checkedCode, fixable };
}
