/**
 * Wraps each StyleX sample of a Learn or API page that has a compiled output
 * (src/plugins/sample-output/outputs.mjs) in `<SampleOutput>`
 * (src/components/SampleOutput): the Source | CSS | JS tabs. The markup holds
 * only the page's outputs file and the block's code key (./fence.mjs), by
 * which the tabs find the block's view; the outputs load on demand.
 */
import { COMPILED_LANGS } from './fence.mjs';
import { keyOfCode } from './parse.mjs';
import { hasOutputViews, outputFileName, pageOutputs, writeDevOutputsFile } from '../plugins/sample-output/outputs.mjs';
import { declares, esmImport } from './rehype-markdown-imports.mjs';

/** The component the tabs are, imported by each page that has them (only those pages load its code). */
const COMPONENT = 'SampleOutput';
const COMPONENT_SOURCE = '@site/src/components/SampleOutput';

const attribute = (name, value) => ({ type: 'mdxJsxAttribute', name, value });

/** Calls visit(node, index, parent) for every node below `parent`; a visit returning true skips the node's children. */
function walk(parent, visit) {
  (parent.children ?? []).forEach((node, index) => {
    if (!visit(node, index, parent)) walk(node, visit);
  });
}

export default function remarkSampleOutput() {
  return async (tree, vfile) => {
    const file = vfile.path;
    if (!file || !hasOutputViews(file)) return;
    const outputs = pageOutputs(file);
    if (Object.keys(outputs).length === 0) return;
    const fileName = outputFileName(file);
    const found = new Set();
    walk(tree, (node, index, parent) => {
      if (node.type !== 'code' || !COMPILED_LANGS.has((node.lang ?? '').toLowerCase())) return false;
      const key = keyOfCode(node);
      const output = outputs[key];
      if (!output) return true;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          attribute('file', fileName),
          attribute('codeKey', key),
          attribute('kind', output.kind),
          ...(output.preview ? [attribute('preview', '1')] : []),
        ],
        children: [node],
      };
      found.add(key);
      return true;
    });
    const lost = Object.keys(outputs).filter((key) => !found.has(key));
    if (lost.length > 0) throw new Error(`sample-output: ${lost.length} sample(s) of ${file} are not among the code blocks of the page the docs build`);
    if (declares(tree, COMPONENT)) throw new Error(`sample-output: ${file} mentions ${COMPONENT}, the name its tabs are imported as`);
    tree.children.unshift(esmImport({ local: COMPONENT, source: COMPONENT_SOURCE }));
    await writeDevOutputsFile(file);
  };
}
