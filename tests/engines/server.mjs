#!/usr/bin/env node
/**
 * The two servers of the Firefox and WebKit stage (playwright.engines.config.ts
 * starts this file):
 *
 * - `--port`: the production build, served by scripts/serve.mjs exactly as
 *   for the Chromium suite (same headers and CSP), with one addition: every
 *   HTML page gets `<script src="/__engines/health.js">` as the first element
 *   of its <head>. WebDriver classic (WebKit) cannot run a script before the
 *   page's own, and this is how both engines watch a page from its very
 *   start (see ./health.js). It is a same-origin file, so the page's CSP
 *   treats it like any of the site's scripts.
 *   A test can hold back the answers for URLs containing a string, as a slow
 *   network would: `PUT /__engines/slow/<engine>?match=…&ms=…`, `DELETE` to
 *   stop. Only that engine's requests (told apart by their User-Agent) are
 *   held: both stages run at once, and one's test must not end or start the
 *   other's hold.
 * - `--port + 1` (Firefox) and `--port + 2` (WebKit): the browsers' HTTP(S)
 *   proxies. They pass loopback traffic through and refuse everything else,
 *   recording the host; the tests read and reset each engine's list at
 *   `/__engines/blocked/<engine>` on the site port.
 *
 *   node tests/engines/server.mjs --port 3110
 */
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer as createSiteServer } from '../../scripts/serve.mjs';
import { isLoopbackHost } from '../lib/loopback.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.ENGINES_PORT ?? '3110' },
    dir: { type: 'string', default: path.join(here, '../../build') },
  },
});
const port = Number(values.port);
const healthScript = fs.readFileSync(path.join(here, 'health.js'));

/** Non-loopback hosts each browser tried to reach, in order. */
const engines = ['firefox', 'webkit'];
const blocked = Object.fromEntries(engines.map((engine) => [engine, []]));

const site = await createSiteServer({ dir: path.resolve(values.dir) });
await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
const sitePort = site.address().port;

/** Forwards a request to a loopback server, optionally rewriting HTML. */
function forward(req, res, target, { inject = false } = {}) {
  const headers = { ...req.headers };
  // Uncompressed, so the HTML can be edited; the browser gets it plain.
  if (inject) delete headers['accept-encoding'];
  const upstream = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: target.path, headers },
    (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!inject || !type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head([^>]*)>/i, '<head$1><script src="/__engines/health.js"></script>');
        const body = Buffer.from(html);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': body.length });
        res.end(body);
      });
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502);
    res.end(String(error));
  });
  req.pipe(upstream);
}

/** Answers held back, per engine, set by a test (see above). */
const slow = Object.fromEntries(engines.map((engine) => [engine, null]));

/** The engine that made a request, by its User-Agent (WebKit's names no Chrome or Firefox). */
function engineOf(req) {
  const agent = String(req.headers['user-agent'] ?? '');
  if (/\bFirefox\//.test(agent)) return 'firefox';
  if (/\bAppleWebKit\//.test(agent) && !/\bChrom(e|ium)\//.test(agent)) return 'webkit';
  return null;
}

const front = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const slowFor = /^\/__engines\/slow\/(\w+)(?:\?|$)/.exec(url)?.[1];
  if (slowFor && slowFor in slow) {
    const params = new URL(url, 'http://localhost').searchParams;
    slow[slowFor] = req.method === 'DELETE' ? null : { match: params.get('match') ?? '', ms: Number(params.get('ms') ?? 0) };
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
    return;
  }
  if (url === '/__engines/health.js') {
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    res.end(healthScript);
    return;
  }
  const list = /^\/__engines\/blocked\/(\w+)$/.exec(url)?.[1];
  if (list && blocked[list]) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(blocked[list]));
    if (req.method === 'DELETE') blocked[list] = [];
    return;
  }
  if (url === '/__engines/blank') {
    // A same-origin page without scripts, where a test can clear the storage.
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end('<!doctype html><title>blank</title>');
    return;
  }
  const send = () => forward(req, res, { hostname: '127.0.0.1', port: sitePort, path: url }, { inject: true });
  const hold = slow[engineOf(req)];
  if (hold?.match && url.includes(hold.match)) setTimeout(send, hold.ms);
  else send();
});

function blockingProxy(engine) {
  const proxy = http.createServer((req, res) => {
    let target;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400);
      res.end();
      return;
    }
    if (isLoopbackHost(target.hostname)) {
      forward(req, res, { hostname: target.hostname, port: target.port || 80, path: target.pathname + target.search });
      return;
    }
    blocked[engine].push(target.host);
    // An empty icon, or the browser would ask the blocked host for
    // /favicon.ico after the test had read the list.
    res.writeHead(403, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><link rel="icon" href="data:,"><title>Blocked</title><p>Blocked: the browser tests run offline.');
  });
  // HTTPS (and WebSocket over TLS) arrive as CONNECT host:port.
  proxy.on('connect', (req, socket) => {
    const [host, targetPort] = (req.url ?? '').split(/:(?=\d+$)/);
    if (isLoopbackHost(host)) {
      const address = host === 'localhost' ? '127.0.0.1' : host.replace(/^\[|\]$/g, '');
      const upstream = net.connect(Number(targetPort), address, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      return;
    }
    blocked[engine].push(host);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  return proxy;
}

front.listen(port, '127.0.0.1');
engines.forEach((engine, index) => blockingProxy(engine).listen(port + 1 + index, '127.0.0.1'));
console.log(`Engines: site at http://127.0.0.1:${port}/, blocking proxies at ports ${port + 1} (Firefox) and ${port + 2} (WebKit)`);
