import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { heroExample } from '../HomeDemos/examples';
import { colors, fonts, radii, space } from '../../tokens/tokens.stylex';

/**
 * The hero's illustration: a style object going in, the atomic CSS the
 * compiler really emits for it coming out (checked by a unit test).
 */
export default function HeroVisual(): ReactNode {
  const source = heroExample.source.split('\n').slice(2).join('\n');
  return (
    <figure {...stylex.props(styles.figure)} aria-label="A style object and the atomic CSS it compiles to">
      <div {...stylex.props(styles.panel)}>
        <div {...stylex.props(styles.tab)}>Button.tsx</div>
        {/* Focusable so keyboard users can scroll it on narrow screens. */}
        <pre tabIndex={0} aria-label="Button.tsx source" {...stylex.props(styles.code)}>
          {source}
        </pre>
      </div>
      <div {...stylex.props(styles.arrow)} aria-hidden="true">
        <span {...stylex.props(styles.arrowLine)} />
        <span {...stylex.props(styles.arrowLabel)}>compiled at build time</span>
        <span {...stylex.props(styles.arrowLine)} />
      </div>
      <div {...stylex.props(styles.panel, styles.output)}>
        <div {...stylex.props(styles.tab)}>styles.css</div>
        <pre tabIndex={0} aria-label="Generated CSS" {...stylex.props(styles.code)}>
          {heroExample.css}
        </pre>
      </div>
    </figure>
  );
}

const styles = stylex.create({
  figure: {
    margin: 0,
    gap: space.md,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  panel: {
    borderColor: colors.border,
    borderRadius: radii.lg,
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    backgroundColor: colors.backgroundRaised,
    boxShadow: `0 12px 32px ${colors.shadow}`,
  },
  output: {
    borderColor: colors.accent,
  },
  tab: {
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: colors.backgroundSubtle,
    color: colors.textMuted,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  code: {
    margin: 0,
    padding: space.lg,
    backgroundColor: 'transparent',
    color: colors.text,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    lineHeight: 1.6,
    overflowX: 'auto',
  },
  arrow: {
    gap: space.md,
    alignItems: 'center',
    display: 'flex',
  },
  arrowLine: {
    backgroundColor: colors.borderStrong,
    flexGrow: 1,
    height: 1,
  },
  arrowLabel: {
    color: colors.accent,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
    fontWeight: fonts.weightBold,
    textTransform: 'uppercase',
  },
});
