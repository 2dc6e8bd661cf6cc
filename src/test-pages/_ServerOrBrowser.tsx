import React, { type ReactNode } from 'react';

/**
 * Text that differs between the server and the browser: React cannot
 * hydrate it, and renders the page afresh in the browser instead.
 */
export default function ServerOrBrowser(): ReactNode {
  return <p data-testid="server-or-browser">{typeof window === 'undefined' ? 'Rendered on the server' : 'Rendered in the browser'}</p>;
}
