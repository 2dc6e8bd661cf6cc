import { createContext } from 'react';

/**
 * The key of the code block being rendered (src/markdown/fence.mjs): given
 * by the build to a block written in Markdown, computed from the props for
 * one rendered from React code (./index.tsx). ./Content reads it.
 */
export const CodeKeyContext = createContext<string | undefined>(undefined);

/**
 * What the server rendered of a code block: its highlighted markup and its
 * "Open in Playground" link (null when it rendered none).
 */
export type ServerBlock = { markup: string; link: string | null };

let table: Map<string, ServerBlock> | undefined;

/**
 * A server-rendered block's code, which its copy button copies: the text of
 * its lines (`element` holds them), the code Docusaurus highlighted, magic
 * comments and the final line break removed.
 */
export function codeOf(element: Element): string {
  return Array.from(element.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n');
}

/**
 * The one lookup of the server's code blocks, by key: read once, on the
 * first render in the browser (hydration), while the DOM is still the
 * server's. The same key always stands for the same code and props, so a
 * later page showing an identical block may reuse its markup.
 */
export function serverBlock(key: string): ServerBlock | undefined {
  if (typeof document === 'undefined') return undefined;
  table ??= new Map(
    Array.from(document.querySelectorAll<HTMLElement>('[data-code-key]'), (element) => [
      element.dataset.codeKey ?? '',
      {
        markup: element.innerHTML,
        link: element.closest('[data-playground]')?.querySelector(':scope > a')?.getAttribute('href') ?? null,
      },
    ]),
  );
  return table.get(key);
}
