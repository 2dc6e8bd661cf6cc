/**
 * Compiler output a page quotes outside its samples' tabs: a `css` block (or any block that is
 * not a compiled sample) holding class names or variable hashes.
 *
 * - A block marked `output-of="src/sizes.js"` is the CSS that sample of the page compiles to,
 *   exactly; `compiled-with="styleResolution=legacy-expand-shorthands"` adds compiler options
 *   (comma-separated `key=value`; `true`, `false` and numbers as such; a dotted key such as
 *   `env.brand` nests; a value naming a CommonJS block of the page, such as
 *   `packages/brand-tokens/index.js`, is that module's exports), and `package=app` names the
 *   package the sample's files sit in (variable hashes include it).
 * - Any other such block may quote only hashes of the page's own compiled outputs, as prose may.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileFile, compilerOptionsOf, cssFor, NOT_HASHES, siteDir, STYLEX_HASH } from '../../../src/plugins/sample-output/code-samples.mjs';
import { COMPILED_LANGS } from '../../../src/markdown/fence.mjs';
import { codeBlocks } from '../../../src/markdown/parse.mjs';

/** Compiles one sample of the page, the page's other samples beside it, and returns its CSS. */
function compiledCss(blocks, title, marker) {
  const { options, packageName } = compilerOptionsOf(marker, blocks);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stylex-quoted-'));
  try {
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: packageName, private: true }));
    for (const block of blocks.filter((b) => COMPILED_LANGS.has(b.lang) && typeof b.fence.title === 'string')) {
      fs.mkdirSync(path.dirname(path.join(root, block.fence.title)), {
        recursive: true,
      });
      fs.writeFileSync(path.join(root, block.fence.title), block.code);
    }
    const source = blocks.find((b) => b.fence.title === title && COMPILED_LANGS.has(b.lang));
    if (!source) return { error: `no sample of the page is titled ${title}` };
    return {
      css: cssFor(compileFile(source.code, path.join(root, title), root, options).rules),
    };
  } catch (error) {
    return { error: String(error.message ?? error).split('\n')[0] };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Checks the compiler output a page quotes in blocks that are not compiled samples. `compiled` is
 * the set of hashes of the page's own outputs (compiledHashes). Returns problems as strings and
 * how many `output-of` blocks held.
 */
export function quotedOutputs(file, compiled) {
  const rel = path.relative(siteDir, file);
  const blocks = codeBlocks(file);
  const problems = [];
  let held = 0;
  for (const block of blocks.filter((b) => !COMPILED_LANGS.has(b.lang))) {
    const where = `${rel}:${block.line}`;
    if (block.fence.markers['output-of']) {
      const { css, error } = compiledCss(blocks, block.fence.markers['output-of'], block.fence.markers['compiled-with']);
      if (error) problems.push(`${where} output-of="${block.fence.markers['output-of']}" does not compile: ${error}`);
      else if (css.trim() !== block.code.trim())
        problems.push(`${where} is not what ${block.fence.markers['output-of']} compiles to:\n${css}`);
      else held += 1;
      continue;
    }
    // What an installation guide says its build writes: the guide suite finds
    // that text in the real build (guideExcerpts in tests/integration/lib/guide-mdx.mjs).
    if (/^docs\/learn\/installation\//.test(rel) && / \(excerpt\)$/.test(block.fence.title ?? '')) continue;
    for (const [token] of block.code.matchAll(STYLEX_HASH)) {
      if (!NOT_HASHES.has(token) && !compiled.has(token))
        problems.push(`${where} ${token} (not in the page's outputs; mark the block output-of)`);
    }
  }
  return { problems, held };
}
