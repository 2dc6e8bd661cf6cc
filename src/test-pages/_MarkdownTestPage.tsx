import React, { type ComponentType, type ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';
import TestPage, { type TestPageProps } from './_TestPage';

/** A test page whose body is a Markdown file, rendered the way docs pages render theirs. */
export function markdownTestPage({
  content: Content,
  ...page
}: Omit<TestPageProps, 'children'> & { content: ComponentType }): () => ReactNode {
  return function MarkdownTestPage() {
    return (
      <TestPage {...page}>
        <div className="markdown">
          <MDXContent>
            <Content />
          </MDXContent>
        </div>
      </TestPage>
    );
  };
}
