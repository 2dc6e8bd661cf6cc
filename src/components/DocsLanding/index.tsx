import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Link from '@docusaurus/Link';
import { site } from '../../data/site';
import { withBox } from '../../styles/shared';
import { colors, fonts, layout, space } from '../../tokens/tokens.stylex';

const sections = [
  {
    to: '/docs/learn/',
    title: 'Learn',
    text: 'Start here. Guides that take you from installing the compiler to theming a design system, one idea at a time.',
    links: [
      { to: '/docs/learn/installation/', label: 'Installation' },
      { to: '/docs/learn/styling-ui/defining-styles/', label: 'Defining styles' },
      { to: '/docs/learn/theming/defining-variables/', label: 'Theming' },
      { to: '/docs/learn/recipes/variants/', label: 'Recipes' },
    ],
  },
  {
    to: '/docs/api/',
    title: 'API',
    text: 'The exact reference: every function, type, compiler option and lint rule, with signatures, rules and errors.',
    links: [
      { to: '/docs/api/javascript/create/', label: 'stylex.create' },
      { to: '/docs/api/javascript/props/', label: 'stylex.props' },
      { to: '/docs/api/javascript/defineVars/', label: 'stylex.defineVars' },
      { to: '/docs/api/configuration/babel-plugin/', label: 'Babel plugin options' },
    ],
  },
];

/** The docs landing page's content. */
export default function DocsLanding(): ReactNode {
  return (
    <main {...stylex.props(styles.main)}>
      <h1 {...stylex.props(styles.title)}>StyleX documentation</h1>
      <p {...stylex.props(styles.lead)}>
        These docs describe StyleX {site.stylexVersion}. New to StyleX? Read the Learn guides in
        order. Looking something up? Go straight to the API reference.
      </p>
      <div {...stylex.props(styles.grid)}>
        {sections.map((section) => (
          <section key={section.to} {...withBox(stylex.props(styles.card), 'card')} aria-labelledby={`docs-${section.title}`}>
            <h2 id={`docs-${section.title}`} {...stylex.props(styles.cardTitle)}>
              <Link to={section.to} {...stylex.props(styles.cardLink)}>
                {section.title} →
              </Link>
            </h2>
            <p {...stylex.props(styles.cardText)}>{section.text}</p>
            <ul {...stylex.props(styles.list)}>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}

const styles = stylex.create({
  main: {
    marginInline: 'auto',
    paddingBlock: space.xxxl,
    paddingInline: space.xl,
    maxWidth: layout.contentMax,
    width: '100%',
  },
  title: {
    margin: 0,
    color: colors.text,
    // "documentation" fits a 320 px window's line whole: below 420 px the
    // title shrinks with the window, from where the hero size stops.
    fontSize: { default: fonts.sizeHero, '@media (max-width: 420px)': '8.5vw' },
    fontWeight: fonts.weightBlack,
    letterSpacing: '-0.02em',
  },
  lead: {
    color: colors.textMuted,
    fontSize: fonts.sizeLg,
    lineHeight: 1.6,
    marginBottom: space.xxl,
    marginTop: space.lg,
    maxWidth: '40rem',
  },
  grid: {
    gap: space.xl,
    display: 'grid',
    gridTemplateColumns: {
      default: 'repeat(2, minmax(0, 1fr))',
      [layout.mobile]: 'minmax(0, 1fr)',
    },
  },
  card: {
    padding: space.xl,
  },
  cardTitle: {
    margin: 0,
    fontSize: fonts.sizeXl,
  },
  cardLink: {
    color: colors.accent,
  },
  cardText: {
    color: colors.textMuted,
    lineHeight: 1.6,
  },
  list: {
    margin: 0,
    gap: space.xs,
    display: 'flex',
    flexDirection: 'column',
    paddingInlineStart: space.xl,
  },
});
