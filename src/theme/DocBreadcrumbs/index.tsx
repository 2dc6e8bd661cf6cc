import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from './PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Every docs page shows its breadcrumbs, so this is where the page actions
 * (Copy page, View as Markdown) go: above the title, on every docs page.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </>
  );
}
