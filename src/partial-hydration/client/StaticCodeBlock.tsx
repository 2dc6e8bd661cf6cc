import React, { useCallback, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { KEEP_SERVER_MARKUP, StaticBlockRef } from './tree';

/** What the server rendered of a code block: its root element's attributes and contents. */
type Served = { attributes: [string, string][]; html: string };

let served: Map<string, Served> | undefined;

/**
 * The server's code blocks by key, read once, on the first render of one
 * (hydration), while the DOM is still the server's. A block's root is the
 * element theme-classic's block renders (`theme-code-block`), or our wrapper
 * around it with the "Open in Playground" link (`data-playground`); its key
 * is on our content wrapper inside (src/theme/CodeBlock/Content).
 */
function servedBlock(key: string): Served | undefined {
  if (typeof document === 'undefined') return undefined;
  served ??= new Map(
    Array.from(document.querySelectorAll<HTMLElement>('[data-code-key]'), (content): [string, Served] => {
      const block = content.closest('.theme-code-block');
      const root = block?.parentElement?.matches('[data-playground]') ? block.parentElement : (block ?? content);
      return [content.dataset.codeKey ?? '', { attributes: Array.from(root.attributes, (a) => [a.name, a.value]), html: root.innerHTML }];
    }),
  );
  return served.get(key);
}

/**
 * A code block inside an island of a page's hydration module (a tab, a
 * sample's Source; build/rehype-empty-static-blocks.mjs): as static as the
 * prose around the island, its highlighted code, title and "Open in
 * Playground" link never change. React hydrates it as one bare element of the
 * same tag and leaves the server's markup alone, and the page's static blocks
 * take it in (./index.tsx), which gives it its buttons once the page has
 * hydrated. Should the island render it again (Docusaurus' tabs mount their
 * panels afresh once the page has hydrated), it takes the server's markup
 * back before the browser paints.
 */
export default function StaticCodeBlock({ codeKey }: { codeKey: string }): ReactNode {
  const collect = useContext(StaticBlockRef);
  const [server] = useState(() => servedBlock(codeKey));
  const element = useRef<HTMLDivElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      collect?.(node);
    },
    [collect],
  );
  useLayoutEffect(() => {
    const block = element.current;
    if (!block || block.hasChildNodes() || !server) return;
    for (const [name, value] of server.attributes) block.setAttribute(name, value);
    block.innerHTML = server.html;
  }, [server]);
  return <div ref={ref} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
}
