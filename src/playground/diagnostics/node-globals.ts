/**
 * The few Node globals the lint rules' dependencies read while loading, in
 * the checker worker only: picomatch (the StyleX rules' globs) reads
 * `process.platform` at import, ESLint `process.env` and `process.cwd()`.
 * Imported first by checker.worker.ts, so it runs before them.
 */
const scope = globalThis as { process?: unknown };
scope.process ??= {
  browser: true,
  env: {},
  platform: 'browser',
  version: 'v22.0.0',
  versions: {},
  cwd: () => '/',
};

export {};
