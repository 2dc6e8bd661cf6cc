import React, { type ReactNode } from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';

type Props = WrapperProps<typeof ContentType>;

/**
 * Docs and blog routes render only this content for unknown paths below them
 * (not the whole NotFound page), so the title fell back to the bare site
 * title once React took over. Setting it here gives every not-found page
 * "Page Not Found | StyleX".
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <>
      <PageMetadata title={title} />
      <Content {...props} />
    </>
  );
}
