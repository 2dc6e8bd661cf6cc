import type { CompileResponse, PlaygroundFile } from './types';

/**
 * Main-thread side of the compiler worker. Requests are numbered; a caller
 * only cares about the newest one, so results of superseded requests are
 * still delivered but can be told apart by `id`.
 */
export class CompilerClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: CompileResponse) => void; reject: (e: Error) => void }>();

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // Rspack bundles the worker (and Babel with it) as its own script, loaded
    // only when the playground compiles for the first time.
    const worker = new Worker(new URL('./compiler.worker.ts', import.meta.url), {
      name: 'stylex-playground-compiler',
    });
    worker.onmessage = (event: MessageEvent<CompileResponse>) => {
      const entry = this.pending.get(event.data.id);
      if (!entry) return;
      this.pending.delete(event.data.id);
      entry.resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.failAll(new Error(event.message || 'The compiler could not be loaded.'));
      worker.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }

  /** Creates the worker now, so Babel loads before the first compile. */
  start() {
    try {
      this.ensureWorker();
    } catch {
      // Reported by the first compile.
    }
  }

  private failAll(error: Error) {
    for (const entry of this.pending.values()) entry.reject(error);
    this.pending.clear();
  }

  compile(files: readonly PlaygroundFile[]): { id: number; result: Promise<CompileResponse> } {
    const id = this.nextId++;
    const result = new Promise<CompileResponse>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
    });
    try {
      this.ensureWorker().postMessage({ id, files: files.map(({ name, code }) => ({ name, code })) });
    } catch (error) {
      this.pending.get(id)?.reject(error instanceof Error ? error : new Error(String(error)));
      this.pending.delete(id);
    }
    return { id, result };
  }

  dispose() {
    this.failAll(new Error('The compiler was stopped.'));
    this.worker?.terminate();
    this.worker = null;
  }
}

let shared: CompilerClient | null = null;
let users = 0;

/**
 * The page's compiler. The playground page starts it (and so the download
 * of Babel in the worker) while the editor chunk is still loading; the
 * playground then uses the same instance. Released when the last user is gone.
 */
export function acquireCompiler(): { client: CompilerClient; release: () => void } {
  if (!shared) shared = new CompilerClient();
  shared.start();
  users += 1;
  const client = shared;
  let released = false;
  return {
    client,
    release: () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users === 0 && shared === client) {
        client.dispose();
        shared = null;
      }
    },
  };
}
