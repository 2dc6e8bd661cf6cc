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
    } catch {
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
    var error = event.error;
    record('error', error ? error + '\n' + error.stack : event.message);
  });
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    record('error', 'Unhandled rejection: ' + reason + (reason && reason.stack ? '\n' + reason.stack : ''));
  });
  var consoleError = console.error;
  console.error = function () {
    record('console', Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(this, arguments);
  };

  var seen = { downloads: [], clipboard: [] };
  window.__engines = { memory: memory, seen: seen };
  // Blobs by object URL, so a download can be fingerprinted without a
  // fetch (the CSP's connect-src rightly has no blob:).
  var blobs = {};
  var createObjectURL = URL.createObjectURL;
  URL.createObjectURL = function (object) {
    var url = createObjectURL.apply(this, arguments);
    if (object instanceof Blob) blobs[url] = object;
    return url;
  };
  var click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    if (this.hasAttribute('download')) {
      var entry = { name: this.download, sha256: null };
      seen.downloads.push(entry);
      var blob = blobs[this.href];
      var bytes = blob
        ? blob.arrayBuffer()
        : fetch(this.href).then(function (response) {
            return response.arrayBuffer();
          });
      bytes
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
  function watchWrite(entry, written) {
    seen.clipboard.push(entry);
    return written.then(
      function (value) {
        entry.result = 'written';
        return value;
      },
      function (error) {
        entry.result = 'refused: ' + error;
        throw error;
      },
    );
  }
  var clipboard = navigator.clipboard;
  if (clipboard && clipboard.writeText) {
    var writeText = clipboard.writeText.bind(clipboard);
    clipboard.writeText = function (text) {
      return watchWrite({ text: text, result: 'pending' }, writeText(text));
    };
  }
  if (clipboard && clipboard.write) {
    var write = clipboard.write.bind(clipboard);
    clipboard.write = function (items) {
      var entry = { text: null, result: 'pending' };
      var item = items[0];
      if (item && item.types.indexOf('text/plain') !== -1) {
        item.getType('text/plain').then(function (blob) {
          return blob.text().then(function (text) {
            entry.text = text;
          });
        });
      }
      return watchWrite(entry, write(items));
    };
  }
})();
