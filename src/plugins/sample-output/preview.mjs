/**
 * Which StyleX samples of a page get a Preview tab (src/components/SampleOutput):
 * a sample whose file defines a React component, rendered in the browser with
 * the page's other blocks it imports (tokens, themes), placed as the sample
 * tests place them (./code-samples.mjs). Every other sample gets a one-line
 * reason, which `check-samples` prints and the sample tests count.
 *
 * Fence markers: `preview` asks for the tab even where the heuristics say no
 * (the sample must still compile and have a component), `no-preview` leaves it
 * off (a component that cannot render without its props).
 */
import path from 'node:path';

/** What the preview frame provides besides the page's own files (src/playground/preview/sandbox/loader.ts). */
const PROVIDED = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@stylexjs/stylex']);
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];
const IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const DEFAULT_EXPORT = /^\s*export\s+default\s/m;
/** `export function Button`, `export const Card =`: a capitalised name, as a component is. */
const NAMED_COMPONENT = /^\s*export\s+(?:async\s+)?(?:function\s*\*?\s*|(?:const|let|var)\s+)([A-Z]\w*)/gm;

/** The specifiers a module imports or re-exports, type-only ones left out. */
function importsOf(code) {
  return [...code.matchAll(IMPORT)].filter((m) => !/^\s*(?:import|export)\s+type\s/.test(m[0].replace(/^[;\n]/, ''))).map((m) => m[1]);
}

/** The page's block a relative import names, with the extensions the compiler tries. */
function resolve(specifier, from, byPath) {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx)$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => stem + ext)]) {
    if (byPath.has(candidate)) return byPath.get(candidate);
  }
  return undefined;
}

/**
 * For each of a page's compiled results (compilePage's, in order): what its
 * preview renders (`entry` and the page's files it needs, by virtual path) or
 * the reason it has none.
 * @returns {({ entry: string, files: string[] } | { reason: string })[]}
 */
export function previewPlans(results) {
  const byPath = new Map(results.map((result) => [result.block.virtualPath, result]));
  return results.map((result) => plan(result, byPath));
}

function plan(result, byPath) {
  const { block } = result;
  const { markers } = block.fence;
  if (markers['no-preview']) return { reason: 'opted out (no-preview)' };
  if (result.status !== 'compiled') return { reason: 'does not compile on its own (a fragment, old syntax or an expected error)' };
  // The preview compiles with the site's options; this sample's tabs show others.
  if (markers['compiled-with']) return { reason: 'compiled with other compiler options (compiled-with)' };
  if (/\.stylex\.[jt]sx?$/.test(block.virtualPath)) return { reason: 'a tokens or themes file' };
  if (!markers.preview) {
    const named = new Set([...block.code.matchAll(NAMED_COMPONENT)].map((m) => m[1]));
    if (!DEFAULT_EXPORT.test(block.code) && named.size !== 1) {
      return { reason: named.size > 1 ? `exports ${named.size} components and no default one` : 'defines no exported React component' };
    }
    if (!/[jt]sx$/.test(block.virtualPath) && !/<[A-Za-z]/.test(block.code)) return { reason: 'renders no JSX' };
    if (/^\s*export\s+(?:default\s+)?async\s+function/m.test(block.code)) return { reason: 'an async server component' };
  }
  const files = [];
  const visit = (current) => {
    if (files.includes(current.block.virtualPath)) return undefined;
    files.push(current.block.virtualPath);
    for (const specifier of importsOf(current.block.code)) {
      if (PROVIDED.has(specifier)) continue;
      if (!specifier.startsWith('.')) return `imports ${specifier}, which the preview does not provide`;
      const target = resolve(specifier, current.block.virtualPath, byPath);
      if (!target) return `imports ${specifier}, which no block of the page defines`;
      if (target.status !== 'compiled') return `imports ${specifier}, a block that does not compile on its own`;
      const reason = visit(target);
      if (reason) return reason;
    }
    return undefined;
  };
  const reason = visit(result);
  return reason ? { reason } : { entry: block.virtualPath, files };
}
