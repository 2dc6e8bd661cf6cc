import React, { type ReactNode } from 'react';
import type { Props } from '@theme/MDXComponents/Code';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

/**
 * The `code` entry of the MDX components map: inline code.
 *
 * theme-classic's version also renders code blocks, and so imported the code
 * block into every page showing Markdown. Our Markdown files import the code
 * block themselves where they have one (src/markdown/rehype-markdown-imports.mjs and the chunk-groups row of src/plugins/bundle-shaping), so
 * here a block is only code that step did not see (MDX from elsewhere), and
 * its component loads on demand; a render in the browser shows the code as
 * plain text until it arrives.
 */
const LazyCodeBlock = lazyRendered<CodeBlockProps>(
  () => import('@theme/CodeBlock'),
  (props) => (
    <pre>
      <code>{props.children}</code>
    </pre>
  ),
);

/** theme-classic's rule: inline unless empty or spanning lines or holding elements. */
function isInline({ children }: Props): boolean {
  return children !== undefined && React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

export default function MDXCode(props: Props): ReactNode {
  // theme-classic hands the props on as they are (an empty block has no children).
  return isInline(props) ? <CodeInline {...props} /> : <LazyCodeBlock {...(props as CodeBlockProps)} />;
}
