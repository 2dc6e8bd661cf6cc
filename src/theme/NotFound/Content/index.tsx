import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

/**
 * The not-found page's content (src/components/NotFoundPage): the closest
 * pages, a search field and the site's sections. Docs routes render this
 * component for unknown paths below them, so it is part of every docs page's
 * code: its body is a chunk of its own, loaded only where it shows (the
 * server writes it into 404.html in full).
 */
const NotFoundPage = lazyRendered(() => import('@site/src/components/NotFoundPage'));

/**
 * Docs and blog routes render only this content for unknown paths below them
 * (not the whole NotFound page), so the title fell back to the bare site
 * title once React took over. Setting it here gives every not-found page
 * "Page Not Found | StyleX".
 */
export default function NotFoundContent(): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <>
      <PageMetadata title={title} />
      <NotFoundPage />
    </>
  );
}
