import { staticPart } from '@site/src/partial-hydration/client/staticPart';

/**
 * The previous and next page links under a doc: static once the server has
 * rendered them (theme-classic's DocPaginator always renders its <nav>).
 */
export default staticPart<object>(() => import('@theme-original/DocItem/Paginator'), () => 'nav');
