import React, { type ReactNode } from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type { Props } from '@theme/BlogTagsListPage';
import { PageMetadata } from '@docusaurus/theme-common';

/** The classic tag list, plus the meta description it lacks. */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogTagsListPage {...props} />
      <PageMetadata description="The tags of the StyleX blog: releases and announcements." />
    </>
  );
}
