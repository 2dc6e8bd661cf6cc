/**
 * `load` made shareable: every call gets the same promise, so a chunk is
 * fetched once however many parts of the page ask for it; a failure (the
 * chunk could not be fetched, the reader went offline) is forgotten, so a
 * later call tries again. The arguments of the call that starts a load are
 * the ones it uses; calls while it is pending or done share its result.
 */
export function loadOnce<T, A extends unknown[] = []>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let loading: Promise<T> | undefined;
  return (...args) =>
    (loading ??= load(...args).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
