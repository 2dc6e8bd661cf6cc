import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import A from '@site/src/partial-hydration/client/A';

/**
 * Markdown tables scroll sideways when they are wider than the page
 * (Infima makes them `display: block; overflow: auto`). A keyboard user can
 * only scroll what can take the focus, so tables take it, as code blocks
 * do (axe: scrollable-region-focusable).
 */
function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {
  ...MDXComponents,
  table: Table,
  // Marks the links Docusaurus routes, for pages whose prose is left static (src/partial-hydration/client).
  a: A,
};
