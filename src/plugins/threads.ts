import os from 'os';
import { Worker } from 'worker_threads';

/**
 * Runs CPU-bound work of a build step on worker threads, one per core (the
 * share cards, the sample outputs): each thread runs `workerFile` with every
 * n-th item as its `workerData`, and hands each message it posts to
 * `onMessage`. Settles once every thread has ended; rejects on the first
 * thread that fails or the first `onMessage` that throws.
 */
export function onThreads<Item, Message>(workerFile: string, items: Item[], onMessage: (message: Message) => void = () => {}): Promise<void> {
  const threads = Math.min(os.availableParallelism(), items.length);
  const thread = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(workerFile, { workerData: items.filter((_, j) => j % threads === i) });
      worker.on('message', (message: Message) => {
        try {
          onMessage(message);
        } catch (error) {
          reject(error);
          void worker.terminate();
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${workerFile}: a thread exited with code ${code}`))));
    });
  return Promise.all(Array.from({ length: threads }, (_, i) => thread(i))).then(() => undefined);
}
