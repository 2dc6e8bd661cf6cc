// The script of the docs samples' Preview frame (src/components/SampleOutput/Live.tsx):
// the playground's preview, as a page of its own so that it gets the
// playground's Content-Security-Policy while the docs pages keep the strict
// one. The page names the preview runtime (a hashed asset) in the hash.
(function () {
  var src = decodeURIComponent(location.hash.slice(1));
  var url;
  try {
    url = new URL(src, location.href);
  } catch (error) {
    return;
  }
  // The address's origin: a sandboxed document's own origin is opaque (WebKit reports it as location.origin).
  if (url.origin !== new URL(location.href).origin || !/\/assets\/js\/[\w.~-]+\.js$/.test(url.pathname)) return;
  var script = document.createElement('script');
  script.src = url.href;
  document.body.append(script);
})();
