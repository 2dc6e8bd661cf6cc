/*
 * Loaded first in every page of the Firefox and WebKit stage (tests/engines/
 * server.mjs adds it to the HTML). It watches the page from its start and
 * keeps what it sees in sessionStorage, so the record survives navigations
 * and reloads until the test reads it (tests/engines/drivers.ts):
 * - Content-Security-Policy violations (`securitypolicyviolation`);
 * - uncaught errors and unhandled promise rejections;
 * - console.error calls.
 * It also notes, without changing them, the files the page hands to the
 * browser as downloads and the text it writes to the clipboard.
 */
(function () {
  var KEY = '__engines.health';
  var memory = [];
  function record(kind, text) {
    var entry = { kind: kind, text: String(text).slice(0, 500), page: location.pathname };
    memory.push(entry);
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(entry);
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {
      // Storage refused (e.g. an opaque origin): the in-memory list still has it.
    }
  }
  document.addEventListener('securitypolicyviolation', function (event) {
    record(
      'csp',
      event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + event.sourceFile + ':' + event.lineNumber + ')',
    );
  });
  window.addEventListener('error', function (event) {
    record('error', (event.error && event.error.stack) || event.message);
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    record('error', 'Unhandled rejection: ' + ((reason && reason.stack) || reason));
  });
  var consoleError = console.error;
  console.error = function () {
    record('console', Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(this, arguments);
  };

  var seen = { downloads: [], clipboard: [] };
  window.__engines = { memory: memory, seen: seen };
  var click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.hasAttribute('download')) {
      var entry = { name: this.download, sha256: null };
      seen.downloads.push(entry);
      // Fingerprint the file while its blob URL is alive.
      fetch(this.href)
        .then(function (response) {
          return response.arrayBuffer();
        })
        .then(function (buffer) {
          return crypto.subtle.digest('SHA-256', buffer);
        })
        .then(function (digest) {
          entry.sha256 = Array.from(new Uint8Array(digest), function (byte) {
            return byte.toString(16).padStart(2, '0');
          }).join('');
        });
    }
    return click.apply(this, arguments);
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    var writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = function (text) {
      var entry = { text: text, result: 'pending' };
      seen.clipboard.push(entry);
      return writeText(text).then(
        function (value) {
          entry.result = 'written';
          return value;
        },
        function (error) {
          entry.result = 'refused: ' + error;
          throw error;
        },
      );
    };
  }
})();
