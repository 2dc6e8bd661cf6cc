/**
 * Runs `task` once the page has loaded and the browser is idle (within 4 s
 * of idling starting; after 1.5 s where requestIdleCallback is missing):
 * how code that no page needs to become interactive, but later moments do
 * (a client-side navigation, the progress bar, analytics), is fetched
 * without competing with the page's own loading. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: 4000 });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1500);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}
