import React, { type ReactNode } from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type { Props } from '@theme/Blog/Pages/BlogAuthorsListPage';
import { PageMetadata } from '@docusaurus/theme-common';

/** The classic list of blog authors, plus the meta description it lacks. */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata description="The people who write the StyleX blog." />
    </>
  );
}
