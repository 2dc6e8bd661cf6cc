import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import { space } from '../tokens/tokens.stylex';

/**
 * Frame of the test-only routes under /test/. They exist so the browser tests
 * can reach states a healthy site never shows (a crash, slow lazy content),
 * and are built only when TEST_PAGES=1 (`npm test` sets it; see
 * docusaurus.config.ts). Nothing links to them, the sitemap leaves them out
 * and robots are told not to index them, in case such a build is served.
 */
export interface TestPageProps {
  title: string;
  description: string;
  children: ReactNode;
}

export default function TestPage({ title, description, children }: TestPageProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main {...stylex.props(styles.main)} data-pagefind-ignore="all">
        <h1>{title}</h1>
        {children}
      </main>
    </Layout>
  );
}

const styles = stylex.create({
  main: {
    marginInline: 'auto',
    paddingBlock: space.xxl,
    paddingInline: space.lg,
    maxWidth: 720,
  },
});
