import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from './PageActions';
import { layout } from '../../tokens/tokens.stylex';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * Every docs page shows its breadcrumbs, so this is where the page actions
 * (Copy page, View as Markdown) go: above the title, on every docs page.
 * Neither is of use on paper.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div {...stylex.props(styles.chrome)}>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </div>
  );
}

const styles = stylex.create({
  chrome: {
    display: { default: null, [layout.print]: 'none' },
  },
});
