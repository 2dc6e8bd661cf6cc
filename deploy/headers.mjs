/**
 * The HTTP response headers of the site: one source of truth for every
 * static host we ship configuration for, and for scripts/serve.mjs (which
 * the e2e tests run against).
 *
 * - `build/_headers` (Netlify, Cloudflare Pages) is written after every
 *   build by src/plugins/post-build/deploy-headers.
 * - `vercel.json` is committed; `node scripts/write-vercel-json.mjs`
 *   regenerates it from a build, and tests/build/headers.test.mjs fails
 *   when it is stale.
 *
 * The Content-Security-Policy allows no inline script except the ones
 * Docusaurus writes into every page (colour mode and announcement bar
 * bootstrap, base-URL banner, client redirects) and, under the playground
 * policy only, the docs samples' preview frame loader. Those are allowed by
 * their SHA-256 hash, computed from the built HTML; a build with any other
 * inline script fails (see `classifyInlineScript`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The inline scripts of the build, recognised by what they do. `playground`:
 * allowed by the playground policy only.
 */
const knownInlineScripts = [
  {
    kind: 'colour mode and announcement bar bootstrap (theme-classic)',
    test: (text) => text.includes('data-theme') && text.includes('localStorage'),
  },
  {
    kind: 'wrong base URL banner (core)',
    test: (text) => text.includes('insertBanner') && text.includes('__docusaurus-base-url-issue-banner'),
  },
  {
    kind: 'client redirect (plugin-client-redirects)',
    test: (text) => /^\s*window\.location\.href = '[^']*' \+ window\.location\.search \+ window\.location\.hash;\s*$/.test(text),
  },
  {
    // It runs the runtime's code its parent posts, which needs the
    // playground policy's 'unsafe-eval' (see the file for why).
    kind: 'preview frame loader (static/playground/preview-frame)',
    playground: true,
    test: (text) => text.includes('"stylex-playground-preview"') && text.includes('(0, eval)(data.source') && text.includes('event.source !== parent'),
  },
];

const knownInlineScript = (text) => knownInlineScripts.find((known) => known.test(text));

/** What an inline script is, or null when it is not one we allow. */
export function classifyInlineScript(text) {
  return knownInlineScript(text)?.kind ?? null;
}

export const sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Hosts the search UI talks to when hosted (Algolia) search is configured
 * at build time (ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME):
 * the query hosts of the app, plus the insights endpoint.
 */
export function algoliaHosts(env = process.env) {
  const appId = env.ALGOLIA_APP_ID;
  if (!appId || !env.ALGOLIA_SEARCH_API_KEY || !env.ALGOLIA_INDEX_NAME) return [];
  const id = appId.toLowerCase();
  if (!/^[a-z0-9]+$/.test(id)) throw new Error(`ALGOLIA_APP_ID looks wrong: ${appId}`);
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    `https://${id}-1.algolianet.com`,
    `https://${id}-2.algolianet.com`,
    `https://${id}-3.algolianet.com`,
    'https://insights.algolia.io',
  ];
}

/**
 * The Content-Security-Policy, as directive → sources.
 *
 * @param {{ scriptHashes: string[], connect?: string[], playground?: boolean }} options
 *   `playground` loosens the policy for /playground/ only: its live preview
 *   is an `<iframe sandbox="allow-scripts" srcdoc>`, which inherits the
 *   page's policy, and it evaluates the compiled user modules
 *   (`'unsafe-eval'`) and injects their CSS into a `<style>` element
 *   (`style-src 'unsafe-inline'`). The sandbox gives that frame an opaque
 *   origin: it cannot touch the site's storage, cookies or DOM.
 */
export function contentSecurityPolicy({ scriptHashes, connect = [], playground = false }) {
  return {
    'default-src': ["'self'"],
    // Scripts only from our origin; WebAssembly for the search index
    // (Pagefind); the known inline bootstrap scripts by hash.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(playground ? ["'unsafe-eval'"] : []), ...scriptHashes],
    // Stylesheets only from our origin. Inline style *attributes* are
    // allowed: Docusaurus renders some in its HTML (collapsed sidebar
    // categories, code-block colours, the hidden SVG sprite). An attribute
    // cannot run script or load from another origin under this policy.
    'style-src': ["'self'", ...(playground ? ["'unsafe-inline'"] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connect],
    'worker-src': ["'self'"],
    'frame-src': ["'self'"],
    // No `manifest-src`: it falls back to `default-src 'self'` all the same,
    // and WebKit does not know the directive (Safari logs "Unrecognized
    // Content-Security-Policy directive" on every page).
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export const serializePolicy = (policy) =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

/** Headers sent with every response. */
export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Hashed file names under /assets/ never change: cache them for a year. */
export const immutableAssets = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/** The directory of build/ whose pages get the playground policy. */
export const playgroundDir = 'playground';

/**
 * Every inline script of the built HTML, with its hash and kind; throws
 * when a page has one we do not know.
 * @param {string} buildDir
 * @param {{ file: string, html: string }[]} [pending] pages another plugin
 *   is about to write (postBuild hooks run concurrently)
 */
export function collectInlineScripts(buildDir, pending = []) {
  const found = new Map();
  const unknown = [];
  const scan = (rel, html) => {
    for (const text of inlineScriptTexts(html)) {
      const known = knownInlineScript(text);
      if (!known) unknown.push(`${rel}: ${text.slice(0, 120)}`);
      else if (!found.has(text)) found.set(text, { hash: sha256(text), kind: known.kind, example: rel, playground: Boolean(known.playground) });
    }
  };
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) scan(path.relative(buildDir, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(buildDir);
  for (const page of pending) scan(page.file, page.html);
  if (unknown.length) {
    throw new Error(
      `Inline scripts that the Content-Security-Policy would block (move them to a file, or teach deploy/headers.mjs what they are):\n${unknown.join('\n')}`,
    );
  }
  return [...found.values()].sort((a, b) => a.hash.localeCompare(b.hash));
}

/**
 * The text of each inline, executable `<script>` of an HTML document
 * (JSON-LD and other data blocks excluded). A regular expression is enough:
 * the HTML is Docusaurus' own minified output.
 * @param {string} html
 */
export function inlineScriptTexts(html) {
  const texts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    texts.push(match[2]);
  }
  return texts;
}

/**
 * The header rules of a build, host-neutral: `{ path, headers }` with
 * Netlify-style paths (`*` matches anything, including slashes).
 *
 * Static hosts *combine* the values of a header that several matching
 * rules set (Netlify and Cloudflare join them with a comma). For a CSP that
 * means two policies, both enforced. So the rule for every path (`/*`)
 * carries the looser playground policy, and each top-level path of the site
 * other than /playground/ adds the strict policy on top: everything outside
 * /playground/ is held to the strict one, and a 404 at an unknown path
 * still gets a CSP.
 *
 * @param {{
 *   buildDir: string,
 *   topLevel: { name: string, directory: boolean }[],
 *   baseUrl?: string,
 *   env?: NodeJS.ProcessEnv,
 *   pending?: { file: string, html: string }[],
 * }} options `topLevel`: the first path segments of the site (routes,
 *   static files, assets), from which the strict rules are made
 */
export function headerRules({ buildDir, topLevel, baseUrl = '/', env = process.env, pending = [] }) {
  const scripts = collectInlineScripts(buildDir, pending);
  const scriptHashes = scripts.map((s) => s.hash);
  const connect = algoliaHosts(env);
  const strict = serializePolicy(contentSecurityPolicy({ scriptHashes: scripts.filter((s) => !s.playground).map((s) => s.hash), connect }));
  const loose = serializePolicy(contentSecurityPolicy({ scriptHashes, connect, playground: true }));
  const base = baseUrl.replace(/\/$/, '');
  const rules = [{ path: `${base}/*`, headers: { ...commonHeaders, 'Content-Security-Policy': loose } }];
  const strictPaths = new Set([`${base}/`]);
  for (const { name, directory } of [...topLevel].sort((a, b) => a.name.localeCompare(b.name))) {
    if (name === playgroundDir) continue;
    strictPaths.add(directory ? `${base}/${name}/*` : `${base}/${name}`);
  }
  for (const p of strictPaths) rules.push({ path: p, headers: { 'Content-Security-Policy': strict } });
  rules.push({ path: `${base}/assets/*`, headers: immutableAssets });
  return { rules, strict, loose, scriptHashes };
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function renderHeadersFile(rules) {
  const lines = [
    '# Generated by src/plugins/post-build/deploy-headers from deploy/headers.mjs at build time. Do not edit.',
    '# Read by Netlify and Cloudflare Pages, and by scripts/serve.mjs.',
  ];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Parses a `_headers` file back into rules (used by scripts/serve.mjs). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules[rules.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** Netlify-style path pattern → RegExp (`*` spans slashes). */
const patternOf = (rulePath) =>
  new RegExp(`^${rulePath.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/**
 * The headers a static host sends for a URL path: every matching rule
 * applies, and values of a header set by several rules are joined with a
 * comma, as Netlify and Cloudflare Pages do.
 */
export function headersFor(rules, urlPath) {
  const out = {};
  for (const rule of rules) {
    if (!patternOf(rule.path).test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      out[name] = out[name] ? `${out[name]}, ${value}` : value;
    }
  }
  return out;
}

/**
 * The two policies of a `_headers` file: `loose` (the `/*` rule, what
 * /playground/ gets) and `strict` (every other page).
 */
export function policiesFromHeadersFile(text) {
  const [all, ...others] = parseHeadersFile(text);
  const csp = (rule) => rule?.headers['Content-Security-Policy'];
  const loose = all?.path.endsWith('/*') ? csp(all) : undefined;
  const strict = csp(others.find(csp));
  if (!loose || !strict) throw new Error('Unexpected _headers layout: expected the /* rule first, then the strict rules');
  return { strict, loose };
}

/**
 * vercel.json: Vercel reads it from the repository, not from build/, so it
 * is committed. Vercel's `source` patterns are regular expressions, so the
 * strict policy can simply exclude /playground/.
 */
export function renderVercelJson({ strict, loose }) {
  const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      buildCommand: 'npm run build',
      outputDirectory: 'build',
      trailingSlash: true,
      headers: [
        { source: '/(.*)', headers: list(commonHeaders) },
        { source: `/((?!${playgroundDir}/).*)`, headers: list({ 'Content-Security-Policy': strict }) },
        { source: `/${playgroundDir}/(.*)`, headers: list({ 'Content-Security-Policy': loose }) },
        { source: '/assets/(.*)', headers: list(immutableAssets) },
      ],
    },
    null,
    2,
  )}\n`;
}
