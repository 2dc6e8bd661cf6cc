import ts from 'typescript';
import { createSystem, createVirtualTypeScriptEnvironment, type VirtualTypeScriptEnvironment } from '@typescript/vfs';
import { Linter } from 'eslint/universal';
import { rules as stylexRules } from '@stylexjs/eslint-plugin';
import type { PlaygroundFile } from '../compiler/types';
import { fromLint, fromTypeScript, sortProblems, type LintMessage } from './map';
import { playgroundParser } from './parser';
import type { Problem } from './types';

/**
 * The playground's checks, for the checker worker (checker.worker.ts) and
 * for Node tests: TypeScript's language service over the playground's files
 * (strict, the automatic JSX runtime, StyleX's and React's declarations from
 * `typeFiles`), and ESLint with the StyleX rules.
 */

/** `lib.es2022.d.ts` and the DOM: what TypeScript gets as `lib` (see typeFiles.ts of the bundling plugin). */
const LIB = ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];

export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: LIB,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  allowJs: true,
  allowImportingTsExtensions: true,
  isolatedModules: true,
  esModuleInterop: true,
  skipLibCheck: true,
  noEmit: true,
  // Only what the files import: no scan of /node_modules/@types.
  types: [],
};

/** The StyleX rules and how loud each is. */
export const LINT_RULES = {
  '@stylexjs/valid-styles': 'error',
  '@stylexjs/valid-shorthands': 'error',
  '@stylexjs/no-unused': 'error',
  '@stylexjs/no-legacy-contextual-styles': 'error',
  '@stylexjs/sort-keys': 'warn',
} as const;

type Rule = { meta?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The StyleX rules without their option schemas. ESLint validates options
 * with Ajv, which compiles each schema with `new Function`, and the site's
 * Content-Security-Policy forbids that in workers; the rules run with their
 * defaults, so there is nothing to validate.
 */
function withoutSchemas(rules: Record<string, unknown>): Record<string, Rule> {
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => {
      const own = rule as Rule;
      return [name, { ...own, meta: { ...own.meta, schema: false } }];
    }),
  );
}

const path = (name: string) => `/${name}`;

export type Checker = {
  check(files: readonly PlaygroundFile[]): Problem[];
};

export function createChecker(typeFiles: Record<string, string>): Checker {
  const linter = new Linter({ cwd: '/' });
  const lintConfig = [
    {
      files: ['**/*.{js,jsx,ts,tsx}'],
      languageOptions: {
        parser: playgroundParser,
        ecmaVersion: 'latest' as const,
        sourceType: 'module' as const,
      },
      plugins: { '@stylexjs': { rules: withoutSchemas(stylexRules) } },
      rules: LINT_RULES,
    },
  ] as unknown as Linter.Config[];

  // A file's lint messages depend on its text only: kept until it changes.
  const lintCache = new Map<string, { code: string; problems: Problem[] }>();
  const lint = (file: PlaygroundFile): Problem[] => {
    const cached = lintCache.get(file.name);
    if (cached?.code === file.code) return cached.problems;
    const messages = linter.verify(file.code, lintConfig, { filename: path(file.name) }) as LintMessage[];
    const problems = messages.map((m) => fromLint(file.name, file.code, m));
    lintCache.set(file.name, { code: file.code, problems });
    return problems;
  };

  let env: VirtualTypeScriptEnvironment | null = null;
  let known = new Map<string, string>();

  const sync = (files: readonly PlaygroundFile[]) => {
    if (!env) {
      const fsMap = new Map(Object.entries(typeFiles));
      for (const file of files) fsMap.set(path(file.name), file.code);
      env = createVirtualTypeScriptEnvironment(createSystem(fsMap), files.map((file) => path(file.name)), ts, compilerOptions);
      known = new Map(files.map((file) => [file.name, file.code]));
      return env;
    }
    const next = new Map(files.map((file) => [file.name, file.code]));
    for (const name of known.keys()) if (!next.has(name)) env.deleteFile(path(name));
    for (const [name, code] of next) {
      if (!known.has(name)) env.createFile(path(name), code);
      else if (known.get(name) !== code) env.updateFile(path(name), code);
    }
    known = next;
    return env;
  };

  return {
    check(files) {
      const service = sync(files).languageService;
      const problems: Problem[] = [];
      for (const file of files) {
        const name = path(file.name);
        const typeErrors = [...service.getSyntacticDiagnostics(name), ...service.getSemanticDiagnostics(name)];
        for (const d of typeErrors) {
          const problem = fromTypeScript(file.name, file.code, d);
          if (problem) problems.push(problem);
        }
        problems.push(...lint(file));
      }
      return sortProblems(problems);
    },
  };
}
