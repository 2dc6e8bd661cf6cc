import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import Link from '@docusaurus/Link';
import { site } from '../../data/site';
import HeroVisual from '../HeroVisual';
import { colors, fonts, layout, motion, radii, space } from '../../tokens/tokens.stylex';

/** The home page's first screen: what StyleX is, and where to start. */
export default function HomeHero(): ReactNode {
  return (
    <header {...stylex.props(styles.hero)}>
      <div {...stylex.props(styles.inner)}>
        <div {...stylex.props(styles.copy)}>
          <p {...stylex.props(styles.eyebrow)}>StyleX {site.stylexVersion}</p>
          <h1 {...stylex.props(styles.title)}>
            Super fast <span {...stylex.props(styles.gradient)}>atomic styles</span>, no thought
            required.
          </h1>
          <p {...stylex.props(styles.lead)}>
            {site.description} Write styles in JavaScript next to your components; a compiler turns
            them into one small, static, atomic stylesheet at build time.
          </p>
          <div {...stylex.props(styles.actions)}>
            <Link to="/docs/learn/" {...withFocusRing(stylex.props(styles.cta, styles.primary), 'wide')}>
              Get started
            </Link>
            <Link to="/playground/" {...withFocusRing(stylex.props(styles.cta, styles.secondary), 'wide')}>
              Playground
            </Link>
          </div>
          <pre {...stylex.props(styles.install)} aria-label="Install command">
            <code>
              <span {...stylex.props(styles.prompt)} aria-hidden="true">
                ${' '}
              </span>
              npm install @stylexjs/stylex
            </code>
          </pre>
        </div>
        <HeroVisual />
      </div>
    </header>
  );
}

const styles = stylex.create({
  hero: {
    paddingBlock: {
      default: space.huge,
      [layout.mobile]: space.xxxl,
    },
    paddingInline: space.xl,
    backgroundColor: colors.backgroundSubtle,
    backgroundImage: `radial-gradient(60% 80% at 85% 0%, ${colors.accentSoft}, transparent)`,
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
  },
  inner: {
    gap: space.xxxl,
    marginInline: 'auto',
    alignItems: 'center',
    display: 'grid',
    gridTemplateColumns: {
      default: 'minmax(0, 7fr) minmax(0, 5fr)',
      [layout.mobile]: 'minmax(0, 1fr)',
    },
    maxWidth: layout.contentMax,
  },
  copy: {
    minWidth: 0,
  },
  eyebrow: {
    margin: 0,
    color: colors.accent,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    marginBottom: space.lg,
  },
  title: {
    margin: 0,
    color: colors.text,
    fontSize: fonts.sizeHero,
    fontWeight: fonts.weightBlack,
    letterSpacing: '-0.03em',
    lineHeight: 1.05,
    maxWidth: '14ch',
  },
  gradient: {
    backgroundClip: 'text',
    backgroundImage: `linear-gradient(90deg, ${colors.accent}, ${colors.highlight})`,
    color: 'transparent',
  },
  lead: {
    margin: 0,
    color: colors.textMuted,
    fontSize: {
      default: fonts.sizeXl,
      [layout.mobile]: fonts.sizeLg,
    },
    lineHeight: 1.5,
    marginTop: space.xl,
    maxWidth: '42rem',
  },
  actions: {
    gap: space.md,
    display: 'flex',
    flexWrap: 'wrap',
    marginTop: space.xxl,
  },
  cta: {
    borderRadius: radii.pill,
    borderStyle: 'solid',
    borderWidth: 2,
    paddingBlock: space.md,
    paddingInline: space.xl,
    textDecoration: {
      default: 'none',
      ':hover': 'none',
    },
    alignItems: 'center',
    display: 'inline-flex',
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightBold,
    transform: {
      default: null,
      ':hover': 'translateY(-1px)',
    },
    transitionDuration: motion.fast,
    transitionProperty: 'transform, background-color, color',
    transitionTimingFunction: motion.easing,
  },
  primary: {
    borderColor: 'transparent',
    backgroundColor: {
      default: colors.accent,
      ':hover': colors.accentHover,
    },
    color: {
      default: colors.onAccent,
      ':hover': colors.onAccent,
    },
  },
  secondary: {
    borderColor: colors.borderStrong,
    backgroundColor: colors.background,
    color: {
      default: colors.text,
      ':hover': colors.accent,
    },
  },
  install: {
    borderColor: colors.border,
    borderRadius: radii.md,
    borderStyle: 'solid',
    borderWidth: 1,
    paddingBlock: space.sm,
    paddingInline: space.lg,
    backgroundColor: colors.background,
    color: colors.text,
    display: 'inline-block',
    fontFamily: fonts.mono,
    fontSize: fonts.sizeSm,
    marginBottom: 0,
    marginTop: space.xl,
  },
  prompt: {
    color: colors.textMuted,
    userSelect: 'none',
  },
});
