import fs from 'fs';
import { createRequire } from 'module';
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
const PLAYGROUND_LIBS = ['es2022', 'dom', 'dom.iterable'];

type Manifest = { exports?: { '.'?: { types?: string } } };

/** Declaration files in the folder of the package's `types` export (and below). */
const besideTypesExport = (relative: string, manifest: Manifest) => {
  const folder = path.posix.dirname(path.posix.normalize(manifest.exports?.['.']?.types ?? 'index.d.ts'));
  return relative.endsWith('.d.ts') && (folder === '.' || relative.startsWith(`${folder}/`));
};

/** Packages whose declarations (and package.json, for their `exports`) are served. */
const TYPE_PACKAGES: { name: string; include: RegExp | typeof besideTypesExport }[] = [
  { name: '@types/react', include: /^(index|global|jsx-runtime|jsx-dev-runtime)\.d\.ts$/ },
  { name: '@types/react-dom', include: /^(index|client)\.d\.ts$/ },
  { name: 'csstype', include: /^index\.d\.ts$/ },
  { name: '@stylexjs/stylex', include: besideTypesExport },
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
  // The standard library's files sit beside TypeScript's main module.
  const libDir = path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('typescript'));
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
    const manifest = fs.readFileSync(path.join(dir, 'package.json'), 'utf8');
    files[`/node_modules/${name}/package.json`] = manifest;
    const wanted = (relative: string) =>
      include instanceof RegExp ? include.test(relative) : include(relative, JSON.parse(manifest) as Manifest);
    for (const file of listFiles(dir).filter(wanted)) {
      files[`/node_modules/${name}/${file}`] = fs.readFileSync(path.join(dir, file), 'utf8');
    }
  }
  return files;
}
