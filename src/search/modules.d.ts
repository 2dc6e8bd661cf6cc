// Type declarations for the two untyped imports of the search UI.

// The site has no @types/react-dom; the SearchBar only needs createPortal.
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}

// DocSearch's stylesheets (side-effect imports).
declare module '@bundle-shaping/docsearch-css/*.css';
