/**
 * True while React hydrates the server's HTML (Docusaurus marks the end on
 * <html>). Static prose, code blocks and inline code render differently then.
 */
export function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}
