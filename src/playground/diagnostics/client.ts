import type { PlaygroundFile } from '../compiler/types';
import type { CheckResponse } from './types';

/**
 * Main-thread side of the checker worker. Only the newest answer matters:
 * the worker skips requests superseded while it was busy, and `onResult`
 * gets every answer with its id, for the caller to compare.
 */
export class CheckerClient {
  private worker: Worker | null = null;
  private nextId = 1;

  constructor(
    private readonly onResult: (response: CheckResponse) => void,
    private readonly onFailure: (message: string) => void,
  ) {}

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Rspack bundles the worker (TypeScript, ESLint) as its own script,
    // fetched when the playground first asks for a check.
    const worker = new Worker(new URL('./checker.worker.ts', import.meta.url), { name: 'stylex-playground-checker' });
    worker.onmessage = (event: MessageEvent<CheckResponse>) => this.onResult(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.onFailure(event.message || 'The type checker could not be loaded.');
      worker.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  /** Asks for the problems of these files; returns the request's id. */
  check(files: readonly PlaygroundFile[]): number {
    const id = this.nextId++;
    try {
      this.ensureWorker().postMessage({ id, files: files.map(({ name, code }) => ({ name, code })) });
    } catch (error) {
      this.onFailure(error instanceof Error ? error.message : String(error));
    }
    return id;
  }

  dispose() {
    this.worker?.terminate();
    this.worker = null;
  }
}
