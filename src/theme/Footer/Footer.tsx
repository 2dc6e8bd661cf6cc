import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useThemeConfig } from '@docusaurus/theme-common';
import { fonts, footerColors, layout, radii, space } from '../../tokens/tokens.stylex';

type FooterItem = { label: string; to?: string; href?: string };
type FooterColumn = { title: string; items: FooterItem[] };

/**
 * Replaces the classic footer (same config: themeConfig.footer.links and
 * copyright) with our own StyleX-styled one.
 */
export default function Footer(): ReactNode {
  const { footer } = useThemeConfig();
  const logo = useBaseUrl('/img/logo-dark.svg');
  if (!footer) return null;
  const columns = footer.links as FooterColumn[];
  return (
    <footer {...stylex.props(styles.footer)}>
      <div {...stylex.props(styles.inner)}>
        <div {...stylex.props(styles.brand)}>
          <img src={logo} alt="" width={36} height={36} {...stylex.props(styles.logo)} />
          <div>
            <p {...stylex.props(styles.name)}>StyleX</p>
            <p {...stylex.props(styles.tagline)}>Super fast atomic styles, no thought required.</p>
          </div>
        </div>
        <nav aria-label="Footer" {...stylex.props(styles.columns)}>
          {columns.map((column) => (
            <div key={column.title}>
              <h2 {...stylex.props(styles.columnTitle)}>{column.title}</h2>
              <ul {...stylex.props(styles.list)}>
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.href ? (
                      <Link href={item.href} {...stylex.props(styles.link)}>
                        {item.label}
                      </Link>
                    ) : (
                      <Link to={item.to} {...stylex.props(styles.link)}>
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      {footer.copyright ? <p {...stylex.props(styles.copyright)}>{footer.copyright}</p> : null}
    </footer>
  );
}

// The footer is dark in both colour modes, so it uses fixed colours.
const styles = stylex.create({
  footer: {
    paddingBlock: space.xxxl,
    paddingInline: space.xl,
    backgroundColor: footerColors.background,
    color: footerColors.text,
    // Links to the rest of the site: nothing to follow on paper.
    display: { default: null, [layout.print]: 'none' },
    fontSize: fonts.sizeSm,
  },
  inner: {
    gap: space.xxl,
    marginInline: 'auto',
    display: 'grid',
    gridTemplateColumns: {
      default: 'minmax(200px, 1fr) 3fr',
      [layout.mobile]: '1fr',
    },
    maxWidth: layout.contentMax,
  },
  brand: {
    gap: space.md,
    alignItems: 'flex-start',
    display: 'flex',
  },
  logo: {
    borderRadius: radii.sm,
    flexShrink: 0,
  },
  name: {
    margin: 0,
    color: footerColors.heading,
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightBold,
  },
  tagline: {
    margin: 0,
    color: footerColors.muted,
    marginTop: space.xs,
    maxWidth: 240,
  },
  columns: {
    gap: space.xl,
    display: 'grid',
    gridTemplateColumns: {
      default: 'repeat(4, minmax(0, 1fr))',
      [layout.narrow]: 'repeat(2, minmax(0, 1fr))',
    },
  },
  columnTitle: {
    margin: 0,
    color: footerColors.heading,
    fontSize: fonts.sizeSm,
    fontWeight: fonts.weightBold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    marginBottom: space.md,
  },
  list: {
    margin: 0,
    padding: 0,
    gap: space.sm,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
  },
  link: {
    borderRadius: radii.sm,
    textDecoration: {
      default: 'none',
      ':hover': 'underline',
    },
    color: {
      default: footerColors.text,
      ':hover': footerColors.heading,
    },
    outlineColor: footerColors.focusRing,
    outlineOffset: 2,
    outlineStyle: {
      default: 'none',
      ':focus-visible': 'solid',
    },
    outlineWidth: 2,
  },
  copyright: {
    marginBlock: 0,
    marginInline: 'auto',
    color: footerColors.muted,
    textAlign: 'center',
    borderTopColor: footerColors.border,
    borderTopStyle: 'solid',
    borderTopWidth: 1,
    marginTop: space.xxl,
    maxWidth: layout.contentMax,
    paddingTop: space.xl,
  },
});
