/**
 * `load` made shareable: every call gets the same promise, so a chunk is
 * fetched once however many parts of the page ask for it; a failure (the
 * chunk could not be fetched, the reader went offline) is forgotten, so a
 * later call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
