import { format } from 'prettier/standalone';
import * as babel from 'prettier/plugins/babel';
import * as estree from 'prettier/plugins/estree';
import * as typescript from 'prettier/plugins/typescript';

/**
 * Prettier for the Format button, loaded when it is first clicked: its
 * browser build with the parsers of the playground's file types (TypeScript
 * for .ts/.tsx, Babel for .js/.jsx) and the printer they share.
 */
export async function formatCode(name: string, code: string): Promise<string> {
  return format(code, {
    filepath: name,
    parser: /\.tsx?$/.test(name) ? 'typescript' : 'babel',
    plugins: [babel, estree, typescript],
    singleQuote: true,
    printWidth: 100,
  });
}

/** Prettier's syntax errors carry the place (1-based line and column) and a code frame. */
export function formatErrorMessage(name: string, error: unknown): string {
  const located = error as { loc?: { start?: { line: number; column: number } }; message?: string };
  const headline = String(located.message ?? error).split('\n')[0].replace(/\s*\(\d+:\d+\)$/, '');
  const at = located.loc?.start ? `:${located.loc.start.line}:${located.loc.start.column}` : '';
  return `Could not format ${name}${at}: ${headline}`;
}
