import React, { type ComponentProps, type ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import SampleOutput from '@site/src/components/SampleOutput';

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
  // Source | CSS | JS tabs, placed around StyleX samples by src/plugins/sample-output.
  SampleOutput,
};
