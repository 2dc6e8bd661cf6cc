/**
 * Ejected from @docusaurus/theme-classic for two changes: the list
 * pages get a real heading (the classic theme renders none), with the feed
 * links; and pages after the first say their number in the title and meta
 * description (otherwise every page of the list has the same ones).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata, HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import BlogListHeader from '@site/src/components/BlogListHeader';

function BlogListPageMetadata(props: Props): ReactNode {
  const { metadata } = props;
  const {
    siteConfig: { title: siteTitle },
  } = useDocusaurusContext();
  const { blogDescription, blogTitle, permalink, page, totalPages } = metadata;
  const isBlogOnlyMode = permalink === '/';
  const listTitle = isBlogOnlyMode ? siteTitle : blogTitle;
  const title = page > 1 ? `${listTitle}, page ${page}` : listTitle;
  const description = page > 1 ? `${blogDescription} Page ${page} of ${totalPages}.` : blogDescription;
  return (
    <>
      <PageMetadata title={title} description={description} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <BlogListHeader
          title={metadata.blogTitle}
          description={metadata.blogDescription}
          page={metadata.page}
          totalPages={metadata.totalPages}
        />
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
