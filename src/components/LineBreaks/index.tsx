import type { ReactNode } from 'react';

/**
 * Where a reader would break a long identifier (`stylex.viewTransitionClass`,
 * `unstable_defineConstsNested`, `@stylexjs/atoms`): after a dot, an
 * underscore or a slash that follows a letter (never `.|stylex`), before
 * each capitalised word of a camel-cased name, and after an acronym,
 * keeping the X of StyleX with its word. Without such places, a name wider
 * than its column is cut at any letter.
 */
const BREAKS = /(?<=\w[._/])|(?<=StyleX)(?=[A-Z])|(?<=[a-z])(?=[A-Z])(?!X(?![a-z]))|(?<=[A-Z])(?=[A-Z][a-z])/;

/** `name` with a <wbr> at each place a reader would break it. */
export function withBreaks(name: string): ReactNode[] {
  return name.split(BREAKS).flatMap((part, i) => (i > 0 ? [<wbr key={i} />, part] : [part]));
}

/** The same, inside each inline code element of an HTML string (a table of contents entry). */
export function codeWithBreaks(html: string): string {
  return html.replace(/<code>([^<]+)<\/code>/g, (_, name: string) => `<code>${name.split(BREAKS).join('<wbr>')}</code>`);
}
