import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { staticPart } from '@site/src/partial-hydration/client/staticPart';

/**
 * The row under a doc (tags, "Edit this page", last update): static once the
 * server has rendered it. theme-classic renders its <footer> only when one of
 * them is there.
 */
export default staticPart<object>(
  () => import('@theme-original/DocItem/Footer'),
  function useFooterTag() {
    const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = useDoc().metadata;
    return tags.length > 0 || editUrl || lastUpdatedAt || lastUpdatedBy ? 'footer' : null;
  },
);
