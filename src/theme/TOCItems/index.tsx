/**
 * Ejected from @docusaurus/theme-classic to load one hook later: the
 * table of contents' highlight of the heading being read, which only follows
 * scrolling and works on the DOM (it sets a class on a link). The list
 * renders and hydrates as before; the highlight comes in its own chunk once
 * the page has hydrated (./Highlight.tsx), not with every docs page and post.
 * An entry's inline code gets the line breaks its heading has.
 */
import React, { useMemo, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useFilteredAndTreeifiedTOC } from '@docusaurus/theme-common/internal';
import TOCItemTree from '@theme/TOCItems/Tree';
import type { Props } from '@theme/TOCItems';
import { lazyRendered } from '@site/src/components/LazyContent/lazyRendered';
import { codeWithBreaks } from '@site/src/components/LineBreaks';

const TOCHighlight = lazyRendered(() => import('./Highlight'));

export default function TOCItems({
  toc,
  className = 'table-of-contents table-of-contents__left-border',
  linkClassName = 'table-of-contents__link',
  linkActiveClassName = undefined,
  minHeadingLevel: minHeadingLevelOption,
  maxHeadingLevel: maxHeadingLevelOption,
  ...props
}: Props): ReactNode {
  const themeConfig = useThemeConfig();
  const minHeadingLevel = minHeadingLevelOption ?? themeConfig.tableOfContents.minHeadingLevel;
  const maxHeadingLevel = maxHeadingLevelOption ?? themeConfig.tableOfContents.maxHeadingLevel;
  // An entry that is a long name breaks where its heading does (src/theme/Heading).
  const entries = useMemo(() => toc.map((entry) => ({ ...entry, value: codeWithBreaks(entry.value) })), [toc]);
  const tocTree = useFilteredAndTreeifiedTOC({ toc: entries, minHeadingLevel, maxHeadingLevel });
  const tocHighlightConfig = useMemo(
    () => (linkClassName && linkActiveClassName ? { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } : undefined),
    [linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel],
  );
  // Rendered in the browser only, once hydrated: the server's HTML and
  // hydration have the list alone.
  const isBrowser = useIsBrowser();
  return (
    <>
      <TOCItemTree toc={tocTree} className={className} linkClassName={linkClassName} {...props} />
      {isBrowser && tocHighlightConfig && <TOCHighlight config={tocHighlightConfig} />}
    </>
  );
}
