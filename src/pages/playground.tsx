import React, { useEffect, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Layout from '@theme/Layout';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { lazyContent } from '../components/LazyContent';
import { visuallyHidden } from '../styles/shared';
import { acquireCompiler } from '../playground/compiler/client';

/**
 * The editor, compiler and preview are loaded on demand (a separate chunk and
 * a Web Worker), so this page's own JS stays small and no other page loads
 * any of it. Loading, slow and failed states (with Retry) are the site's
 * usual ones (src/theme/Loading).
 */
const Playground = lazyContent(() => {
  // For scripts/bench-playground.mjs: JS requested after this is the playground's own.
  performance.mark('stylex-playground:lazy-start');
  return import('../playground');
});

function WarmPlayground(): ReactNode {
  // Start the compiler worker (Babel is its biggest download) while the
  // editor chunk loads, rather than after.
  useEffect(() => acquireCompiler().release, []);
  return <Playground />;
}

export default function PlaygroundPage(): ReactNode {
  return (
    // The class lets a short window scroll the navbar away (src/css/custom.css).
    <HtmlClassNameProvider className="playground-page">
      <Layout
        title="Playground"
        description="Write StyleX in your browser: the real compiler shows the CSS and JS it produces and a live preview."
        noFooter>
        <main {...stylex.props(styles.main)}>
          <h1 {...visuallyHidden}>StyleX playground</h1>
          <WarmPlayground />
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}

const styles = stylex.create({
  main: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
  },
});
