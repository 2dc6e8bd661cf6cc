import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { visuallyHidden } from '../../../../styles/shared';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * The "Read more" link under a post's excerpt on the blog list. The classic
 * one names the post only in an `aria-label`, so tools that read the link's
 * text (search engines, Lighthouse's link-text audit) see just "Read more".
 * Here the post's title is part of the text, hidden from sight: screen
 * readers and crawlers get "Read more about <title>", the eye "Read more".
 */
export default function ReadMoreLink({ blogPostTitle, ...linkProps }: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span {...visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
