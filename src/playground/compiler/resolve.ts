/**
 * Import resolution over the playground's in-memory files. The compiler (for
 * StyleX's cross-file variables) and the preview's module loader share it, so
 * an import resolves to the same file in both places.
 */

/** Extensions tried, in order, for an import written without one. */
export const SOURCE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'] as const;

/** `tokens.stylex.ts`, `Button.tsx`: a file name the playground accepts. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]*\.(tsx|ts|jsx|js)$/;

function normalize(path: string): string {
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/**
 * Resolves `importPath` written in file `from` to one of `names`, or returns
 * null for bare specifiers (packages) and files that do not exist.
 */
export function resolveImport(
  importPath: string,
  from: string,
  names: ReadonlySet<string>,
): string | null {
  if (!importPath.startsWith('./') && !importPath.startsWith('../')) return null;
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  const base = normalize(`${dir}/${importPath}`);
  if (names.has(base)) return base;
  for (const ext of SOURCE_EXTENSIONS) {
    if (names.has(base + ext)) return base + ext;
  }
  // TypeScript's ESM convention: `./tokens.stylex.js` names tokens.stylex.ts.
  const js = /\.(js|jsx)$/.exec(base);
  if (js) {
    const stem = base.slice(0, -js[0].length);
    for (const ext of js[1] === 'js' ? ['.ts', '.tsx'] : ['.tsx']) {
      if (names.has(stem + ext)) return stem + ext;
    }
  }
  return null;
}

/** The file the preview renders: App.tsx (or .jsx/.ts/.js), else the first component file. */
export function findEntry(names: readonly string[]): string | null {
  for (const ext of SOURCE_EXTENSIONS) {
    if (names.includes(`App${ext}`)) return `App${ext}`;
  }
  return names.find((name) => /\.(tsx|jsx)$/.test(name)) ?? names[0] ?? null;
}
