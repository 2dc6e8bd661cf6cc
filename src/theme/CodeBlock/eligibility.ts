/**
 * Which code samples may get an "Open in Playground" link: the quick test,
 * small enough for every docs page. The full one (src/playground/samples.ts) also
 * resolves the sample's imports, and loads only where a link is rendered.
 */
const LANGUAGES = new Set(['js', 'jsx', 'ts', 'tsx']);
const EXCLUDING_META = /(^|\s)(no-compile|compile-error|historical)(\s|=|$)/;
const IMPORTS_STYLEX = /(?:from|import)\s*['"]@stylexjs\/stylex['"]/;

export function sampleLanguage(className?: string, language?: string): string | null {
  const lang = language ?? /(?:^|\s)language-(\w+)/.exec(className ?? '')?.[1];
  return lang && LANGUAGES.has(lang) ? lang : null;
}

/** js/jsx/ts/tsx blocks that import '@stylexjs/stylex' and are meant to compile. */
export function mayOpenInPlayground(
  code: string,
  options: { className?: string; language?: string; metastring?: string },
): boolean {
  return (
    sampleLanguage(options.className, options.language) != null &&
    !EXCLUDING_META.test(options.metastring ?? '') &&
    IMPORTS_STYLEX.test(code)
  );
}
