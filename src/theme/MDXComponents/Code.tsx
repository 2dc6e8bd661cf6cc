import React, { lazy, Suspense, type ReactNode } from 'react';
import type { Props } from '@theme/MDXComponents/Code';
import type { Props as CodeBlockProps } from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';
import { useRenderMode } from '../../static-prose/hydrating';

/**
 * The `code` entry of the MDX components map: inline code.
 *
 * theme-classic's version also renders code blocks, and so imported the code
 * block into every page showing Markdown. Our Markdown files import the code
 * block themselves where they have one (src/plugins/markdown-imports), so
 * here a block is only code that step did not see (MDX from elsewhere), and
 * its component loads on demand.
 */
const CodeBlock = lazy(() => import('@theme/CodeBlock'));

/** theme-classic's rule: inline unless empty or spanning lines or holding elements. */
function isInline({ children }: Props): boolean {
  return children !== undefined && React.Children.toArray(children).every((child) => typeof child === 'string' && !child.includes('\n'));
}

function LazyCodeBlock(codeProps: Props): ReactNode {
  // theme-classic hands them on as they are (an empty block has no children).
  const props = codeProps as CodeBlockProps;
  const mode = useRenderMode();
  // The server waits for the chunk and writes the block inline; hydration
  // waits for it too, keeping the server's markup meanwhile. A client render
  // shows the code as plain text until it arrives.
  if (mode !== 'client') return <CodeBlock {...props} />;
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <CodeBlock {...props} />
    </Suspense>
  );
}

export default function MDXCode(props: Props): ReactNode {
  return isInline(props) ? <CodeInline {...props} /> : <LazyCodeBlock {...props} />;
}
