import React, { type ComponentType, type ReactNode } from 'react';
import MDXContent from '@theme/MDXContent';
import TestPage from './_TestPage';

/** A test page whose body is a Markdown file, rendered the way docs pages render theirs. */
export default function MarkdownTestPage({
  title,
  description,
  content: Content,
}: {
  title: string;
  description: string;
  content: ComponentType;
}): ReactNode {
  return (
    <TestPage title={title} description={description}>
      <div className="markdown">
        <MDXContent>
          <Content />
        </MDXContent>
      </div>
    </TestPage>
  );
}
