import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../styles/shared';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import Link from '@docusaurus/Link';
import HomeHero from '@site/src/components/HomeHero';
import FeatureShowcase from '@site/src/components/FeatureShowcase';
import { BadgeDemo, NoticeDemo, ThemeDemo, ToggleDemo } from '@site/src/components/HomeDemos';
import {
  atomicExample,
  colocationExample,
  mergingExample,
  themingExample,
  typesExample,
} from '@site/src/components/HomeDemos/examples';
import { site } from '@site/src/data/site';
import { colors, fonts, layout, radii, space } from '@site/src/tokens/tokens.stylex';

export default function Home(): ReactNode {
  return (
    <Layout title="StyleX" description={site.description}>
      <main>
        <HomeHero />
        <FeatureShowcase
          id="atomic"
          kicker="01 · Atomic output"
          title="Every declaration becomes one reusable class"
          code={atomicExample.source}
          codeTitle="styles.ts"
          resultLabel="What the compiler emits"
          result={
            <div {...stylex.props(styles.outputs)}>
              <CodeBlock language="css" title="CSS">
                {atomicExample.css}
              </CodeBlock>
              <CodeBlock language="js" title="JavaScript">
                {atomicExample.js}
              </CodeBlock>
            </div>
          }
          learnMore={{ to: '/docs/learn/', label: 'How StyleX works' }}>
          <p>
            StyleX compiles each property and value pair into a single atomic class, and shares
            it wherever the same pair appears. Your stylesheet grows with the number of distinct
            declarations, not with the number of components, so it levels off as an app grows.
          </p>
          <p>
            The style objects disappear at build time: the JavaScript keeps only class names.
          </p>
        </FeatureShowcase>
        <FeatureShowcase
          id="colocation"
          kicker="02 · Co-located styles"
          title="Styles live in the component that uses them"
          code={colocationExample.source}
          codeTitle="Notice.jsx"
          resultLabel="Rendered on this page"
          result={<NoticeDemo />}
          learnMore={{ to: '/docs/learn/styling-ui/defining-styles/', label: 'Defining styles' }}
          flip>
          <p>
            No separate stylesheet to keep in sync and no class names to invent. Styles are plain
            objects in the same file, so renaming, moving or deleting a component carries its
            styles along.
          </p>
          <p>The compiler still extracts everything into static CSS, so nothing runs in the browser.</p>
        </FeatureShowcase>
        <FeatureShowcase
          id="types"
          kicker="03 · Type safety"
          title="Components decide which styles they accept"
          code={typesExample.source}
          codeTitle="Badge.tsx"
          resultLabel="Rendered on this page"
          result={<BadgeDemo />}
          learnMore={{ to: '/docs/learn/static-types/', label: 'Static types' }}>
          <p>
            Style props are typed. A component can accept styles from its parent while limiting
            them to the properties, or even the values, it is prepared to handle. Passing anything
            else is a type error, caught in your editor.
          </p>
        </FeatureShowcase>
        <FeatureShowcase
          id="theming"
          kicker="04 · Theming"
          title="Variables and themes, compiled to CSS custom properties"
          code={`// brand.stylex.ts\n${themingExample.tokens}\n\n// Buttons.tsx\n${themingExample.source}`}
          codeTitle="brand.stylex.ts + Buttons.tsx"
          resultLabel="Rendered on this page"
          result={<ThemeDemo />}
          learnMore={{ to: '/docs/learn/theming/defining-variables/', label: 'Theming' }}
          flip>
          <p>
            Define design tokens once with <code>defineVars</code>, use them in any style, and
            override them for a whole subtree with <code>createTheme</code>. Themes are just
            classes, so switching one costs no re-render of your styles.
          </p>
        </FeatureShowcase>
        <FeatureShowcase
          id="merging"
          kicker="05 · Predictable merging"
          title="The last style applied always wins"
          code={mergingExample.source}
          codeTitle="Toggle.jsx"
          resultLabel="Rendered on this page"
          result={<ToggleDemo />}
          learnMore={{ to: '/docs/learn/styling-ui/using-styles/', label: 'Using styles' }}>
          <p>
            With StyleX there is no specificity to fight. When several styles set the same
            property, the one passed last to <code>stylex.props</code> wins, no matter where the
            styles were defined or in what order the CSS loads.
          </p>
        </FeatureShowcase>
        <section aria-labelledby="next-steps" {...stylex.props(styles.next)}>
          <h2 id="next-steps" {...stylex.props(styles.nextTitle)}>
            Ready to try it?
          </h2>
          <div {...stylex.props(styles.cards)}>
            {nextSteps.map((step) => (
              <Link key={step.to} to={step.to} {...withFocusRing(stylex.props(styles.card))}>
                <span {...stylex.props(styles.cardTitle)}>{step.title}</span>
                <span {...stylex.props(styles.cardText)}>{step.text}</span>
              </Link>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}

const nextSteps = [
  {
    to: '/docs/learn/installation/',
    title: 'Install',
    text: 'Add the compiler to Vite, Next.js, webpack, Rspack, esbuild or plain Babel.',
  },
  {
    to: '/docs/learn/thinking-in-stylex/',
    title: 'Thinking in StyleX',
    text: 'The principles behind the API, and why it looks the way it does.',
  },
  {
    to: '/playground/',
    title: 'Playground',
    text: 'Edit StyleX in the browser and watch the CSS it compiles to.',
  },
  {
    to: '/docs/api/',
    title: 'API reference',
    text: 'Every function, type and compiler option, with examples.',
  },
];

const styles = stylex.create({
  outputs: {
    gap: space.sm,
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
  },
  next: {
    marginInline: 'auto',
    paddingBlock: {
      default: space.huge,
      [layout.mobile]: space.xxxl,
    },
    paddingInline: space.xl,
    maxWidth: layout.contentMax,
  },
  nextTitle: {
    margin: 0,
    color: colors.text,
    fontSize: fonts.sizeXxl,
    fontWeight: fonts.weightBlack,
    marginBottom: space.xl,
  },
  cards: {
    gap: space.lg,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
  card: {
    padding: space.xl,
    borderColor: {
      default: colors.border,
      ':hover': colors.accent,
    },
    borderRadius: radii.lg,
    borderStyle: 'solid',
    borderWidth: 1,
    gap: space.sm,
    textDecoration: {
      default: 'none',
      ':hover': 'none',
    },
    backgroundColor: colors.backgroundRaised,
    display: 'flex',
    flexDirection: 'column',
  },
  cardTitle: {
    color: colors.text,
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightBold,
  },
  cardText: {
    color: colors.textMuted,
    fontSize: fonts.sizeMd,
    lineHeight: 1.5,
  },
});
