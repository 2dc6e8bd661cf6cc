import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { withFocusRing } from '../../styles/shared';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import Link from '@docusaurus/Link';
import { colors, fonts, layout, radii, space } from '../../tokens/tokens.stylex';

/**
 * Docusaurus' code block as theme-classic renders it, without the second
 * render: the original gives its content a `key` that changes once the page
 * has hydrated, so that every code block is thrown away and built again with
 * the colour mode's Prism theme. Our one theme serves both modes through
 * light-dark() (src/prism/themes.ts), so the server's markup is already
 * right, and hydration adopts it as it is (./Content).
 */
export function Block({ children, ...props }: Props): ReactNode {
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

/**
 * The code block with an "Open in Playground" link under it. `data-playground`
 * lets the browser find the server's link again while hydrating (./server.ts).
 */
export function BlockWithPlaygroundLink({ href, ...props }: Props & { href: string }): ReactNode {
  return (
    <div data-playground="" {...stylex.props(styles.wrapper)}>
      <Block {...props} />
      <Link
        to={href}
        // The hash is data for the playground, not a heading anchor.
        data-noBrokenLinkCheck
        {...withFocusRing(stylex.props(styles.link))}>
        Open in Playground
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" {...stylex.props(styles.icon)}>
          <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </Link>
    </div>
  );
}

const styles = stylex.create({
  wrapper: {
    display: 'flex',
    flexDirection: 'column',
    marginBottom: 'var(--ifm-leading)',
  },
  link: {
    borderRadius: radii.sm,
    gap: space.xs,
    paddingBlock: space.xxs,
    paddingInline: space.xs,
    alignItems: 'center',
    alignSelf: 'flex-end',
    color: colors.accent,
    // A link to open on screen: nothing to follow on paper.
    display: { default: 'inline-flex', [layout.print]: 'none' },
    fontFamily: fonts.body,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightMedium,
    textDecorationLine: {
      default: 'none',
      ':hover': 'underline',
    },
    // Pulls the link up into the code block's bottom margin.
    marginTop: 'calc(-1 * var(--ifm-leading) + 4px)',
  },
  icon: {
    flexShrink: 0,
  },
});
