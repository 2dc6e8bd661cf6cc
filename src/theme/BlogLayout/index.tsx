/**
 * Ejected from @docusaurus/theme-classic for one change: a blog
 * post's table of contents sits in a labelled navigation landmark (the
 * classic layout leaves that column outside every landmark).
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type { Props } from '@theme/BlogLayout';

export default function BlogLayout(props: Props): ReactNode {
  const { sidebar, toc, children, ...layoutProps } = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main
            className={clsx('col', {
              'col--7': hasSidebar,
              'col--9 col--offset-1': !hasSidebar,
            })}>
            {children}
          </main>
          {toc && (
            <nav className="col col--2" aria-label="On this page">
              {toc}
            </nav>
          )}
        </div>
      </div>
    </Layout>
  );
}
