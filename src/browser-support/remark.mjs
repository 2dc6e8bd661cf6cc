/**
 * Puts browser support in the docs (./pages.mjs): the generated tables where
 * the reference page holds `<BrowserSupportTable />`, and the "Browser
 * support" section of a page whose samples use CSS short of widely
 * available. Registered with the docs after the sample tabs' plugin; the
 * Markdown twins call the same functions.
 */
import { hasOutputViews, pageOutputs } from '../plugins/sample-output/outputs.mjs';
import { addSupportSection, referenceTables, TABLE_ELEMENT } from './pages.mjs';

/** Replaces the reference page's `<BrowserSupportTable />` with the generated tables. */
export function fillReferenceTable(tree) {
  const at = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === TABLE_ELEMENT);
  if (at !== -1) tree.children.splice(at, 1, ...referenceTables());
}

export default function remarkBrowserSupport() {
  return (tree, vfile) => {
    const file = vfile.path;
    if (!file || !hasOutputViews(file)) return;
    fillReferenceTable(tree);
    addSupportSection(tree, pageOutputs(file));
  };
}
