// @babel/standalone ships no types; this is the small part the playground uses.
declare module '@babel/standalone' {
  export type BabelFileResult = {
    code?: string | null;
    metadata?: { stylex?: unknown[] } & Record<string, unknown>;
  };
  export function transform(code: string, options: Record<string, unknown>): BabelFileResult;
  // The Babel packages bundled in standalone (types, traverse…), used by
  // @stylexjs/babel-plugin's browser build.
  export const packages: Record<string, unknown>;
}
