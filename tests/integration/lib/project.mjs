/**
 * Builds one guide as a reader would: a fresh folder, then the guide's steps
 * in page order (the chosen package manager's tab of each command block, each
 * file where the page shows it), in a reader's clean shell environment. Then
 * serves the result and looks at it in Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { guideSteps, packagesOf, packageName, savesExact } from './guide-mdx.mjs';
import { readerEnv } from './managers.mjs';
import { createServer } from '../../../scripts/serve.mjs';
import { disabledFeaturesSwitch } from '../../lib/chromium-features.mjs';
import { isLoopbackHost } from '../../lib/loopback.mjs';
import { waitUntil } from '../../lib/wait.mjs';

const require = createRequire(import.meta.url);
const babel = require('@babel/core');
const stylexPlugin = require('@stylexjs/babel-plugin');

/**
 * Starts a shell command in its own process group (so a timeout or stop ends
 * everything it started), collecting stdout and stderr together.
 */
function spawnGroup(command, cwd, env = readerEnv()) {
  const child = spawn(command, {
    cwd,
    shell: true,
    detached: true,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/**
 * Runs a shell command in `cwd` with a reader's environment (`env`, by
 * default `readerEnv()`); resolves with its output, rejects with it on failure.
 */
export function run(command, { cwd, env, timeoutMs = 10 * 60_000 } = {}) {
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
 * SIGTERM for 10 s gets SIGKILL. Resolves with `{ killed }`: whether it had to.
 */
async function stopGroup(child) {
  killGroup(child);
  const gone = () => !groupAlive(child);
  if (await waitUntil(gone, { timeoutMs: 10_000, intervalMs: 100 })) return { killed: false };
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // gone meanwhile
  }
  await waitUntil(gone, { intervalMs: 100 });
  return { killed: true };
}

/**
 * Follows the guide's steps in page order in a fresh folder: the `manager`
 * tab of every command block (a page without that tab fails), every file
 * written when the page shows it, so a file shown whole after an install
 * replaces what the install recorded, as it would for a reader. `onStep` is
 * told each command block's name (the scaffolder's, or `install`) and time.
 */
export async function createProject(guide, siteDir, manager, { onStep = () => {}, env } = {}) {
  const page = path.join(siteDir, guide.page);
  const steps = guideSteps(page);
  if (!steps.some((s) => s.kind === 'commands')) throw new Error(`${guide.page} has no package-manager tabs`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `stylex-guide-${guide.id}-${manager}-`));
  // A scaffolder makes the project in a folder of its own, which the page
  // then enters with `cd`: later files and commands go there.
  let dir = root;
  const requested = [];
  const exact = new Set();
  const installOutput = [];
  let installSeconds = 0;
  for (const step of steps) {
    if (step.kind === 'file') {
      const abs = path.join(dir, step.path);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, step.code);
      continue;
    }
    const commands = step.byManager[manager];
    if (!commands) throw new Error(`${guide.page}:${step.line} has no ${manager} tab`);
    const started = Date.now();
    for (const command of commands) {
      const cd = /^cd\s+(\S+)$/.exec(command);
      if (cd) {
        dir = path.resolve(dir, cd[1]);
        if (!dir.startsWith(root) || !fs.existsSync(dir)) throw new Error(`${guide.page}:${step.line}: \`${command}\`: no such folder`);
        continue;
      }
      const names = packagesOf(command).map(packageName);
      requested.push(...names);
      if (savesExact(command)) names.forEach((name) => exact.add(name));
      installOutput.push(await run(command, { cwd: dir, env }));
    }
    const seconds = (Date.now() - started) / 1000;
    installSeconds += seconds;
    onStep(commands.map(scaffolderOf).find(Boolean) ?? 'install', seconds);
  }
  // What the install steps asked for, then what a scaffolder listed.
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const listed = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const versions = [...new Set([...requested, ...listed])].map((name) => {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    const version = fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : 'missing';
    return `${name}@${version}`;
  });
  return { root, dir, steps, requested, exact, versions, installSeconds, installOutput: installOutput.join('\n') };
}

/**
 * The scaffolder a command runs, named as its package is (`create-vite`,
 * `create-next-app`, `sv create`), or undefined for any other command.
 */
export function scaffolderOf(command) {
  const words = command.split(/\s+/).filter((word) => !word.startsWith('-'));
  // `npx pkg`, `bunx pkg`, `pnpm dlx pkg`: the package run is the next word.
  const runs = ['npx', 'bunx'].includes(words[0]) ? 1 : words[1] === 'dlx' ? 2 : 0;
  if (runs) {
    const name = packageName(words[runs]);
    return words[runs + 1] === 'create' ? `${name} create` : name.startsWith('create-') ? name : undefined;
  }
  const create = words.indexOf('create');
  return create > 0 && words[create + 1] ? `create-${packageName(words[create + 1])}` : undefined;
}

/** Every file under `dir` (skipping node_modules), as absolute paths. */
export function listFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    // Not there (yet), or a watch build removed part of it while it was read.
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
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

/**
 * Serves a guide's build output on `port` with the project's one static
 * server (scripts/serve.mjs: `/x/` → `x/index.html`, gzip, `_headers` when
 * the build has one). Resolves with the listening `http.Server`.
 */
export async function serveStatic(root, port) {
  const server = await createServer({ dir: root });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Starts a long-running script (`npm run dev`, `npm start`, a watch script)
 * and waits until `ready()` is true (by default: `url` answers).
 */
export async function startServer(command, { cwd, env, url, ready, timeoutMs = 120_000 }) {
  const { child, output } = spawnGroup(command, cwd, env);
  let exited = false;
  child.on('exit', () => (exited = true));
  const isReady =
    ready ??
    (async () => {
      try {
        return (await fetch(url)).status < 500;
      } catch {
        return false; // not listening yet
      }
    });
  const up = await waitUntil(async () => exited || (await isReady()), { timeoutMs });
  if (exited) throw new Error(`\`${command}\` exited before it was ready:\n${output().slice(-4000)}`);
  if (up) return { stop: () => stopGroup(child), output };
  await stopGroup(child);
  throw new Error(`\`${command}\` was not ready within ${timeoutMs / 1000}s:\n${output().slice(-4000)}`);
}

// One browser for the run, launched once even when two guides ask at once.
let browser;
export function getBrowser() {
  browser ??= chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', disabledFeaturesSwitch],
  });
  return browser;
}
export async function closeBrowser() {
  await (await browser)?.close();
  browser = undefined;
}

/**
 * Opens `url` with every non-loopback request blocked and, once the first
 * element matching `selector` shows `text`, returns the computed values of
 * the properties in `expected` (waiting for them: dev servers may add their
 * stylesheet a moment after load), then the same for `hovered` with the
 * pointer over the element. Page errors are collected and returned too.
 */
export async function computedStyle(url, { selector, text, expected, hovered = {}, timeoutMs = 20_000 }) {
  const context = await (await getBrowser()).newContext();
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return isLoopbackHost(hostname) ? route.continue() : route.abort();
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    await page.goto(url, { waitUntil: 'load' });
    const element = page.locator(selector).filter({ hasText: text }).first();
    await element.waitFor({ timeout: timeoutMs }).catch((error) => {
      // What the page threw is why it shows nothing: say it first.
      throw new Error(`${url}: no ${selector} showing "${text}" (${errors.join('; ') || 'no page error'}): ${error.message}`);
    });
    const read = async (wanted) => {
      let values;
      await waitUntil(
        async () => {
          values = await element.evaluate(
            (el, names) => Object.fromEntries(names.map((p) => [p, getComputedStyle(el).getPropertyValue(p)])),
            Object.keys(wanted),
          );
          return Object.keys(wanted).every((p) => values[p] === wanted[p]);
        },
        { timeoutMs, intervalMs: 200 },
      );
      return values;
    };
    const values = await read(expected);
    await page.mouse.move(0, 0);
    await element.hover();
    return { values, hoveredValues: await read(hovered), errors };
  } finally {
    await context.close();
  }
}
