import React, { type ReactNode } from 'react';
import NotFound from '@theme-original/NotFound';
import Head from '@docusaurus/Head';

/**
 * The classic not-found page, marked `noindex` (it is not a page of the
 * site, and the sitemap leaves it out) and given a meta description.
 */
export default function NotFoundWrapper(): ReactNode {
  return (
    <>
      <NotFound />
      <Head>
        <meta name="robots" content="noindex" />
        <meta name="description" content="There is no StyleX documentation page at this address." />
      </Head>
    </>
  );
}
