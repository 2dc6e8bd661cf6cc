import { createContext } from 'react';

/**
 * The `codeKey` of a code block written in Markdown (made at build time by
 * src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping), for the parts of the block that find the
 * server's markup again while hydrating (./Content). Blocks rendered from
 * elsewhere have none and are keyed by a hash of their code (./hash.ts).
 */
export const CodeKeyContext = createContext<string | undefined>(undefined);

/**
 * The code of a block as the server's HTML shows it: its lines' text, which
 * is the code Docusaurus highlighted (magic comments and the final line
 * break already removed). A page's hydration module carries no code
 * (src/partial-hydration), so its blocks read it back from there.
 * Empty if the page has no such block.
 */
export function serverCode(key: string): string {
  const block = document.querySelector(`[data-code-key="${key}"]`);
  if (!block) return '';
  return Array.from(block.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n');
}
