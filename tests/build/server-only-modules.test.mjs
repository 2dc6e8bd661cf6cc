/**
 * Components whose whole output the server writes stay out of the browser's
 * bundles (src/plugins/bundle-shaping, row base-url-banner): the wrong-base-URL banner's
 * script is in the home page's HTML, and in no script of the build.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { assertBuilt, buildFiles, htmlPages, scriptsContaining } from '../lib/built-site.mjs';

assertBuilt();

// An id of the banner, in the inline script the server writes.
const BANNER = '__docusaurus-base-url-issue-banner';

test("the base-URL banner's script is in the home page's HTML and in no script of the build", () => {
  const home = htmlPages().find((page) => page.route === '/');
  assert.ok(home.html.includes(BANNER), 'the home page has no banner script');
  assert.ok(buildFiles().some((file) => file.startsWith('assets/js/main.')));
  assert.deepEqual(scriptsContaining(BANNER), []);
});
