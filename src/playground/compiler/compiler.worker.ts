import { compile } from './compile';
import type { CompileRequest } from './types';

/**
 * The playground's compiler thread: Babel and the StyleX plugin (~3 MB) load
 * here, on the first compile, and never block typing in the editor.
 */
// Typed by hand: the site's TypeScript program uses the DOM library, not the
// worker one (both in one program would clash).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompileRequest>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event: MessageEvent<CompileRequest>) => {
  scope.postMessage(compile(event.data));
};
