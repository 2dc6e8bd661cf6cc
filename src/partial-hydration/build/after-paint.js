/**
 * Runs the page's scripts once the browser has painted the page.
 *
 * The page's HTML preloads its scripts (the runtime, the main bundle and the
 * chunks of its routes; src/partial-hydration (page scripts)) and loads this file, which
 * adds them to the document, in that order, after the first paint that shows
 * the whole document. Deferred scripts would run as soon as the HTML is
 * parsed, and on a slow phone the main bundle's compile and its first tasks
 * then come before anything is on screen. Minified at build time, not
 * transpiled: only syntax every browser the site supports knows.
 */
(() => {
  const links = document.querySelectorAll('link[rel="preload"][as="script"][data-after-paint]');
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const link of links) {
      const script = document.createElement('script');
      script.src = link.href;
      // In document order, as deferred scripts would run.
      script.async = false;
      document.head.append(script);
    }
  };

  // Docusaurus' base-URL check (a banner on the home page) looks for
  // window.docusaurus at DOMContentLoaded, which now comes before the main
  // bundle runs. This stands in until the bundle sets the real object; calls
  // made meanwhile wait for it.
  if (!('docusaurus' in window)) {
    let client;
    let ready;
    const set = new Promise((resolve) => (ready = resolve));
    const standIn = {
      prefetch: (routePath) => set.then((real) => real.prefetch(routePath)),
      preload: (routePath) => set.then((real) => real.preload(routePath)),
    };
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => client ?? standIn,
      set(value) {
        client = value;
        ready(value);
      },
    });
  }

  // A tab opened in the background paints nothing until it is shown: its
  // scripts run at once, as do those of a browser that cannot tell.
  if (document.visibilityState !== 'visible' || !window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    run();
    return;
  }
  const start = performance.now();
  new PerformanceObserver((list, observer) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (!paint) return;
    observer.disconnect();
    // Painted while the HTML was still being parsed: the rest shows in the
    // next frame.
    if (paint.startTime < start) requestAnimationFrame(() => requestAnimationFrame(run));
    else run();
  }).observe({ type: 'paint', buffered: true });
  // Should no paint ever be reported (or the tab be hidden before it), the
  // page still starts.
  setTimeout(run, 1000);
})();
