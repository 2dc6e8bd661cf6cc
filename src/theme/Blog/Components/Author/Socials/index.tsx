import React, { type ReactNode } from 'react';
import type { Props } from '@theme/Blog/Components/Author/Socials';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

// The original bundles the icons of a dozen platforms (6.5 KiB gzip) into
// every blog page; they load only for an author who lists a social link.
const Socials = lazyRendered(() => import('@theme-original/Blog/Components/Author/Socials'), () => <Empty />);

/**
 * Holds the 1rem row the original keeps even without links, so author
 * names stay aligned. Infima's spacing class rather than a StyleX one: it
 * adds no CSS to the page.
 */
function Empty(): ReactNode {
  return <div className="margin-bottom--md" />;
}

export default function AuthorSocialsWrapper(props: Props): ReactNode {
  if (Object.keys(props.author.socials ?? {}).length === 0) {
    return <Empty />;
  }
  return <Socials {...props} />;
}
