import React, { type ReactNode } from 'react';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type { Props } from '@theme/BlogTagsPostsPage';
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogTagsPostsPageTitle } from '@docusaurus/theme-common/internal';

/**
 * The classic tag page, plus the page number in the title and meta
 * description of pages after the first (they would otherwise repeat the
 * first page's). Rendered after the original, so its metadata wins.
 */
export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const { tag, listMetadata } = props;
  const title = useBlogTagsPostsPageTitle(tag);
  const { page, totalPages } = listMetadata;
  return (
    <>
      <BlogTagsPostsPage {...props} />
      {page > 1 ? (
        <PageMetadata
          title={`${title}, page ${page}`}
          description={`${(tag.description ?? title).replace(/\.$/, '')}. Page ${page} of ${totalPages}.`}
        />
      ) : null}
    </>
  );
}
