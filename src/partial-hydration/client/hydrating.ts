import { useState } from 'react';

/**
 * True while React hydrates the server's HTML (Docusaurus marks the end on
 * <html>). Static prose, code blocks and inline code render differently then.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

export type RenderMode = 'server' | 'hydrate' | 'client';

/** How a component's first render happens, fixed for its lifetime: on the server, hydrating the server's HTML, or in the browser afresh. */
export function useRenderMode(): RenderMode {
  const [mode] = useState<RenderMode>(() => (typeof document === 'undefined' ? 'server' : isHydrating() ? 'hydrate' : 'client'));
  return mode;
}
