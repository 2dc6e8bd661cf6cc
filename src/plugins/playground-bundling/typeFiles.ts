import fs from 'fs';
import path from 'path';

/**
 * The declaration files the playground's type checker needs, read from
 * node_modules at build time: TypeScript's standard library (ES2022 and the
 * DOM, with every lib they reference), React's types (with csstype, which
 * they import) and StyleX's. Keys are the paths the checker's virtual file
 * system serves them at: `/lib.*.d.ts` and `/node_modules/<package>/…`, so
 * TypeScript resolves `react` and `@stylexjs/stylex` as in a real project.
 */

/** The libraries of the checker's `lib` option (TypeScript's `lib.<name>.d.ts`). */
export const PLAYGROUND_LIBS = ['es2022', 'dom', 'dom.iterable'];

/** Packages whose declarations (and package.json, for their `exports`) are served. */
const TYPE_PACKAGES: { name: string; include: RegExp }[] = [
  { name: '@types/react', include: /^(index|global|jsx-runtime|jsx-dev-runtime)\.d\.ts$/ },
  { name: '@types/react-dom', include: /^(index|client)\.d\.ts$/ },
  { name: 'csstype', include: /^index\.d\.ts$/ },
  // The `types` condition of its `exports` points at lib/es.
  { name: '@stylexjs/stylex', include: /^lib\/es\/.*\.d\.ts$/ },
];


function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(path.join(dir, entry.name), relative);
    return [relative];
  });
}

/** `siteDir`: the folder whose node_modules holds the packages. */
export function collectTypeFiles(siteDir: string): Record<string, string> {
  const packageDir = (name: string) => path.join(siteDir, 'node_modules', name);
  const files: Record<string, string> = {};
  const libDir = path.join(packageDir('typescript'), 'lib');
  const pending = [...PLAYGROUND_LIBS];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const lib = pending.pop()!;
    if (seen.has(lib)) continue;
    seen.add(lib);
    const text = fs.readFileSync(path.join(libDir, `lib.${lib}.d.ts`), 'utf8');
    files[`/lib.${lib}.d.ts`] = text;
    for (const match of text.matchAll(/^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/gm)) pending.push(match[1].toLowerCase());
  }
  for (const { name, include } of TYPE_PACKAGES) {
    const dir = packageDir(name);
    files[`/node_modules/${name}/package.json`] = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
    for (const file of listFiles(dir).filter((relative) => include.test(relative))) {
      files[`/node_modules/${name}/${file}`] = fs.readFileSync(path.join(dir, file), 'utf8');
    }
  }
  return files;
}
