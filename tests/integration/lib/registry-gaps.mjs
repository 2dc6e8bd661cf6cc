/**
 * Packages that a package on this machine's npm registry depends on but that
 * the registry itself does not serve (it answers 404). npm, pnpm and Bun skip
 * a missing optional dependency; Yarn 1 stops at resolution ("Couldn't find
 * package … on the npm registry"), so a guide's Yarn tab would fail here for a
 * reason no reader on the public registry meets.
 *
 * For Yarn only, the suite points the registry at a loopback proxy. The proxy
 * passes every request on unchanged and answers a 404 for a name listed here
 * with a stand-in restricted to another platform, which Yarn then leaves out
 * as npm does. A listed name the registry serves again is passed through as
 * it is, and the run's log names every stand-in it served.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';

const UPSTREAM = 'https://registry.npmjs.org';

/** name → the version its dependents ask for and the platforms it is for. */
export const REGISTRY_GAPS = {
  // An optional dependency of vite from 8.4.0, for Windows (its name says so).
  'napi-windows-process-start-time': { version: '0.1.0', os: ['win32'] },
};

let proxy;

/** Starts the proxy once per run; resolves to its URL. */
export function registryWithGaps() {
  proxy ??= start();
  return proxy.then((p) => p.url);
}

/** Stand-ins served so far, for the run's log. */
export const standInsServed = new Set();

export async function closeRegistryWithGaps() {
  if (proxy) (await proxy).server.close();
}

async function start() {
  const tarballs = new Map();
  const server = http.createServer(async (req, res) => {
    try {
      const tarball = [...tarballs.values()].find((t) => req.url === t.path);
      if (tarball) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(tarball.bytes);
        return;
      }
      const upstream = await fetch(UPSTREAM + req.url, {
        headers: { accept: req.headers.accept ?? '*/*' },
        redirect: 'follow',
      });
      const name = decodeURIComponent(req.url.slice(1).split('?')[0]);
      if (upstream.status === 404 && REGISTRY_GAPS[name]) {
        standInsServed.add(name);
        const body = JSON.stringify(packument(name, tarballs, url));
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
        return;
      }
      const type = upstream.headers.get('content-type');
      res.writeHead(upstream.status, type ? { 'content-type': type } : {});
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      res.writeHead(502).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { server, url };
}

/** A packument for the stand-in, with a packed tarball of just its package.json. */
function packument(name, tarballs, registryUrl) {
  const { version, os: platforms } = REGISTRY_GAPS[name];
  if (!tarballs.has(name)) tarballs.set(name, pack(name, version, platforms));
  const { bytes, path: tarballPath } = tarballs.get(name);
  const manifest = {
    name,
    version,
    os: platforms,
    description: 'Stand-in for a package this registry does not serve',
    dist: {
      tarball: new URL(tarballPath.slice(1), registryUrl).href,
      shasum: crypto.createHash('sha1').update(bytes).digest('hex'),
      integrity: `sha512-${crypto.createHash('sha512').update(bytes).digest('base64')}`,
    },
  };
  return { name, 'dist-tags': { latest: version }, versions: { [version]: manifest } };
}

function pack(name, version, platforms) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-gap-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version, os: platforms }));
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^npm_/.test(key)) delete env[key];
  const file = execFileSync('npm', ['pack', '--silent'], { cwd: dir, env, encoding: 'utf8' }).trim();
  const bytes = fs.readFileSync(path.join(dir, file));
  fs.rmSync(dir, { recursive: true, force: true });
  return { bytes, path: `/-/stand-in/${file}` };
}
