#!/usr/bin/env node
/**
 * The one static server of the project: `npm run serve`, the browser tests
 * (playwright.config.ts and the specs that serve another build), the
 * installation-guide suite (each guide's build) and the benchmarks serve a
 * build with it, the way a static host does:
 *
 * - URLs map to files like `docusaurus serve` (serve-handler): `/x/` →
 *   `x/index.html`, `/x` → 301 to `/x/`, unknown paths → `404.html` with
 *   status 404;
 * - `.html` and `/index` paths redirect to the clean path when no exact file
 *   exists (scripts/clean-url-redirect.mjs);
 * - the response headers of the build's `_headers` file (security headers,
 *   CSP, caching), applied as Cloudflare Pages applies them: in order,
 *   values of one header joined, `! Name` removing an earlier rule's
 *   (deploy/headers.mjs `headersFor`);
 * - gzip (the `compression` middleware, zlib's default level) for text
 *   responses when the client accepts it;
 * - HTTP/1.1, or with `tls` HTTP/2 over TLS as the hosts serve it (HTTP/1.1
 *   still answers clients that do not offer HTTP/2). The benchmarks use
 *   HTTP/2 with a certificate made for the run (`localCertificate`).
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import compression from 'compression';
import selfsigned from 'selfsigned';
import serveHandler from 'serve-handler';
import { headersFor, parseHeadersFile } from '../deploy/headers.mjs';
import { cleanUrlRedirect } from './clean-url-redirect.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Types worth compressing (images other than SVG are compressed already). */
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json|wasm|rss\+xml|atom\+xml)|image\/svg\+xml)/;

const gzip = compression({
  // Small responses gain nothing; everything else of a compressible type is gzipped.
  threshold: 256,
  filter: (_req, res) => compressible.test(String(res.getHeader('Content-Type') ?? '')),
});

function listFiles(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, root) : [path.relative(root, full).split(path.sep).join('/')];
  });
}

/**
 * A self-signed certificate for 127.0.0.1, valid for a day, and the hash a
 * browser is told to trust it by (Chromium's
 * `--ignore-certificate-errors-spki-list`). Trusted that way, the site is
 * cached as usual; with certificate errors merely ignored, Chromium would
 * cache nothing and fetch prefetched files a second time.
 * @returns {Promise<{ key: string, cert: string, spki: string }>}
 */
export async function localCertificate() {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const spkiDer = crypto.createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spki: crypto.createHash('sha256').update(spkiDer).digest('base64') };
}

/**
 * @param {{ dir?: string, basePath?: string, tls?: { key: string, cert: string } }} [options]
 *   `dir`: the build to serve; `basePath`: the URL path it is served under
 *   (`/` by default; anything outside it answers a plain 404); `tls`: serve
 *   HTTP/2 over TLS with this key and certificate.
 * @returns {Promise<http.Server | http2.Http2SecureServer>}
 */
export async function createServer({ dir = path.join(siteDir, 'build'), basePath = '/', tls } = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`npm run build\` first.`);
  }
  const headersFile = path.join(dir, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  const files = new Set(listFiles(dir));
  const base = basePath.replace(/\/?$/, '/');

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const handle = (req, res) => {
    if (!(req.url ?? '/').startsWith(base)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const url = `/${(req.url ?? '/').slice(base.length)}`;
    req.url = url;
    const pathname = url.split('?')[0];
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);

    const location = cleanUrlRedirect(url, files);
    if (location) {
      res.writeHead(301, { Location: `${base.slice(0, -1)}${location}` });
      res.end();
      return;
    }
    // A compressed body is sent whole: no byte ranges of it.
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) delete req.headers.range;
    gzip(req, res, () => {
      serveHandler(req, res, {
        public: dir,
        cleanUrls: true,
        trailingSlash: true,
        directoryListing: false,
        etag: true,
      }).catch((error) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  };
  if (!tls) return http.createServer(handle);
  // The compatibility API gives the handler request and response objects
  // shaped like HTTP/1.1's, which serve-handler and compression expect.
  return http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, /** @type {any} */ (handle));
}

/**
 * Serves a build on a free loopback port (or `port`).
 * @param {{ dir?: string, basePath?: string, port?: number, tls?: { key: string, cert: string } }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serve({ port = 0, ...options } = {}) {
  const server = await createServer(options);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      dir: { type: 'string', default: path.join(siteDir, 'build') },
    },
  });
  const server = await createServer({ dir: path.resolve(values.dir) });
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${path.relative(process.cwd(), values.dir) || '.'} at http://${values.host}:${values.port}/`);
  });
}
