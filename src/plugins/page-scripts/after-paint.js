/**
 * Runs the page's scripts once the browser has painted the page.
 *
 * The page's HTML preloads its scripts (the runtime, the main bundle and the
 * chunks of its routes; src/plugins/page-scripts) and loads this file, which
 * adds them to the document, in that order, after the first paint that shows
 * the whole document. Deferred scripts would run as soon as the HTML is
 * parsed, and on a slow phone the main bundle's compile and its first tasks
 * then come before anything is on screen. Served as is (no build step), so
 * written for every browser the site supports.
 */
(function () {
  var links = document.querySelectorAll('link[rel="preload"][as="script"][data-after-paint]');
  var started = false;

  function run() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i += 1) {
      var script = document.createElement('script');
      script.src = links[i].href;
      // In document order, as deferred scripts would run.
      script.async = false;
      document.head.appendChild(script);
    }
  }

  // Docusaurus' base-URL check (a banner on the home page) looks for
  // window.docusaurus at DOMContentLoaded, which now comes before the main
  // bundle runs. This stands in until the bundle sets the real object; calls
  // made meanwhile wait for it.
  if (!('docusaurus' in window)) {
    var client;
    var waiting = [];
    var later = function (name) {
      return function (routePath) {
        return new Promise(function (resolve) {
          waiting.push(resolve);
        }).then(function (real) {
          return real[name](routePath);
        });
      };
    };
    var standIn = Object.freeze({ prefetch: later('prefetch'), preload: later('preload') });
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      enumerable: true,
      get: function () {
        return client || standIn;
      },
      set: function (value) {
        client = value;
        waiting.splice(0).forEach(function (resolve) {
          resolve(value);
        });
      },
    });
  }

  var paintTiming =
    typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  // A tab opened in the background paints nothing until it is shown: its
  // scripts run at once, as do those of a browser that cannot tell.
  if (document.visibilityState !== 'visible' || !paintTiming) {
    run();
    return;
  }
  var start = performance.now();
  var observer = new PerformanceObserver(function (list) {
    var paint = list.getEntriesByName('first-contentful-paint')[0];
    if (!paint) return;
    observer.disconnect();
    // Painted while the HTML was still being parsed: the rest shows in the
    // next frame.
    if (paint.startTime < start) {
      requestAnimationFrame(function () {
        requestAnimationFrame(run);
      });
    } else run();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', run, { once: true });
  // Should no paint ever be reported, the page still starts.
  setTimeout(run, 1000);
})();
