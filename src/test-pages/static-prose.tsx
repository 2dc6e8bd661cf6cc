import React, { type ReactNode } from 'react';
import Content from './_static-prose.mdx';
import MarkdownTestPage from './_MarkdownTestPage';

/** /test/static-prose/: Markdown prose around an island, with links only it has (src/static-prose). */
export default function StaticProseTestPage(): ReactNode {
  return (
    <MarkdownTestPage
      title="Static prose test"
      description="A test-only Markdown page whose prose React leaves static."
      content={Content}
    />
  );
}
