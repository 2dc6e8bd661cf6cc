/**
 * The one way Node tests load the site's TypeScript modules: `loadTs(file)`
 * transpiles a .ts/.tsx file of the site to CommonJS with TypeScript (types
 * stripped, nothing checked: `npm run typecheck` does that) and runs it,
 * resolving its relative imports the same way, extension-less ones included.
 * Packages come from node_modules through Node's own `require`. Modules are
 * cached, like Node's, so a module loaded twice is one instance.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const compilerOptions = {
  module: ts.ModuleKind.CommonJS,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
};

const cache = new Map();

function resolveRelative(specifier, from) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return found;
}

/**
 * @param {string} file absolute path of a .ts or .tsx module
 * @returns {any} its exports
 */
export function loadTs(file) {
  const cached = cache.get(file);
  if (cached) return cached.exports;
  const module = { exports: {} };
  cache.set(file, module);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), { fileName: file, compilerOptions });
  const localRequire = (specifier) => {
    if (!specifier.startsWith('.')) return createRequire(file)(specifier);
    const target = resolveRelative(specifier, file);
    return /\.tsx?$/.test(target) ? loadTs(target) : createRequire(file)(target);
  };
  new Function('require', 'module', 'exports', '__filename', '__dirname', outputText)(
    localRequire,
    module,
    module.exports,
    file,
    path.dirname(file),
  );
  return module.exports;
}
