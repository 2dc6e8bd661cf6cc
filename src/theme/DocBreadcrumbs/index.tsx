import React, { type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import { useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { staticPart } from '@site/src/partial-hydration/client/staticPart';
import { layout, space } from '../../tokens/tokens.stylex';
import PageActions from './PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The trail itself is static once the server has rendered it: theme-classic
 * renders its <nav> when the doc is in a sidebar (its structured data goes to
 * the head, which the server wrote).
 */
const DocBreadcrumbs = staticPart<Props>(
  () => import('@theme-original/DocBreadcrumbs'),
  function useTrailTag() {
    return useSidebarBreadcrumbs() ? 'nav' : null;
  },
);

/**
 * Every docs page shows its breadcrumbs, so this is where the page actions
 * (Copy page, View as Markdown) go: on one row with the breadcrumbs, above
 * the title, so that the title starts high on a phone's first screen. A
 * trail too long for the row ends in an ellipsis (src/css/custom.css).
 * Neither is of use on paper.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div {...stylex.props(styles.row)}>
      <div {...stylex.props(styles.trail)}>
        <DocBreadcrumbs {...props} />
      </div>
      <PageActions />
    </div>
  );
}

const styles = stylex.create({
  row: {
    gap: space.sm,
    alignItems: 'baseline',
    display: { default: 'flex', [layout.print]: 'none' },
    justifyContent: 'space-between',
  },
  trail: {
    flexGrow: 1,
    minWidth: 0,
  },
});
