/**
 * The key of a code block: a 53-bit hash (cyrb53) of its code and its
 * props as CodeBlock receives them. The build writes it on each Markdown
 * block (./rehype-markdown-imports.mjs); the browser computes it only for
 * blocks rendered from React code (src/theme/CodeBlock). The server's markup, code and
 * playground link of a block are found again by it (src/theme/CodeBlock/server.ts).
 * The code's final line break is left out, as Docusaurus leaves it out.
 *
 * @param {string} code
 * @param {{ className?: string | null, language?: string | null, metastring?: string | null, title?: unknown, showLineNumbers?: unknown }} props
 * @returns {string}
 */
export function codeKey(code, { className, language, metastring, title, showLineNumbers }) {
  const text = JSON.stringify([code.replace(/\n$/, ''), className ?? null, language ?? null, metastring ?? null, title ?? null, showLineNumbers ?? null]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
