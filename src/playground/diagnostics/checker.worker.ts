import './node-globals';
import typeFilesUrl from '@playground/type-files';
import { createChecker, type Checker } from './checker';
import type { CheckRequest, CheckResponse } from './types';

/**
 * The playground's checker thread: TypeScript (~3 MB), ESLint with the
 * StyleX rules, and the declaration files they check against (one JSON file,
 * fetched once from our origin and then cached with the other assets). The
 * playground starts it after the first preview is shown.
 */
// Typed by hand, like the compiler worker: the site's program uses the DOM library.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckResponse): void;
};

let checker: Promise<Checker> | null = null;
/** The newest request not yet answered: older ones are dropped, only the newest text matters. */
let waiting: CheckRequest | null = null;
let running = false;

async function load(): Promise<Checker> {
  const response = await fetch(typeFilesUrl);
  if (!response.ok) throw new Error(`The type declarations could not be loaded (HTTP ${response.status}).`);
  return createChecker((await response.json()) as Record<string, string>);
}

async function drain() {
  running = true;
  while (waiting) {
    const request = waiting;
    waiting = null;
    const started = performance.now();
    try {
      checker ??= load();
      const problems = (await checker).check(request.files);
      scope.postMessage({ id: request.id, problems, failure: null, durationMs: performance.now() - started });
    } catch (error) {
      if (checker && !(await checker.then(() => true, () => false))) checker = null;
      const message = error instanceof Error ? error.message : String(error);
      scope.postMessage({ id: request.id, problems: [], failure: message, durationMs: performance.now() - started });
    }
  }
  running = false;
}

scope.onmessage = (event: MessageEvent<CheckRequest>) => {
  waiting = event.data;
  if (!running) void drain();
};
