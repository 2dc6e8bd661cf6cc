import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import { colors, fonts, layout, radii, space } from '../../tokens/tokens.stylex';

type Props = {
  id: string;
  kicker: string;
  title: string;
  children: ReactNode;
  code: string;
  codeTitle: string;
  /** The live result, or a second code block (e.g. the generated CSS). */
  result: ReactNode;
  resultLabel: string;
  learnMore: { to: string; label: string };
  flip?: boolean;
};

/** One "why StyleX" section of the home page: prose, code, and its result. */
export default function FeatureShowcase({
  id,
  kicker,
  title,
  children,
  code,
  codeTitle,
  result,
  resultLabel,
  learnMore,
  flip = false,
}: Props): ReactNode {
  return (
    <section aria-labelledby={id} {...stylex.props(styles.section)}>
      <div {...stylex.props(styles.inner, flip && styles.flip)}>
        <div {...stylex.props(styles.copy)}>
          <p {...stylex.props(styles.kicker)}>{kicker}</p>
          <h2 id={id} {...stylex.props(styles.title)}>
            {title}
          </h2>
          <div {...stylex.props(styles.text)}>{children}</div>
          <Link to={learnMore.to} {...stylex.props(styles.more)}>
            {learnMore.label} →
          </Link>
        </div>
        <div {...stylex.props(styles.media)}>
          <CodeBlock language="tsx" title={codeTitle}>
            {code}
          </CodeBlock>
          <figure {...stylex.props(styles.result)}>
            <figcaption {...stylex.props(styles.resultLabel)}>{resultLabel}</figcaption>
            <div {...stylex.props(styles.resultBody)}>{result}</div>
          </figure>
        </div>
      </div>
    </section>
  );
}

const styles = stylex.create({
  section: {
    paddingBlock: {
      default: space.huge,
      [layout.mobile]: space.xxxl,
    },
    paddingInline: space.xl,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  inner: {
    gap: {
      default: space.xxxl,
      [layout.mobile]: space.xl,
    },
    gridTemplateAreas: {
      default: '"copy media"',
      [layout.mobile]: '"copy" "media"',
    },
    marginInline: 'auto',
    alignItems: 'start',
    display: 'grid',
    gridTemplateColumns: {
      default: 'minmax(0, 5fr) minmax(0, 7fr)',
      [layout.mobile]: 'minmax(0, 1fr)',
    },
    maxWidth: layout.contentMax,
  },
  flip: {
    gridTemplateAreas: {
      default: '"media copy"',
      [layout.mobile]: '"copy" "media"',
    },
    gridTemplateColumns: {
      default: 'minmax(0, 7fr) minmax(0, 5fr)',
      [layout.mobile]: 'minmax(0, 1fr)',
    },
  },
  copy: {
    gridColumnEnd: 'copy',
    gridColumnStart: 'copy',
    gridRowEnd: 'copy',
    gridRowStart: 'copy',
  },
  media: {
    gap: space.md,
    display: 'flex',
    flexDirection: 'column',
    gridColumnEnd: 'media',
    gridColumnStart: 'media',
    gridRowEnd: 'media',
    gridRowStart: 'media',
    minWidth: 0,
  },
  kicker: {
    margin: 0,
    color: colors.accent,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
    marginBottom: space.sm,
  },
  title: {
    margin: 0,
    color: colors.text,
    fontSize: fonts.sizeXxl,
    fontWeight: fonts.weightBlack,
    letterSpacing: '-0.02em',
    lineHeight: 1.15,
    marginBottom: space.lg,
  },
  text: {
    color: colors.textMuted,
    fontSize: fonts.sizeLg,
    lineHeight: 1.6,
  },
  more: {
    color: colors.accent,
    fontWeight: fonts.weightBold,
  },
  result: {
    margin: 0,
    borderColor: colors.border,
    borderRadius: radii.md,
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    backgroundColor: colors.backgroundSubtle,
  },
  resultLabel: {
    paddingBlock: space.sm,
    paddingInline: space.lg,
    color: colors.textMuted,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
    fontWeight: fonts.weightBold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  resultBody: {
    padding: space.lg,
    display: 'flex',
  },
});
