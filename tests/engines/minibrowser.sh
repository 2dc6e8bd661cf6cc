#!/bin/sh
# WebKitWebDriver starts the browser with its output discarded; this wrapper
# keeps the console messages (which MiniBrowser writes to stdout when asked)
# in the file the WebKit stage reads. The driver passes its environment on.
exec "${MINIBROWSER:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}" "$@" \
  --enable-write-console-messages-to-stdout=true >>"${ENGINES_WEBKIT_CONSOLE:-/dev/null}" 2>&1
