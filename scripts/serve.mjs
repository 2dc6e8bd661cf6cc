#!/usr/bin/env node
/**
 * Serves the production build (build/) the way a static host does, for
 * `npm run serve`, the e2e tests and the benchmark:
 *
 * - URLs map to files like `docusaurus serve` (serve-handler): `/x/` →
 *   `x/index.html`, `/x` → 301 to `/x/`, unknown paths → `404.html` with
 *   status 404;
 * - `.html` and `/index` paths redirect to the clean path when no exact file
 *   exists (scripts/clean-url-redirect.mjs);
 * - the response headers of build/_headers (security headers, CSP, caching),
 *   combined like Netlify and Cloudflare Pages do (deploy/headers.mjs);
 * - gzip for text responses when the client accepts it.
 *
 * Usage: node scripts/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { headersFor, parseHeadersFile } from '../deploy/headers.mjs';
import { cleanUrlRedirect } from './clean-url-redirect.mjs';

const require = createRequire(import.meta.url);
const serveHandler = require('serve-handler');

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Types worth compressing (images other than SVG are compressed already). */
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json|wasm|rss\+xml|atom\+xml)|image\/svg\+xml)/;

function listFiles(dir, root = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, root) : [path.relative(root, full).split(path.sep).join('/')];
  });
}


/**
 * Buffers what serve-handler writes and sends it gzip-compressed when the
 * response type is compressible. (Buffering is fine: our largest file is a
 * few MB.) Compressed bodies are cached per path and ETag-like key.
 */
function withGzip(req, res, cache) {
  if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) || req.method === 'HEAD') return res;
  delete req.headers.range;
  const chunks = [];
  let head = null;
  const { writeHead, end } = res;
  res.writeHead = function (status, reason, headers) {
    head = { status, headers: typeof reason === 'object' ? reason : headers };
    return res;
  };
  res.write = function (chunk, encoding) {
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding));
    return true;
  };
  res.end = function (chunk, encoding) {
    if (chunk != null && typeof chunk !== 'function') res.write(chunk, encoding);
    const status = head?.status ?? res.statusCode;
    const headers = { ...(head?.headers ?? {}) };
    const type = String(headers['Content-Type'] ?? res.getHeader('Content-Type') ?? '');
    let body = Buffer.concat(chunks);
    if (compressible.test(type) && body.length > 256 && status !== 206) {
      const key = `${req.url}|${headers['Last-Modified'] ?? ''}|${body.length}`;
      let gz = cache.get(key);
      if (!gz) {
        gz = zlib.gzipSync(body);
        cache.set(key, gz);
      }
      body = gz;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    delete headers['Content-Length'];
    res.removeHeader('Content-Length');
    headers['Content-Length'] = body.length;
    writeHead.call(res, status, headers);
    return end.call(res, body);
  };
  return res;
}

/**
 * @param {{ dir?: string }} [options]
 * @returns {Promise<http.Server>}
 */
export async function createServer({ dir = path.join(siteDir, 'build') } = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run \`npx docusaurus build\` first.`);
  }
  const headersFile = path.join(dir, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  const files = new Set(listFiles(dir));
  const gzipCache = new Map();

  return http.createServer((req, res) => {
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);

    const location = cleanUrlRedirect(url, files);
    if (location) {
      res.writeHead(301, { Location: location });
      res.end();
      return;
    }
    serveHandler(req, withGzip(req, res, gzipCache), {
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
