import React, { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { colors, fonts, radii, space } from '../tokens/tokens.stylex';
import { acquireCompiler } from '../components/Playground/compiler/client';

function Loading({ children }: { children: ReactNode }) {
  return (
    <div {...stylex.props(styles.placeholder)} role="status">
      {children}
    </div>
  );
}

/**
 * The editor, compiler and preview are loaded on demand (a separate chunk and
 * a Web Worker), so this page's own JS stays small and no other page loads
 * any of it.
 */
function LazyPlayground() {
  const [attempt, setAttempt] = useState(0);
  // Start the compiler worker (Babel is its biggest download) while the
  // editor chunk loads, rather than after.
  useEffect(() => acquireCompiler().release, []);
  const Playground = useMemo(
    () =>
      lazy(() => {
        // For scripts/bench-playground.mjs: JS requested after this is the playground's own.
        performance.mark('stylex-playground:lazy-start');
        return import('../components/Playground');
      }),
    // A new lazy component per attempt: React caches a failed import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [attempt],
  );
  return (
    <ErrorBoundary
      key={attempt}
      fallback={({ error }) => (
        <Loading>
          <p {...stylex.props(styles.text)}>The playground could not be loaded: {error.message}</p>
          <button type="button" onClick={() => setAttempt((n) => n + 1)} {...stylex.props(styles.retry)}>
            Retry
          </button>
        </Loading>
      )}>
      <Suspense fallback={<Loading>Loading the playground…</Loading>}>
        <Playground />
      </Suspense>
    </ErrorBoundary>
  );
}

export default function PlaygroundPage(): ReactNode {
  return (
    <Layout
      title="Playground"
      description="Write StyleX in your browser: the real compiler shows the CSS and JS it produces and a live preview."
      noFooter>
      <main {...stylex.props(styles.main)}>
        <h1 {...stylex.props(styles.visuallyHidden)}>StyleX playground</h1>
        <BrowserOnly fallback={<Loading>Loading the playground…</Loading>}>{() => <LazyPlayground />}</BrowserOnly>
      </main>
    </Layout>
  );
}

const styles = stylex.create({
  main: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
  },
  visuallyHidden: {
    margin: -1,
    padding: 0,
    borderWidth: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    position: 'absolute',
    whiteSpace: 'nowrap',
    height: 1,
    width: 1,
  },
  placeholder: {
    padding: space.xl,
    gap: space.md,
    alignItems: 'center',
    color: colors.textMuted,
    display: 'flex',
    flexDirection: 'column',
    fontSize: fonts.sizeMd,
    justifyContent: 'center',
    textAlign: 'center',
    height: 'calc(100dvh - var(--ifm-navbar-height))',
  },
  text: {
    margin: 0,
    color: colors.text,
  },
  retry: {
    borderRadius: radii.sm,
    borderWidth: 0,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: {
      default: colors.accent,
      ':hover': colors.accentHover,
    },
    color: colors.onAccent,
    cursor: 'pointer',
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    outlineColor: colors.focusRing,
    outlineOffset: 2,
    outlineStyle: {
      default: 'none',
      ':focus-visible': 'solid',
    },
    outlineWidth: 2,
  },
});
