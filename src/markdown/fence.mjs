/**
 * The one reading of a code fence: its language and meta string
 * (```` ```tsx title="src/Button.tsx" typecheck ````) as one object, and the
 * one key of a code block. Plain ESM without Node modules: the build, the
 * browser's code block, the sample tests, scripts/check-samples.mjs, the
 * Markdown export and the installation-guide suite all import it.
 *
 * Meta words (see README "Writing code samples"):
 *   title="src/Button.tsx"        the block's title; for a sample, its virtual path (other
 *                                 blocks on the page can import it, e.g. tokens.stylex.ts)
 *   {1,3-4}, showLineNumbers      Docusaurus' highlighted lines and line numbers
 * and the test markers, which only the sample tests read (readers never see them):
 *   compile-error="text"          the block must fail; the message must contain text
 *   no-compile                    a fragment that is not a whole module (counted as exempt)
 *   historical="0.9.3"            blog only: syntax of an older release; compiled
 *                                 and reported, but not required to pass
 *   no-output                     a StyleX sample without the CSS | JS tabs
 *   typecheck                     type-checked under strict TypeScript even when the block
 *                                 is no-compile or compile-error (every other ts/tsx block
 *                                 is type-checked anyway)
 *   no-typecheck="reason"         a ts/tsx block a reader would not paste as is into a strict
 *                                 project (it needs a package the site does not install, or
 *                                 shows an old API); the reason is required
 *   type-error="TS2322"           strict TypeScript must reject the block, with only these codes
 *                                 (comma-separated); backs a "TypeScript rejects" sentence
 *   typechecks                    strict TypeScript must accept the block, and it must be
 *                                 checkable here; backs a "TypeScript accepts" sentence
 *   lint-error="valid-styles"     ESLint with these @stylexjs/eslint-plugin rules on (comma-
 *                                 separated) must report each of them
 *   lint-clean                    ESLint with every rule of the plugin on reports nothing;
 *                                 lint-clean="valid-styles" turns on only the rules named
 *   tsconfig="moduleResolution=node10"  the block is type-checked with these compiler options
 *                                 (comma-separated key=value) in a program of its own
 *   lint-config="name"            on an ESLint config block, names it; on a lint-error or
 *                                 lint-clean sample, lints it with that config's rule settings
 *   output-of="src/sizes.js"      on a `css` block: exactly what that sample compiles to
 *   compiled-with="key=value"     with these compiler options (tests/lib/claims/quoted-output.mjs);
 *                                 on a sample, it is compiled with them (its tabs, its
 *                                 compile-error), and gets no Preview or Playground link,
 *                                 which compile with the site's options
 *   preview / no-preview          asks for a Preview tab where the heuristics say no, or leaves
 *                                 it off (src/plugins/sample-output/preview.mjs)
 * A `text` block right after a lint-error sample shows what ESLint prints for it;
 * tests/lib/claims/lint-claims.mjs compares the two.
 */

// The one key of a code block; its own module so that the code block's chunk carries it without the parser.
export { codeKey } from './code-key.mjs';

/** Languages the StyleX compiler compiles: the samples. */
export const COMPILED_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);

/** Meta words only the sample tests read; the Markdown twins and hydration modules drop them. */
export const TEST_MARKERS = new Set([
  'typecheck',
  'no-compile',
  'compile-error',
  'historical',
  'no-typecheck',
  'no-output',
  'type-error',
  'typechecks',
  'lint-error',
  'lint-clean',
  'tsconfig',
  'lint-config',
  'output-of',
  'compiled-with',
  'preview',
  'no-preview',
]);

/** Every word a fence's meta may hold (src/markdown/check.mjs names them when it meets another). */
export const FENCE_WORDS = ['title="…"', '{1,3-4}', 'showLineNumbers', ...TEST_MARKERS];

/** Markers that say a sample is not meant to compile as it is. */
const NOT_COMPILING = ['no-compile', 'compile-error', 'historical'];

/**
 * @typedef {{
 *   lang: string,
 *   meta: string,
 *   title: string | undefined,
 *   highlight: string | undefined,
 *   showLineNumbers: true | number | undefined,
 *   markers: Record<string, string | true>,
 *   unknown: string[],
 *   readerMeta: string | null,
 * }} Fence
 * `lang` lower-cased ('' for none), `meta` as written, `highlight` as written
 * (`{1,3-4}`), `markers` the test markers (a bare word is `true`), `unknown`
 * every word nothing reads (a typo of a marker, say), `readerMeta` the meta
 * as written without the test markers (null when nothing is left): what a
 * reader of the page or of its Markdown twin sees.
 */

// A word of the meta: `{1,3-4}`, `key="value"`, `key='value'`, `key=value` or a bare `key`.
const WORD = /\{[\d,\s-]*\}|([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?(?=\s|$)|\S+/y;

/**
 * @param {string | null | undefined} lang
 * @param {string | null | undefined} meta
 * @returns {Fence}
 */
export function parseFence(lang, meta) {
  /** @type {Fence} */
  const fence = { lang: (lang ?? '').toLowerCase(), meta: (meta ?? '').trim(), title: undefined, highlight: undefined, showLineNumbers: undefined, markers: {}, unknown: [], readerMeta: null };
  const shown = [];
  const text = fence.meta;
  let at = 0;
  while (at < text.length) {
    if (/\s/.test(text[at])) {
      at += 1;
      continue;
    }
    WORD.lastIndex = at;
    const match = /** @type {RegExpExecArray} */ (WORD.exec(text));
    at = WORD.lastIndex;
    const [word, key, dq, sq, bare] = match;
    const value = dq ?? sq ?? bare;
    if (word.startsWith('{') && word.endsWith('}')) fence.highlight = word;
    else if (key === 'title' && value !== undefined) fence.title = value;
    else if (key === 'showLineNumbers' && (value === undefined || /^\d+$/.test(value))) fence.showLineNumbers = value === undefined ? true : Number(value);
    else if (key && TEST_MARKERS.has(key)) {
      fence.markers[key] = value ?? true;
      continue;
    } else fence.unknown.push(word);
    shown.push(word);
  }
  fence.readerMeta = shown.length > 0 ? shown.join(' ') : null;
  return fence;
}

const IMPORTS_STYLEX = /(?:from|import)\s*['"]@stylexjs\/stylex['"]/;

/** Whether a sample uses StyleX (imports '@stylexjs/stylex'). */
export function importsStylex(/** @type {string} */ code) {
  return IMPORTS_STYLEX.test(code);
}

/** Whether a sample is meant to compile: none of no-compile, compile-error, historical. */
export function meantToCompile(/** @type {Fence} */ fence) {
  return !NOT_COMPILING.some((marker) => fence.markers[marker]);
}

/**
 * The fence of a code block from the props CodeBlock receives: its language
 * from `language` or from the `language-…` class Markdown gives it.
 * @param {{ className?: string, language?: string, metastring?: string }} props
 */
export function fenceOfProps({ className, language, metastring }) {
  return parseFence(language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1], metastring);
}

const PLAYGROUND_LANGS = new Set(['js', 'jsx', 'ts', 'tsx']);

/**
 * Whether a sample may get an "Open in Playground" link: a js/jsx/ts/tsx
 * block that uses StyleX, is meant to compile, and with the playground's
 * compiler options (not `compiled-with` others). src/playground/samples.ts
 * also resolves its imports, and loads only where a link is rendered.
 * @param {Fence} fence
 * @param {string} code
 */
export function mayOpenInPlayground(fence, code) {
  return PLAYGROUND_LANGS.has(fence.lang) && meantToCompile(fence) && !fence.markers['compiled-with'] && importsStylex(code);
}
