/**
 * Links inside static blocks (tree.ts) are the server's plain <a> elements,
 * without the Docusaurus <Link> that would route them. This gives them what
 * <Link> gives: client-side navigation on a plain click, the target page's
 * chunks prefetched when the link comes into view (Docusaurus' prefetch
 * skips 2g and data-saver connections) and preloaded on hover or touch.
 * Only links marked `data-route` (A.tsx: internal, same tab) are routed,
 * unless the caller names others.
 */

/** The links Docusaurus routes in Markdown (A.tsx marks them). */
export const MARKED_LINKS = 'a[data-route]';

/**
 * `routed` selects the links to route: by default those A.tsx marked; a
 * static part of the layout (staticPart.tsx) names its own.
 */
export function wireLinks(blocks: readonly HTMLElement[], navigate: (path: string) => void, routed = MARKED_LINKS): () => void {
  const routedLink = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>(routed) : null);
  const links = blocks.flatMap((block) => Array.from(block.querySelectorAll<HTMLAnchorElement>(routed)));
  const preloaded = new Set<string>();

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            window.docusaurus.prefetch((entry.target as HTMLAnchorElement).pathname);
          }
        })
      : undefined;
  for (const link of links) {
    if (observer) observer.observe(link);
    else window.docusaurus.prefetch(link.pathname);
  }

  const onClick = (event: MouseEvent) => {
    const link = routedLink(event.target);
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  const onIntent = (event: Event) => {
    const link = routedLink(event.target);
    if (!link || preloaded.has(link.pathname)) return;
    preloaded.add(link.pathname);
    void window.docusaurus.preload(link.pathname);
  };

  for (const block of blocks) {
    block.addEventListener('click', onClick);
    block.addEventListener('mouseover', onIntent);
    block.addEventListener('touchstart', onIntent, { passive: true });
  }
  return () => {
    observer?.disconnect();
    for (const block of blocks) {
      block.removeEventListener('click', onClick);
      block.removeEventListener('mouseover', onIntent);
      block.removeEventListener('touchstart', onIntent);
    }
  };
}
