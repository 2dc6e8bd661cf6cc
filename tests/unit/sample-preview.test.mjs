/**
 * Which docs samples get a Preview tab (src/plugins/sample-output/preview.mjs),
 * and the files each one renders; the counts of the Learn and API pages.
 * The browser renders every one of them in tests/e2e/live-samples.spec.ts.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import { collectPages } from '../../src/plugins/sample-output/code-samples.mjs';
import { hasOutputViews, pageOutputs } from '../../src/plugins/sample-output/outputs.mjs';
import { previewPlans } from '../../src/plugins/sample-output/preview.mjs';

/** A compiled result as compilePage gives it. */
const sample = (virtualPath, code, { status = 'compiled', markers = {} } = {}) => ({ status, block: { virtualPath, code, fence: { markers } } });
const IMPORTS = "import * as stylex from '@stylexjs/stylex';\nimport React from 'react';\n";

test('a sample with a default export or one exported component gets a preview, with the files it imports', () => {
  const tokens = sample('src/tokens.stylex.ts', "export const colors = stylex.defineVars({ a: 'red' });");
  const button = sample('src/Button.tsx', `${IMPORTS}import { colors } from './tokens.stylex';\nexport function Button() { return <button />; }`);
  const page = sample('src/Page.tsx', `${IMPORTS}import { Button } from './Button';\nexport default function Page() { return <Button />; }`);
  const plans = previewPlans([tokens, button, page]);
  assert.deepEqual(plans[0], { reason: 'a tokens or themes file' });
  assert.deepEqual(plans[1], { entry: 'src/Button.tsx', files: ['src/Button.tsx', 'src/tokens.stylex.ts'] });
  assert.deepEqual(plans[2], { entry: 'src/Page.tsx', files: ['src/Page.tsx', 'src/Button.tsx', 'src/tokens.stylex.ts'] });
});

test('a sample without one component, or with what the preview cannot provide, says why', () => {
  const reason = (...results) => previewPlans(results).at(-1).reason;
  assert.equal(reason(sample('a.tsx', `${IMPORTS}const styles = stylex.create({});`)), 'defines no exported React component');
  assert.equal(reason(sample('a.tsx', `${IMPORTS}export function A() {}\nexport const B = () => null;`)), 'exports 2 components and no default one');
  assert.equal(reason(sample('a.tsx', `${IMPORTS}import x from '@stylexjs/atoms';\nexport default function A() { return <p />; }`)), 'imports @stylexjs/atoms, which the preview does not provide');
  assert.equal(reason(sample('a.tsx', `${IMPORTS}import { B } from './B';\nexport default function A() { return <B />; }`)), 'imports ./B, which no block of the page defines');
  assert.equal(
    reason(sample('B.tsx', 'export {', { status: 'exempt' }), sample('a.tsx', `${IMPORTS}import { B } from './B';\nexport default function A() { return <B />; }`)),
    'imports ./B, a block that does not compile on its own',
  );
  assert.match(reason(sample('a.tsx', 'export default function A() { return <p />; }', { status: 'expected-failure' })), /does not compile/);
  assert.equal(reason(sample('a.tsx', `${IMPORTS}export default async function A() { return <p />; }`)), 'an async server component');
  // Type-only imports are not rendered.
  assert.equal(previewPlans([sample('a.tsx', `${IMPORTS}import type { X } from './types';\nexport default function A() { return <p />; }`)])[0].entry, 'a.tsx');
});

test('fence markers: no-preview leaves the tab off, preview asks for it', () => {
  const component = `${IMPORTS}export default function A() { return <p />; }`;
  assert.deepEqual(previewPlans([sample('a.tsx', component, { markers: { 'no-preview': true } })])[0], { reason: 'opted out (no-preview)' });
  const two = `${IMPORTS}export function A() { return <p />; }\nexport function B() { return <p />; }`;
  assert.equal(previewPlans([sample('a.tsx', two)])[0].reason, 'exports 2 components and no default one');
  assert.equal(previewPlans([sample('a.tsx', two, { markers: { preview: true } })])[0].entry, 'a.tsx');
});

test('the Learn and API pages: previewed samples and why the others are not', () => {
  const counts = { previewed: 0, optedOut: 0, pages: 0 };
  for (const file of collectPages(['docs']).filter(hasOutputViews)) {
    const outputs = Object.values(pageOutputs(file));
    const previewed = outputs.filter((output) => output?.preview).length;
    counts.previewed += previewed;
    if (previewed) counts.pages += 1;
    for (const output of outputs) {
      if (output?.kind !== 'output' || output.preview) continue;
      counts.optedOut += 1;
    }
    for (const output of outputs.filter((o) => o?.preview)) {
      const { entry, files } = output.preview;
      assert.equal(files[0].name, entry);
      assert.ok(files.every((f) => f.code.trim()), `${file}: ${entry} has its files' code`);
    }
  }
  console.log(`preview: ${counts.previewed} samples on ${counts.pages} pages; ${counts.optedOut} samples with tabs but no preview`);
  assert.ok(counts.previewed > 120, `only ${counts.previewed} samples previewed`);
});
