import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withBox, withFocusRing } from '../../styles/shared';
import type { LoadingComponentProps } from 'react-loadable';
import { colors, fonts, motion, radii, space } from '../../tokens/tokens.stylex';

/**
 * What lazy content shows until it arrives. Docusaurus renders this for its
 * react-loadable route chunks, and src/components/LazyContent for ours.
 * Nothing for the first 200 ms (the loader's `delay`), then a spinner; a
 * message once the loader's `timeout` passes; the error with a Retry button
 * if the chunk fails. It renders outside the page layout too, so it uses no
 * theme hooks.
 */
export default function Loading({ error, retry, pastDelay, timedOut }: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <State alert title="This part of the page could not be loaded." detail={describe(error)} retry={retry} />
    );
  }
  if (timedOut) {
    return (
      <State
        title="This is taking longer than usual."
        detail="It is still loading. A slow connection is the usual cause."
        retry={retry}
      />
    );
  }
  if (pastDelay) return <State detail="Loading…" />;
  return null;
}

/** One state: an error (an alert, no spinner) or a wait (a status with a spinner). */
function State({
  alert = false,
  title,
  detail,
  retry,
}: {
  alert?: boolean;
  title?: string;
  detail: string;
  retry?: () => void;
}): ReactNode {
  return (
    <div role={alert ? 'alert' : 'status'} {...(alert ? withBox(stylex.props(styles.box), 'alert') : stylex.props(styles.box))}>
      {!alert && <Spinner />}
      {title && <p {...stylex.props(styles.title)}>{title}</p>}
      <p {...stylex.props(styles.detail)}>{detail}</p>
      {retry && (
        <button type="button" onClick={retry} {...withFocusRing(stylex.props(styles.button))}>
          Retry
        </button>
      )}
    </div>
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

function Spinner(): ReactNode {
  return <span aria-hidden="true" {...stylex.props(styles.spinner)} />;
}

const spin = stylex.keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

const styles = stylex.create({
  box: {
    gap: space.sm,
    marginBlock: space.xxl,
    marginInline: 'auto',
    paddingBlock: space.xl,
    paddingInline: space.xl,
    alignItems: 'center',
    color: colors.text,
    display: 'flex',
    flexDirection: 'column',
    fontFamily: fonts.body,
    textAlign: 'center',
    maxWidth: 560,
  },
  title: {
    margin: 0,
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightBold,
  },
  detail: {
    margin: 0,
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  },
  button: {
    borderRadius: radii.pill,
    borderWidth: 0,
    paddingBlock: space.xs,
    paddingInline: space.lg,
    backgroundColor: {
      default: colors.accent,
      ':hover': colors.accentHover,
    },
    color: colors.onAccent,
    cursor: 'pointer',
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    transitionDuration: motion.fast,
    transitionProperty: 'background-color',
  },
  spinner: {
    borderColor: colors.border,
    borderRadius: radii.pill,
    borderStyle: 'solid',
    borderWidth: 3,
    animationDuration: {
      default: '800ms',
      '@media (prefers-reduced-motion: reduce)': '2400ms',
    },
    animationIterationCount: 'infinite',
    animationName: spin,
    animationTimingFunction: 'linear',
    display: 'block',
    borderTopColor: colors.accent,
    height: 28,
    width: 28,
  },
});
