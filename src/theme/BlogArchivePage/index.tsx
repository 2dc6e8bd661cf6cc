/**
 * Ejected from @docusaurus/theme-classic for three changes: the year
 * headings are h2 (the classic page jumps from its h1 to h3), the page has a
 * real meta description instead of the word "Archive", and the dates are
 * written without `Intl` (see ../BlogPostItem/Header/Info/postDate.ts).
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { PageMetadata } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { ArchiveBlogPost, Props } from '@theme/BlogArchivePage';
import { formatPostDate } from '../BlogPostItem/Header/Info/postDate';

type YearProp = { year: string; posts: ArchiveBlogPost[] };

function Year({ year, posts }: YearProp) {
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatPostDate(post.metadata.date, currentLocale, false)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0];
    return posts.set(year, [post, ...(posts.get(year) ?? [])]);
  }, new Map<string, ArchiveBlogPost[]>());
  return Array.from(postsByYear, ([year, posts]) => ({ year, posts }));
}

export default function BlogArchive({ archive }: Props): ReactNode {
  const title = 'Archive';
  const description = 'Every StyleX blog post by year: release notes and announcements.';
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((props) => (
                    <div key={props.year} className="col col--4 margin-vert--lg">
                      <Year {...props} />
                    </div>
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
