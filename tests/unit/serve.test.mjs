/**
 * scripts/serve.mjs over HTTP/2 with the certificate the benchmarks make
 * (`localCertificate`): a client that trusts only that certificate gets the
 * pages, their deploy headers and gzip over HTTP/2, and the hash Chromium is
 * told to trust names the key the server presents.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { localCertificate, serve } from '../../scripts/serve.mjs';

const page = `<!doctype html><html><head><title>Home</title></head><body>${'<p>Static prose.</p>'.repeat(40)}</body></html>`;

function fixtureBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-h2-'));
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  fs.writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs', 'index.html'), page);
  fs.writeFileSync(path.join(dir, '_headers'), "/*\n  X-Content-Type-Options: nosniff\n/docs/*\n  Content-Security-Policy: default-src 'self'\n");
  return dir;
}

/** One request on an HTTP/2 session: status, headers and the body as received. */
function get(session, urlPath) {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': urlPath, 'accept-encoding': 'gzip' });
    const chunks = [];
    let headers;
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
  });
}

test('serves a build over HTTP/2 with a certificate for 127.0.0.1, headers and gzip included', async () => {
  const dir = fixtureBuild();
  const tls = await localCertificate();
  const server = await serve({ dir, tls });
  const session = http2.connect(server.url, { ca: tls.cert });
  try {
    assert.match(server.url, /^https:\/\/127\.0\.0\.1:\d+$/);
    const home = await get(session, '/');
    assert.equal(home.headers[':status'], 200);
    assert.equal(home.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(home.body).toString(), page);
    assert.equal(home.headers['x-content-type-options'], 'nosniff');
    assert.equal(home.headers['content-security-policy'], undefined);

    const docs = await get(session, '/docs/');
    assert.equal(docs.headers[':status'], 200);
    assert.equal(docs.headers['content-security-policy'], "default-src 'self'");

    const bare = await get(session, '/docs');
    assert.equal(bare.headers[':status'], 301);
    assert.equal(bare.headers.location, '/docs/');

    assert.equal((await get(session, '/nope/')).headers[':status'], 404);

    const presented = session.socket.getPeerX509Certificate();
    assert.ok(presented.checkIP('127.0.0.1'), 'the certificate names 127.0.0.1');
    const spki = presented.publicKey.export({ type: 'spki', format: 'der' });
    assert.equal(crypto.createHash('sha256').update(spki).digest('base64'), tls.spki);
  } finally {
    session.close();
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
