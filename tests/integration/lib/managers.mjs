/**
 * The package managers a reader may pick in a guide's tabs, and the shell a
 * reader runs them in. npm comes with Node.js; pnpm, Yarn and Bun are
 * installed from the npm registry into one tools folder per run (Bun's npm
 * package carries the runtime in `@oven/bun-<platform>`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** What the suite installs for each manager other than npm. */
const TOOL_PACKAGES = { pnpm: 'pnpm', yarn: 'yarn@1', bun: 'bun' };

const toolsDir = path.join(os.tmpdir(), 'stylex-guide-tools');
let toolsReady = false;

/**
 * The environment of a reader's fresh shell: the machine's own variables,
 * without what the test run adds (`npm run` puts npm_* variables in, Node's
 * test runner NODE_TEST_CONTEXT, the site's scripts NODE_ENV and TEST_PAGES,
 * the suite's own options) and without CI, which frameworks and package
 * managers read. The tools folder goes first on PATH, and before it the
 * Node.js of `nodeMajor` when a guide needs a newer one (`ensureNode`).
 */
export function readerEnv({ nodeMajor } = {}) {
  const env = {};
  const dropped =
    /^(npm_|NODE_ENV$|BABEL_ENV$|NODE_TEST_CONTEXT$|NODE_OPTIONS$|INIT_CWD$|CI$|TEST_PAGES$|GUIDES$|MANAGERS$|KEEP_PROJECTS$|[A-Z]+_PORT$|COREPACK_|PNPM_|YARN_|BUN_)/;
  for (const [key, value] of Object.entries(process.env)) if (!dropped.test(key)) env[key] = value;
  // npm's shared cache stays where the machine has it (or where npm_config_cache says).
  if (process.env.npm_config_cache) env.npm_config_cache = process.env.npm_config_cache;
  env.PATH = `${path.join(toolsDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`;
  if (nodeMajor) env.PATH = `${ensureNode(nodeMajor)}${path.delimiter}${env.PATH}`;
  return env;
}

/**
 * A Node.js of this major version, for a guide whose packages need a newer
 * one than the suite runs on: the binary that the registry's
 * `node-<platform>-<arch>` package ships (what the `node` package installs),
 * installed once per run. Returns the folder to put first on PATH; npm and
 * every script then run on that Node.js, as on a reader's machine that has it.
 */
export function ensureNode(major) {
  if (Number(process.versions.node.split('.')[0]) >= major) return path.dirname(process.execPath);
  const dir = path.join(toolsDir, `node${major}`);
  const bin = path.join(dir, 'node_modules', '.bin');
  if (!fs.existsSync(path.join(bin, 'node'))) {
    fs.mkdirSync(dir, { recursive: true });
    const env = { ...process.env };
    for (const key of Object.keys(env)) if (/^npm_/.test(key)) delete env[key];
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', `node-${process.platform}-${process.arch}@${major}`], {
      stdio: 'ignore',
      env,
    });
  }
  return bin;
}

/** Installs pnpm, Yarn and Bun once per run; returns their versions. */
export function ensureTools() {
  if (!toolsReady) {
    fs.mkdirSync(toolsDir, { recursive: true });
    execFileSync('npm', ['install', '--prefix', toolsDir, '--no-save', ...Object.values(TOOL_PACKAGES)], {
      stdio: 'ignore',
      env: readerEnv(),
    });
    toolsReady = true;
  }
  return versionOf;
}

/** The version a manager or tool reports (`npm --version`, …), on PATH in `env`. */
export function versionOf(manager, env = readerEnv()) {
  return execFileSync(manager, ['--version'], { env, encoding: 'utf8' }).trim();
}

/**
 * The command a reader types to run a package.json script with `args`
 * (npm needs `--` before them; the others pass them on as they are).
 */
export function scriptCommand(manager, script, args = '') {
  if (manager === 'npm') return `npm run ${script}${args ? ` -- ${args}` : ''}`;
  return `${manager} run ${script}${args ? ` ${args}` : ''}`;
}

/**
 * Removes the lines a package manager prints around a script's own output
 * (`> my-app@1.0.0 lint`, `$ eslint .`, `yarn run v1.22.22`, `Done in 1.2s.`),
 * leaving what the script itself printed.
 */
export function scriptOutput(output) {
  return output
    .split('\n')
    .filter((line) => !/^(> |\$ |yarn run v|Done in [\d.]+m?s\.)/.test(line.trim()) && line.trim() !== '')
    .join('\n');
}
