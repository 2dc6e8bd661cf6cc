import { useTOCHighlight, type TOCHighlightConfig } from '@docusaurus/theme-common/internal';

/** Marks the link of the heading being read (theme-common's hook: it sets classes on the links). */
export default function TOCHighlight({ config }: { config: TOCHighlightConfig }): null {
  useTOCHighlight(config);
  return null;
}
