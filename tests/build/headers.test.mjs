/**
 * The deploy headers written by the build (build/_headers, and the
 * committed vercel.json) fit the built pages: every inline script of every
 * page is allowed by each Content-Security-Policy that page gets, every page
 * outside /playground/ is held to the strict policy, and vercel.json says
 * the same as build/_headers. Run after `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, htmlPages, siteDir } from '../lib/built-site.mjs';
import {
  classifyInlineScript,
  headersFor,
  inlineScriptTexts,
  parseHeadersFile,
  policiesFromHeadersFile,
  policyFor,
  renderVercelJson,
  sha256,
} from '../../deploy/headers.mjs';

assertBuilt();

const headersText = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
const rules = parseHeadersFile(headersText);
const pages = htmlPages();

/** The policies a combined CSP header value holds, as directive → sources. */
function policies(value) {
  return value.split(/,\s*(?=default-src)/).map((policy) =>
    Object.fromEntries(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...sources]) => [name, sources]),
    ),
  );
}

test('every inline script of every page is one we know and is allowed by its hash', () => {
  const problems = [];
  for (const page of pages) {
    const csp = headersFor(rules, page.route)['Content-Security-Policy'];
    if (!csp) {
      problems.push(`${page.route}: no Content-Security-Policy`);
      continue;
    }
    for (const text of inlineScriptTexts(page.html)) {
      const hash = sha256(text);
      if (!classifyInlineScript(text)) problems.push(`${page.route}: unknown inline script ${text.slice(0, 80)}`);
      for (const policy of policies(csp)) {
        if (!(policy['script-src'] ?? []).includes(hash)) problems.push(`${page.route}: inline script ${hash} not allowed`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('every page outside /playground/ gets the strict policy; the playground only the loose one', () => {
  const problems = [];
  for (const page of pages) {
    const list = policies(headersFor(rules, page.route)['Content-Security-Policy'] ?? '');
    const strictest = list.some((p) => !(p['script-src'] ?? []).includes("'unsafe-eval'") && !(p['style-src'] ?? []).includes("'unsafe-inline'"));
    if (page.route.startsWith('/playground/')) {
      if (strictest) problems.push(`${page.route}: the playground's preview needs the playground policy`);
    } else if (!strictest) problems.push(`${page.route}: not held to the strict policy`);
  }
  assert.deepEqual(problems, []);
});

test('every path on each host gets the one policy of the table: files written after the pages and unknown paths too', () => {
  // The file's two policies, told apart by what the playground's adds.
  const values = rules.map((rule) => rule.headers['Content-Security-Policy']).filter(Boolean);
  const strict = values.find((value) => !value.includes("'unsafe-eval'"));
  const loose = values.find((value) => value.includes("'unsafe-eval'"));
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(`/${path.relative(buildDir, full).split(path.sep).join('/')}`);
    }
  };
  walk(buildDir);
  const urls = [...files, ...pages.map((page) => page.route), '/no/such/page/', '/nosuchfile.txt'];
  for (const url of ['/pagefind/pagefind.js', '/sitemap.xml', '/opensearch.xml', '/llms.txt', '/404.html']) assert.ok(urls.includes(url), `${url} is built`);
  // Worst first: a path held only to the playground's policy, then one with no or two policies.
  const unguarded = [];
  const uneven = [];
  for (const host of ['cloudflare', 'netlify']) {
    for (const url of urls) {
      const csp = headersFor(rules, url, host)['Content-Security-Policy'];
      const want = policyFor(url) === 'playground' ? loose : strict;
      if (csp === want) continue;
      if (want === strict && csp === loose) unguarded.push(`${host} ${url}: only the playground policy ('unsafe-eval')`);
      else uneven.push(`${host} ${url}: ${csp ? `${policies(csp).length} policies, not the table's one` : 'no policy'}`);
    }
  }
  const problems = [...unguarded, ...uneven];
  assert.deepEqual(problems.slice(0, 20), [], `${unguarded.length} paths held only to the playground policy, ${uneven.length} others without their policy`);
});

test("the preview frame's loader is allowed where the frame is served, and nowhere else", () => {
  const html = fs.readFileSync(path.join(buildDir, 'playground/preview-frame/index.html'), 'utf8');
  const scripts = inlineScriptTexts(html);
  assert.equal(scripts.length, 1);
  const hash = sha256(scripts[0]);
  const list = policies(headersFor(rules, '/playground/preview-frame/')['Content-Security-Policy'] ?? '');
  assert.ok(list.length > 0 && list.every((policy) => (policy['script-src'] ?? []).includes(hash)));
  assert.ok(!policies(headersFor(rules, '/docs/')['Content-Security-Policy']).every((policy) => (policy['script-src'] ?? []).includes(hash)));
});

test('security headers on every kind of response', () => {
  for (const url of ['/', '/docs/learn/', '/assets/js/x.js', '/img/logo.svg', '/no/such/page/', '/playground/']) {
    const headers = headersFor(rules, url);
    assert.equal(headers['X-Content-Type-Options'], 'nosniff', url);
    assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin', url);
    assert.match(headers['Permissions-Policy'] ?? '', /camera=\(\)/, url);
    assert.match(headers['Content-Security-Policy'] ?? '', /default-src 'self'/, url);
  }
  assert.match(headersFor(rules, '/assets/js/main.js')['Cache-Control'] ?? '', /immutable/);
});

test('vercel.json is up to date with the build (else run: node scripts/write-vercel-json.mjs)', () => {
  const expected = renderVercelJson(policiesFromHeadersFile(headersText));
  assert.equal(fs.readFileSync(path.join(siteDir, 'vercel.json'), 'utf8'), expected);
});
