import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { colors, fonts, radii, space } from '../../tokens/tokens.stylex';

type Props = {
  title: string;
  description: string;
  page: number;
  totalPages: number;
};

/** Heading of the blog list pages, with the feed links. */
export default function BlogListHeader({ title, description, page, totalPages }: Props): ReactNode {
  // Feeds are files, not routes, so they are plain links.
  const rss = useBaseUrl('/blog/rss.xml');
  const atom = useBaseUrl('/blog/atom.xml');
  const json = useBaseUrl('/blog/feed.json');
  return (
    <header {...stylex.props(styles.header)}>
      <h1 {...stylex.props(styles.title)}>
        {title}
        {page > 1 ? <span {...stylex.props(styles.page)}> · page {page} of {totalPages}</span> : null}
      </h1>
      <p {...stylex.props(styles.description)}>{description}</p>
      <p {...stylex.props(styles.feeds)}>
        Subscribe:{' '}
        <a href={rss} {...stylex.props(styles.feed)}>
          RSS
        </a>{' '}
        <a href={atom} {...stylex.props(styles.feed)}>
          Atom
        </a>{' '}
        <a href={json} {...stylex.props(styles.feed)}>
          JSON Feed
        </a>{' '}
        · <Link to="/blog/archive/">Archive</Link> · <Link to="/blog/tags/">Tags</Link>
      </p>
    </header>
  );
}

const styles = stylex.create({
  header: {
    borderBottomColor: colors.border,
    borderBottomStyle: 'solid',
    borderBottomWidth: 1,
    marginBottom: space.xxl,
    paddingBottom: space.xl,
  },
  title: {
    margin: 0,
    fontSize: fonts.sizeXxl,
    fontWeight: fonts.weightBlack,
  },
  page: {
    color: colors.textMuted,
    fontSize: fonts.sizeLg,
    fontWeight: fonts.weightNormal,
  },
  description: {
    marginBlock: space.sm,
    color: colors.textMuted,
    fontSize: fonts.sizeLg,
  },
  feeds: {
    margin: 0,
    color: colors.textMuted,
    fontSize: fonts.sizeSm,
  },
  feed: {
    borderRadius: radii.pill,
    paddingBlock: space.xxs,
    paddingInline: space.sm,
    backgroundColor: colors.accentSoft,
  },
});
