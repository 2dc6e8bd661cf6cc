#!/usr/bin/env node
// Fails fast, with the fix, when the browser tests cannot find Chromium.
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium at ${chromium}.\n` +
      'Install it with `sudo apt-get install chromium` (Debian/Ubuntu) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
