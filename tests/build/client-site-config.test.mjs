/**
 * The site config in the main bundle (src/plugins/bundle-shaping, row site-config): the
 * keys the browser reads, none of the build-only ones.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { assertBuilt, mainBundle } from '../lib/built-site.mjs';

assertBuilt();
const buildOnly = createRequire(import.meta.url)('../../src/plugins/bundle-shaping/replacements/site-config-build-only-keys.json');

/** The top-level keys of the object literal that starts at `start` in minified code. */
function topLevelKeys(code, start) {
  const keys = [];
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"' || c === "'" || c === '`') {
      // Skip the string.
      for (i++; code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if ('{[('.includes(c)) {
      depth++;
    } else if ('}])'.includes(c)) {
      if (--depth === 0) return keys;
    }
    // At depth 1, a key follows the opening brace and each comma.
    if (depth === 1 && (c === '{' || c === ',') && code[i + 1] !== undefined) {
      const key = /^(?:([A-Za-z_$][\w$]*)|"([^"]*)"):/.exec(code.slice(i + 1, i + 200));
      if (key) keys.push(key[1] ?? key[2]);
    }
  }
  throw new Error('unterminated object literal');
}

test('the main bundle holds the site config without its build-only keys', () => {
  const main = mainBundle().code;
  const at = main.indexOf('titleDelimiter:"|"');
  assert.ok(at > 0, 'the site config is in the main bundle');
  const start = main.lastIndexOf('{', at);
  const keys = topLevelKeys(main, start);
  for (const key of ['title', 'tagline', 'url', 'baseUrl', 'trailingSlash', 'future', 'themeConfig', 'i18n', 'storage']) {
    assert.ok(keys.includes(key), `keeps ${key} (keys: ${keys.join(', ')})`);
  }
  assert.deepEqual(keys.filter((key) => buildOnly.includes(key)), []);
  assert.ok(main.includes('tagline:"Super fast atomic styles, no thought required."'));
});
