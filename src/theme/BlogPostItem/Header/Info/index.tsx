/**
 * Ejected from @docusaurus/theme-classic for one change: the date is
 * written by `formatPostDate`, not by a new `Intl.DateTimeFormat` per post
 * (see ./postDate.ts). Same markup and text otherwise.
 */
import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import type { Props } from '@theme/BlogPostItem/Header/Info';
import { formatPostDate } from './postDate';

const styles = stylex.create({
  info: {
    marginBlock: 'var(--ifm-spacing-vertical)',
    fontSize: '0.9rem',
  },
});

function ReadingTime({ minutes }: { minutes: number }) {
  const { selectMessage } = usePluralForm();
  const rounded = Math.ceil(minutes);
  return (
    <>
      {selectMessage(
        rounded,
        translate(
          {
            id: 'theme.blog.post.readingTime.plurals',
            description: 'Pluralized label for "{readingTime} min read".',
            message: 'One min read|{readingTime} min read',
          },
          { readingTime: rounded },
        ),
      )}
    </>
  );
}

export default function BlogPostItemHeaderInfo({ className }: Props): ReactNode {
  const { metadata } = useBlogPost();
  const { date, readingTime } = metadata;
  const {
    i18n: { currentLocale },
  } = useDocusaurusContext();
  return (
    <div className={clsx(stylex.props(styles.info).className, className)}>
      <time dateTime={date}>{formatPostDate(date, currentLocale)}</time>
      {typeof readingTime !== 'undefined' && (
        <>
          {' · '}
          <ReadingTime minutes={readingTime} />
        </>
      )}
    </div>
  );
}
