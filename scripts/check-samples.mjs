#!/usr/bin/env node
/**
 * Writer's tool: compiles the code samples of the given pages (default: all)
 * and prints a line per block. `--css` also prints the CSS and JS each block
 * compiles to, so the docs can show the compiler's real output.
 *
 *   node scripts/check-samples.mjs docs/learn/styling-ui/defining-styles.mdx --css
 */
import path from 'node:path';
import { collectPages, compilePage, cssFor } from '../src/plugins/sample-output/code-samples.mjs';
import { lintPage } from '../tests/lib/claims/lint-claims.mjs';
import { siteDir } from '../src/site-dir.mjs';
import { typecheckPage } from '../tests/lib/claims/typecheck.mjs';
import { hasOutputViews } from '../src/plugins/sample-output/outputs.mjs';
import { previewPlans } from '../src/plugins/sample-output/preview.mjs';

const args = process.argv.slice(2);
const showCss = args.includes('--css');
const files = args.filter((a) => !a.startsWith('--')).map((f) => path.resolve(f));
let bad = 0;
for (const page of files.length ? files : collectPages()) {
  const rel = path.relative(siteDir, page);
  const results = compilePage(page);
  const plans = hasOutputViews(page) ? previewPlans(results) : [];
  results.forEach((r, i) => {
    const label = `${rel}:${r.block.line} [${r.block.lang}${r.block.fence.title ? ` ${r.block.fence.title}` : ''}]`;
    console.log(`${r.status.padEnd(20)} ${label}${r.message ? `\n    ${r.message.split('\n')[0]}` : ''}`);
    // Preview tab (./src/plugins/sample-output/preview.mjs): what it renders, or why it has none.
    if (plans[i] && r.status === 'compiled') console.log(`    preview: ${plans[i].entry ? plans[i].files.join(' + ') : `none, ${plans[i].reason}`}`);
    if (['failed', 'unexpected-success', 'wrong-error'].includes(r.status)) bad += 1;
    if (showCss && r.ok) {
      console.log('--- js\n' + r.code + '\n--- css\n' + cssFor(r.rules) + '\n');
    }
  });
  const typed = typecheckPage(page);
  for (const d of typed.diagnostics) console.log(`type error           ${d}`);
  bad += typed.diagnostics.length;
  const linted = lintPage(page);
  for (const p of linted.problems) console.log(`lint claim           ${p}`);
  bad += linted.problems.length;
}
process.exitCode = bad ? 1 : 0;
