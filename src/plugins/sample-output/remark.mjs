/**
 * Wraps each StyleX sample of a Learn or API page that has a compiled output
 * (./outputs.mjs) in `<SampleOutput>` (src/components/SampleOutput): the
 * Source | CSS | JS tabs. The markup holds only the file name and the
 * block's position; the outputs load on demand.
 */
import { COMPILED_LANGS } from './code-samples.mjs';
import { compiledBlocks, hasOutputViews, outputFileName, pageOutputs, writeDevOutputsFile } from './outputs.mjs';
import { declares, esmImport } from '../../markdown/rehype-markdown-imports.mjs';

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
    if (!outputs.some(Boolean)) return;
    const blocks = compiledBlocks(file);
    const fileName = outputFileName(file);
    let position = 0;
    let wrapped = 0;
    walk(tree, (node, index, parent) => {
      if (node.type !== 'code' || !COMPILED_LANGS.has((node.lang ?? '').toLowerCase())) return false;
      const n = position++;
      if (blocks[n]?.code.trim() !== node.value.trim()) {
        throw new Error(
          `sample-output: code block ${n + 1} of ${file} (line ${node.position?.start.line}) is not the block the samples reader found there`,
        );
      }
      const output = outputs[n];
      if (!output) return true;
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          attribute('file', fileName),
          attribute('index', String(n)),
          attribute('kind', output.kind),
          ...(output.preview ? [attribute('preview', '1')] : []),
        ],
        children: [node],
      };
      wrapped += 1;
      return true;
    });
    if (wrapped === 0) return;
    if (declares(tree, COMPONENT)) throw new Error(`sample-output: ${file} mentions ${COMPONENT}, the name its tabs are imported as`);
    tree.children.unshift(esmImport({ local: COMPONENT, source: COMPONENT_SOURCE }));
    await writeDevOutputsFile(file);
  };
}
