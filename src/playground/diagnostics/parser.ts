import ts from 'typescript';
import { astConverter } from '@typescript-eslint/typescript-estree/use-at-your-own-risk';
import { analyze } from '@typescript-eslint/scope-manager';
import { visitorKeys } from '@typescript-eslint/visitor-keys';

/**
 * The lint parser of the playground: TypeScript parses the file and
 * typescript-eslint's converter turns it into the ESTree (tokens and comments
 * included) and scopes ESLint rules walk. It is what
 * `@typescript-eslint/parser` does for a file outside any tsconfig, without
 * that package's project-loading code, which reads the disk and cannot run in
 * a worker; and it reuses the TypeScript the type checker has already loaded.
 */

function scriptKind(filePath: string): ts.ScriptKind {
  if (filePath.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (filePath.endsWith('.ts')) return ts.ScriptKind.TS;
  if (filePath.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

const parseSettings = {
  allowInvalidAST: false,
  comment: true,
  errorOnUnknownASTType: false,
  loc: true,
  range: true,
  suppressDeprecatedPropertyWarnings: true,
  tokens: true,
};

export const playgroundParser = {
  meta: { name: 'stylex-playground-parser' },
  parseForESLint(code: string, options?: { filePath?: string }) {
    const filePath = options?.filePath ?? 'file.tsx';
    const sourceFile = ts.createSourceFile(filePath, code, ts.ScriptTarget.Latest, true, scriptKind(filePath));
    // Throws a located error on a syntax error: ESLint reports it as a parsing error.
    const { estree } = astConverter(sourceFile, parseSettings as unknown as Parameters<typeof astConverter>[1], false);
    // `jsxPragma: null`: the automatic JSX runtime, so JSX does not count as a use of `React`.
    const scopeManager = analyze(estree, { sourceType: 'module', jsxPragma: null, lib: ['es2022', 'dom'] });
    return { ast: estree, scopeManager, visitorKeys, services: {} };
  },
};
