/**
 * Builds one guide as a reader would: a fresh folder, the guide's files, its
 * npm install commands against the registry, its build script. Then serves
 * the result and looks at it in Chromium.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { guideFiles, npmTabCommands, packagesOf, packageName } from './guide-mdx.mjs';

const require = createRequire(import.meta.url);
const babel = require('@babel/core');
const stylexPlugin = require('@stylexjs/babel-plugin');

/**
 * Starts a shell command in its own process group (so a timeout or stop ends
 * everything it started), collecting stdout and stderr together.
 */
function spawnGroup(command, cwd, env) {
  const child = spawn(command, {
    cwd,
    shell: true,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/** Runs a shell command in `cwd`; resolves with its output, rejects with it on failure. */
export function run(command, { cwd, env = {}, timeoutMs = 10 * 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const { child, output } = spawnGroup(command, cwd, env);
    let timedOut = '';
    const timer = setTimeout(() => {
      timedOut = `\n[integration] timed out after ${timeoutMs / 1000}s`;
      killGroup(child);
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output());
      else reject(new Error(`\`${command}\` exited with ${code} in ${cwd}:\n${(output() + timedOut).slice(-6000)}`));
    });
  });
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends a process group and resolves once every process in it is gone: a dev
 * server still flushing its cache (Next.js writes `.next/` on the way out)
 * would otherwise race the removal of the project folder. What ignores
 * SIGTERM for 10 s gets SIGKILL.
 */
async function stopGroup(child) {
  killGroup(child);
  const deadline = Date.now() + 10_000;
  while (groupAlive(child) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(child)) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
    while (groupAlive(child)) await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The env every npm command of the suite gets: one shared cache (set
 * npm_config_cache to choose it), no audit or funding requests, and no
 * telemetry from the frameworks.
 */
export const npmEnv = {
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
  NEXT_TELEMETRY_DISABLED: '1',
  ASTRO_TELEMETRY_DISABLED: '1',
  // The site's own test run sets NODE_ENV=test in places; a reader's shell does not.
  NODE_ENV: '',
  CI: 'true',
};

/** Writes the guide's files into a fresh folder and installs its packages. */
export async function createProject(guide, siteDir) {
  const page = path.join(siteDir, guide.page);
  const files = guideFiles(page);
  const commands = npmTabCommands(page);
  if (!files.has('package.json')) throw new Error(`${guide.page} shows no package.json`);
  if (commands.length === 0) throw new Error(`${guide.page} has no npm install tab`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `stylex-guide-${guide.id}-`));
  const write = (rel, code) => {
    const abs = path.join(dir, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, code);
  };
  // package.json first: the install commands add to it, as they would for a reader.
  write('package.json', files.get('package.json').code);
  const started = Date.now();
  const requested = [];
  for (const command of commands) {
    requested.push(...packagesOf(command).map(packageName));
    await run(command, { cwd: dir, env: npmEnv });
  }
  const installSeconds = (Date.now() - started) / 1000;
  for (const [rel, { code }] of files) if (rel !== 'package.json') write(rel, code);
  const versions = requested.map((name) => {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    const version = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : 'missing';
    return `${name}@${version}`;
  });
  return { dir, files, commands, versions, installSeconds };
}

/** Every file under `dir` (skipping node_modules), relative paths. */
export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return [];
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    return full.includes(`${path.sep}node_modules${path.sep}`) ? [] : [full];
  });
}

/**
 * The atomic class and CSS rule the StyleX 0.19.1 compiler gives one style
 * declaration: what a guide's component must produce once built.
 */
export function expectedRule(property, value) {
  const code = `import * as stylex from '@stylexjs/stylex';\nexport const s = stylex.create({ probe: { ${property}: ${JSON.stringify(value)} } });\n`;
  const out = babel.transformSync(code, {
    filename: path.join(os.tmpdir(), 'probe.js'),
    babelrc: false,
    configFile: false,
    plugins: [[stylexPlugin, { runtimeInjection: false, dev: false }]],
  });
  const [className, { ltr }] = out.metadata.stylex[0];
  const declaration = ltr.slice(ltr.indexOf('{') + 1, ltr.lastIndexOf('}'));
  return { className, declaration };
}

/**
 * True when `css` holds a rule for `.className` (alone, or with StyleX's
 * `:not(#\#)` specificity bump, possibly inside a cascade layer) whose body has
 * the declaration. Whitespace and a trailing semicolon are ignored.
 */
export function cssHasRule(css, { className, declaration }) {
  const flat = css.replace(/\s+/g, '');
  const decl = declaration.replace(/\s+/g, '');
  const re = new RegExp(`\\.${className}(?::not\\(#\\\\#\\))*\\{([^}]*)\\}`, 'g');
  let match;
  while ((match = re.exec(flat)) !== null) {
    if (match[1].split(';').includes(decl)) return true;
  }
  return false;
}

/** A small static file server for a build output folder (index.html for folders). */
export function serveStatic(root, port) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.mjs': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Starts a long-running script (`npm run dev`, `npm start`) and waits for its URL to answer. */
export async function startServer(command, { cwd, url, timeoutMs = 120_000 }) {
  const { child, output } = spawnGroup(command, cwd, npmEnv);
  let exited = false;
  child.on('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`\`${command}\` exited before serving ${url}:\n${output().slice(-4000)}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) {
        return { stop: () => stopGroup(child), output };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  killGroup(child);
  throw new Error(`\`${command}\` did not serve ${url} within ${timeoutMs / 1000}s:\n${output().slice(-4000)}`);
}

let browser;
export async function getBrowser() {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return browser;
}
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/**
 * Opens `url` with every non-loopback request blocked and returns the computed
 * value of `property` on the first element matching `selector`, once the
 * element shows `text`. Page errors are collected and returned too.
 */
export async function computedStyle(url, { selector, text, property, expected, timeoutMs = 20_000 }) {
  const context = await (await getBrowser()).newContext();
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname) ? route.continue() : route.abort();
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    await page.goto(url, { waitUntil: 'load' });
    const element = page.locator(selector).filter({ hasText: text }).first();
    await element.waitFor({ timeout: timeoutMs });
    // Dev servers may add their stylesheet a moment after load: wait for the
    // expected value, then report what is there.
    const deadline = Date.now() + timeoutMs;
    let value;
    do {
      value = await element.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
      if (value === expected) break;
      await page.waitForTimeout(200);
    } while (Date.now() < deadline);
    return { value, errors };
  } finally {
    await context.close();
  }
}
