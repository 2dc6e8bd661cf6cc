/**
 * deploy/headers.mjs, the source of the deploy headers: the CSP it builds,
 * how hosts combine its rules, and the files it writes.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  algoliaHosts,
  classifyInlineScript,
  contentSecurityPolicy,
  headerRules,
  headersFor,
  inlineScriptTexts,
  parseHeadersFile,
  policiesFromHeadersFile,
  renderHeadersFile,
  renderVercelJson,
  serializePolicy,
  sha256,
} from '../../deploy/headers.mjs';

const colourMode =
  '!function(){var t=window.localStorage.getItem("theme");document.documentElement.setAttribute("data-theme",t||"light")}()';
const redirect = "\n    window.location.href = '/docs/learn/' + window.location.search + window.location.hash;\n  ";

test('only Docusaurus\u2019 own inline scripts are recognised', () => {
  assert.match(classifyInlineScript(colourMode), /colour mode/);
  assert.match(classifyInlineScript(redirect), /redirect/);
  assert.match(
    classifyInlineScript('function insertBanner(){var n=document.createElement("div");n.id="__docusaurus-base-url-issue-banner-container"}'),
    /base URL/,
  );
  assert.equal(classifyInlineScript('alert(document.cookie)'), null);
  assert.equal(classifyInlineScript("window.location.href = 'https://evil.example/' + steal()"), null);
});

const frameHtml = fs.readFileSync(path.join(import.meta.dirname, '../../static/playground/preview-frame/index.html'), 'utf8');

test("the preview frame's loader is allowed by the playground policy only", () => {
  const [loader, ...others] = inlineScriptTexts(frameHtml);
  assert.equal(others.length, 0);
  assert.match(classifyInlineScript(loader) ?? '', /preview frame/);
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
  try {
    fs.mkdirSync(path.join(buildDir, 'playground/preview-frame'), { recursive: true });
    fs.writeFileSync(path.join(buildDir, 'playground/preview-frame/index.html'), frameHtml);
    fs.writeFileSync(path.join(buildDir, 'index.html'), `<html><head><script>${colourMode}</script></head></html>`);
    const { strict, loose } = headerRules({ buildDir, topLevel: [{ name: 'index.html', directory: false }], env: {} });
    assert.ok(loose.includes(sha256(loader)));
    assert.ok(!strict.includes(sha256(loader)));
    assert.ok(strict.includes(sha256(colourMode)) && loose.includes(sha256(colourMode)));
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
});

test('sha256 gives CSP hash sources', () => {
  assert.equal(sha256(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('the strict policy allows no inline or eval script and only our origin', () => {
  const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
  assert.deepEqual(policy['default-src'], ["'self'"]);
  assert.deepEqual(policy['script-src'], ["'self'", "'wasm-unsafe-eval'", "'sha256-abc='"]);
  assert.deepEqual(policy['style-src'], ["'self'"]);
  assert.deepEqual(policy['connect-src'], ["'self'"]);
  assert.deepEqual(policy['img-src'], ["'self'", 'data:']);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  for (const [directive, sources] of Object.entries(policy)) {
    assert.ok(!sources.some((s) => /^https?:|\*/.test(s)), `${directive} names no other host`);
    assert.ok(!sources.includes("'unsafe-eval'"), `${directive} has no 'unsafe-eval'`);
    // Inline style attributes only (see deploy/headers.mjs for why).
    if (directive !== 'style-src-attr') assert.ok(!sources.includes("'unsafe-inline'"), `${directive} has no 'unsafe-inline'`);
  }
});

test('every directive is one that Chromium, Firefox and WebKit all know', () => {
  // WebKit logs "Unrecognized Content-Security-Policy directive" on every
  // page for one it does not know (manifest-src, for one), and its console
  // is out of the WebKit browser stage's reach: this list is the check.
  const known = new Set([
    'default-src', 'script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem',
    'style-src-attr', 'img-src', 'font-src', 'connect-src', 'worker-src', 'frame-src', 'child-src',
    'media-src', 'object-src', 'base-uri', 'form-action', 'frame-ancestors',
  ]);
  for (const playground of [false, true]) {
    for (const directive of Object.keys(contentSecurityPolicy({ scriptHashes: [], playground }))) {
      assert.ok(known.has(directive), `${directive} is known to every engine we test`);
    }
  }
});

test('the playground policy only adds what its preview needs', () => {
  const strict = contentSecurityPolicy({ scriptHashes: [] });
  const loose = contentSecurityPolicy({ scriptHashes: [], playground: true });
  const added = Object.fromEntries(
    Object.entries(loose)
      .map(([d, sources]) => [d, sources.filter((s) => !strict[d].includes(s))])
      .filter(([, sources]) => sources.length),
  );
  assert.deepEqual(added, { 'script-src': ["'unsafe-eval'"], 'style-src': ["'unsafe-inline'"] });
});

test('Algolia hosts join connect-src only when hosted search is configured', () => {
  assert.deepEqual(algoliaHosts({}), []);
  assert.deepEqual(algoliaHosts({ ALGOLIA_APP_ID: 'ABC123' }), [], 'all three variables are needed');
  const env = { ALGOLIA_APP_ID: 'ABC123', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'stylex' };
  const hosts = algoliaHosts(env);
  assert.ok(hosts.includes('https://abc123-dsn.algolia.net'));
  assert.ok(hosts.includes('https://abc123-1.algolianet.com'));
  const policy = contentSecurityPolicy({ scriptHashes: [], connect: hosts });
  assert.deepEqual(policy['connect-src'], ["'self'", ...hosts]);
  assert.throws(() => algoliaHosts({ ...env, ALGOLIA_APP_ID: 'x.evil.com/' }));
});

const rules = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'loose' } },
  { path: '/', headers: { 'Content-Security-Policy': 'strict' } },
  { path: '/docs/*', headers: { 'Content-Security-Policy': 'strict' } },
  { path: '/404.html', headers: { 'Content-Security-Policy': 'strict' } },
  { path: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
];

test('rules combine like Netlify and Cloudflare Pages: every page outside /playground/ gets the strict policy', () => {
  assert.equal(headersFor(rules, '/docs/learn/')['Content-Security-Policy'], 'loose, strict');
  assert.equal(headersFor(rules, '/')['Content-Security-Policy'], 'loose, strict');
  assert.equal(headersFor(rules, '/playground/')['Content-Security-Policy'], 'loose');
  assert.equal(headersFor(rules, '/no/such/page/')['Content-Security-Policy'], 'loose');
  assert.equal(headersFor(rules, '/assets/js/main.js')['Cache-Control'], 'immutable');
  assert.equal(headersFor(rules, '/404.htmlx')['Content-Security-Policy'], 'loose');
  assert.equal(headersFor(rules, '/docs/x')['X-Content-Type-Options'], 'nosniff');
});

test('the _headers file round-trips and yields its two policies', () => {
  const text = renderHeadersFile(rules);
  assert.match(text, /^# Generated/);
  assert.deepEqual(parseHeadersFile(text), rules);
  assert.deepEqual(policiesFromHeadersFile(text), { strict: 'strict', loose: 'loose' });
});

test('vercel.json: the strict policy everywhere but /playground/, which gets the loose one', () => {
  const config = JSON.parse(renderVercelJson({ strict: 'S', loose: 'L' }));
  assert.equal(config.outputDirectory, 'build');
  assert.equal(config.trailingSlash, true);
  const cspFor = (url) =>
    config.headers
      .filter((h) => new RegExp(`^${h.source}$`).test(url))
      .flatMap((h) => h.headers.filter((x) => x.key === 'Content-Security-Policy').map((x) => x.value));
  assert.deepEqual(cspFor('/docs/learn/'), ['S']);
  assert.deepEqual(cspFor('/'), ['S']);
  assert.deepEqual(cspFor('/playground/'), ['L']);
  assert.deepEqual(cspFor('/playgroundish/'), ['S']);
});

test('a policy serialises in directive order', () => {
  assert.equal(serializePolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] }), "default-src 'self'; img-src 'self' data:");
});
