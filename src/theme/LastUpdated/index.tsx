import type { Props } from '@theme/LastUpdated';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';

/**
 * "Last updated on … by …", loaded when a page shows it: only with
 * `showLastUpdateTime` or `showLastUpdateAuthor`, which this site does not
 * set, so no page need load it up front.
 */
export default lazyRendered<Props>(() => import('@theme-original/LastUpdated'));
