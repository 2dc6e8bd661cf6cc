// The site has no @types/react-dom; these are the parts the preview runtime uses.
declare module 'react-dom' {
  export const version: string;
}
declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export type Root = {
    render(children: ReactNode): void;
    unmount(): void;
  };
  export function createRoot(container: Element | DocumentFragment): Root;
}
