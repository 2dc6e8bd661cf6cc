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
 * The one table of the site's response headers, for every host: which
 * headers each path gets, rows in order. `csp` names the policy of a row's
 * paths; a later row's paths lie inside an earlier row's, and its policy
 * replaces the earlier one there (each host file says so in its own way,
 * below). Paths are Netlify-style (`*` matches anything, slashes included).
 */
export const HEADER_TABLE = [
  {
    path: '/*',
    csp: 'strict',
    headers: commonHeaders,
    why: 'every response: the pages, the files written after them (the Pagefind index, sitemap.xml, opensearch.xml) and the 404 page at any unknown path',
  },
  {
    path: `/${playgroundDir}/*`,
    csp: 'playground',
    headers: {},
    why: 'the playground evaluates the compiled code in its preview, which inherits the page policy',
  },
  { path: '/assets/*', headers: immutableAssets, why: 'file names carry a content hash' },
];

/**
 * The policy name HEADER_TABLE gives a URL path (below the base URL): what
 * every host must send for it.
 * @param {string} urlPath
 */
export function policyFor(urlPath) {
  let policy;
  for (const row of HEADER_TABLE) if (row.csp && patternOf(row.path).test(urlPath)) policy = row.csp;
  return policy;
}

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
 * The header rules of a build, from HEADER_TABLE: `{ path, headers, detach }`
 * with Netlify-style paths, in the table's order.
 *
 * A row whose policy replaces an earlier one's `detach`es the earlier
 * Content-Security-Policy: Cloudflare Pages removes, for a `! Name` line,
 * what earlier rules set (its `_headers` applies rules in order and joins
 * the values of a header several rules set), and Netlify ignores the line
 * (no colon) and keeps the value of the last matching rule. Either way
 * /playground/ gets its policy alone and every other path the strict one.
 *
 * @param {{
 *   buildDir: string,
 *   baseUrl?: string,
 *   env?: NodeJS.ProcessEnv,
 *   pending?: { file: string, html: string }[],
 * }} options
 */
export function headerRules({ buildDir, baseUrl = '/', env = process.env, pending = [] }) {
  const scripts = collectInlineScripts(buildDir, pending);
  const scriptHashes = scripts.map((s) => s.hash);
  const connect = algoliaHosts(env);
  const policies = {
    strict: serializePolicy(contentSecurityPolicy({ scriptHashes: scripts.filter((s) => !s.playground).map((s) => s.hash), connect })),
    playground: serializePolicy(contentSecurityPolicy({ scriptHashes, connect, playground: true })),
  };
  return { rules: rulesOf(policies, baseUrl), strict: policies.strict, loose: policies.playground, scriptHashes };
}

/**
 * HEADER_TABLE as rules, with these policies.
 * @param {Record<string, string>} policies policy name → serialised policy
 * @param {string} [baseUrl]
 */
export function rulesOf(policies, baseUrl = '/') {
  const base = baseUrl.replace(/\/$/, '');
  let cspSet = false;
  return HEADER_TABLE.map((row) => {
    const headers = { ...row.headers };
    const detach = [];
    if (row.csp) {
      if (cspSet) detach.push('Content-Security-Policy');
      headers['Content-Security-Policy'] = policies[row.csp];
      cspSet = true;
    }
    return { path: `${base}${row.path}`, headers, detach };
  });
}

/** Netlify / Cloudflare Pages `_headers` file. */
export function renderHeadersFile(rules) {
  const lines = [
    '# Generated by src/plugins/post-build/deploy-headers from deploy/headers.mjs at build time. Do not edit.',
    '# Read by Netlify and Cloudflare Pages, and by scripts/serve.mjs. "! Name" removes what earlier rules set',
    '# (Cloudflare Pages); Netlify ignores that line and keeps the last matching rule\'s value.',
  ];
  for (const rule of rules) {
    lines.push(rule.path);
    for (const name of rule.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Parses a `_headers` file back into rules (used by scripts/serve.mjs). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {}, detach: [] });
    else if (line.trim().startsWith('!')) rules[rules.length - 1].detach.push(line.trim().slice(1).trim());
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
 * The headers a host sends for a URL path under these rules, applied in
 * order. `cloudflare` (also scripts/serve.mjs): the values of a header that
 * several rules set are joined with a comma, and a `! Name` line removes
 * what earlier rules set. `netlify`: a later matching rule's value replaces
 * an earlier one's (Netlify's own local server, netlify-cli, does the same),
 * and `! Name` lines are not headers to it.
 * @param {{ path: string, headers: Record<string, string>, detach?: string[] }[]} rules
 * @param {string} urlPath
 * @param {'cloudflare' | 'netlify'} [host]
 */
export function headersFor(rules, urlPath, host = 'cloudflare') {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    if (!patternOf(rule.path).test(urlPath)) continue;
    if (host === 'cloudflare') for (const name of rule.detach ?? []) delete out[name];
    for (const [name, value] of Object.entries(rule.headers)) {
      out[name] = host === 'cloudflare' && out[name] ? `${out[name]}, ${value}` : value;
    }
  }
  return out;
}

/**
 * The two policies of a `_headers` file, by the paths HEADER_TABLE gives
 * them: `strict` (every path) and `loose` (/playground/).
 */
export function policiesFromHeadersFile(text) {
  const [all, ...others] = parseHeadersFile(text);
  const strict = all?.path.endsWith('/*') ? all.headers['Content-Security-Policy'] : undefined;
  const loose = others.find((rule) => rule.path.endsWith(`/${playgroundDir}/*`))?.headers['Content-Security-Policy'];
  if (!strict || !loose) throw new Error('Unexpected _headers layout: expected the /* rule first, then the playground rule');
  return { strict, loose };
}

/** A Netlify-style path as a Vercel `source` (path-to-regexp): `*` → `(.*)`. */
const vercelSource = (rulePath) => rulePath.replace(/\*$/, '(.*)');

/**
 * vercel.json: Vercel reads it from the repository, not from build/, so it
 * is committed. It gives each Content-Security-Policy of HEADER_TABLE to
 * its row's paths less those of the rows after it (a negative lookahead in
 * the `source`), so that no path matches two policies.
 */
export function renderVercelJson({ strict, loose }) {
  const policies = { strict, playground: loose };
  const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  const headers = [];
  HEADER_TABLE.forEach((row, index) => {
    if (Object.keys(row.headers).length > 0) headers.push({ source: vercelSource(row.path), headers: list(row.headers) });
    if (!row.csp) return;
    const inner = HEADER_TABLE.slice(index + 1)
      .filter((later) => later.csp)
      .map((later) => later.path.slice(row.path.length - 1).replace(/\*$/, ''));
    const source = inner.length ? `${row.path.slice(0, -1)}((?!${inner.join('|')}).*)` : vercelSource(row.path);
    headers.push({ source, headers: list({ 'Content-Security-Policy': policies[row.csp] }) });
  });
  return `${JSON.stringify(
    {
      $schema: 'https://openapi.vercel.sh/vercel.json',
      buildCommand: 'npm run build',
      outputDirectory: 'build',
      trailingSlash: true,
      headers,
    },
    null,
    2,
  )}\n`;
}
