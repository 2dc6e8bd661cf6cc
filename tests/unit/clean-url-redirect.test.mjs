/**
 * The clean-URL redirect rule (scripts/clean-url-redirect.mjs): paths ending
 * in `.html` or `/index` go to the clean path when that route exists, in one
 * hop, with the query kept; real files and unknown paths are left alone.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanUrlRedirect, listBuildFiles } from '../../scripts/clean-url-redirect.mjs';

const files = new Set([
  'index.html',
  '404.html',
  'sitemap.xml',
  'img/logo.svg',
  'blog/index.html',
  'docs/learn/index.html',
  'docs/learn/installation/index.html',
  'docs/learn/recipes/descendant styles/index.html',
  'legacy.html',
]);

test('.html and /index paths of existing routes go to the clean path', () => {
  const cases = {
    '/index.html': '/',
    '/index': '/',
    '/index/': '/',
    '/docs/learn/index.html': '/docs/learn/',
    '/docs/learn/index': '/docs/learn/',
    '/docs/learn/index/': '/docs/learn/',
    '/docs/learn/installation.html': '/docs/learn/installation/',
    '/docs/learn/installation/index.html': '/docs/learn/installation/',
    '/blog.html': '/blog/',
    '/blog/index': '/blog/',
  };
  for (const [from, to] of Object.entries(cases)) {
    assert.equal(cleanUrlRedirect(from, files), to, from);
  }
});

test('the query string is kept', () => {
  assert.equal(cleanUrlRedirect('/docs/learn/index.html?tab=npm&x=1', files), '/docs/learn/?tab=npm&x=1');
  assert.equal(cleanUrlRedirect('/blog.html?', files), '/blog/?');
});

test('percent-encoded paths are looked up decoded and redirected encoded', () => {
  assert.equal(
    cleanUrlRedirect('/docs/learn/recipes/descendant%20styles/index.html', files),
    '/docs/learn/recipes/descendant%20styles/',
  );
  assert.equal(cleanUrlRedirect('/docs/%E0%A4%A/index.html', files), null, 'malformed encoding');
});

test('clean paths, real files and unknown pages are served as they are', () => {
  for (const url of [
    '/',
    '/docs/learn/',
    '/docs/learn',
    '/img/logo.svg',
    '/sitemap.xml',
    '/404.html',
    '/legacy.html',
    '/nope.html',
    '/nope/index.html',
    '/docs/learn/nope/index',
    '/docs/learn/index.html/',
    '/docs/learn/indexes',
    '/docs/learn/myindex',
  ]) {
    assert.equal(cleanUrlRedirect(url, files), null, url);
  }
});

test('never redirects off the site', () => {
  const withEvil = new Set([...files, 'evil.example/index.html']);
  for (const url of ['//evil.example/index.html', '//evil.example.html', '/\\evil.example/index.html', '/docs/../index.html']) {
    assert.equal(cleanUrlRedirect(url, withEvil), null, url);
  }
});

test('a baseUrl is stripped for the lookup and kept in the target', () => {
  const options = { baseUrl: '/stylex/' };
  assert.equal(cleanUrlRedirect('/stylex/docs/learn/index.html', files, options), '/stylex/docs/learn/');
  assert.equal(cleanUrlRedirect('/stylex/index', files, options), '/stylex/');
  assert.equal(cleanUrlRedirect('/stylex/blog.html?q=1', files, options), '/stylex/blog/?q=1');
  assert.equal(cleanUrlRedirect('/docs/learn/index.html', files, options), null, 'outside the base');
});

test('listBuildFiles lists a directory in the expected form', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clean-url-'));
  fs.mkdirSync(path.join(dir, 'docs/learn'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '');
  fs.writeFileSync(path.join(dir, 'docs/learn/index.html'), '');
  const listed = await listBuildFiles(dir);
  assert.deepEqual([...listed].sort(), ['docs/learn/index.html', 'index.html']);
  assert.equal(cleanUrlRedirect('/docs/learn/index', listed), '/docs/learn/');
  fs.rmSync(dir, { recursive: true });
});
