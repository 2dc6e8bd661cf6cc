import React, { type ReactNode } from 'react';
import type { Props } from '@theme/ContentVisibility';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

// The draft and unlisted banners are admonitions: their code loads only on
// the pages that show one.
const Banners = lazyRendered(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const { unlisted, frontMatter } = props.metadata;
  // The original also reads the front matter: in development, unlisted is
  // always false in the metadata.
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return <Banners {...props} />;
}
