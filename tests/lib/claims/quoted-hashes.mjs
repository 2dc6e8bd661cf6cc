/**
 * Hashes a page quotes in its prose: the class names and variable hashes of
 * its text and code comments, and those its samples compile to, so that a
 * docs page quotes only what its own samples produce. Test-only: the build
 * never loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeBlocks } from '../../../src/markdown/parse.mjs';
import { cssFor } from '../../../src/plugins/sample-output/code-samples.mjs';
import { siteDir } from '../../../src/site-dir.mjs';

/** The lines of a page outside its fenced blocks (front matter included), each with its line number. */
export function proseLines(file) {
  const inBlock = new Set(
    codeBlocks(file).flatMap((b) => Array.from({ length: b.endLine - b.line + 1 }, (_, i) => b.line + i)),
  );
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter(({ line }) => !inBlock.has(line));
}

/** A class name or variable as the compiler writes them: `x1e2nbdu`, `--xzkphav`, a keyframes name `xktz90n-B`. */
export const STYLEX_HASH = /(?<![\w$-])(?:--)?x[a-z0-9]{4,9}(?:-B)?(?![\w-])/g;
/** Words of that shape that are not hashes (a style prop name some codebases use). */
export const NOT_HASHES = new Set(['xstyle']);
const CODE_COMMENT = /\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$|<!--[\s\S]*?-->/gm;

/**
 * The class names and variable hashes a page quotes in its prose or in the
 * comments of its code blocks, each with its line. The compiled code itself
 * is left out: it is checked by compiling.
 */
export function quotedHashes(file) {
  const found = [];
  for (const { line, text } of proseLines(file)) {
    for (const [token] of text.matchAll(STYLEX_HASH)) if (!NOT_HASHES.has(token)) found.push({ line, token });
  }
  for (const block of codeBlocks(file)) {
    for (const comment of block.code.matchAll(CODE_COMMENT)) {
      const line = block.line + 1 + block.code.slice(0, comment.index).split('\n').length - 1;
      for (const [token] of comment[0].matchAll(STYLEX_HASH)) if (!NOT_HASHES.has(token)) found.push({ line, token });
    }
  }
  return found;
}

/** Every class name and variable hash in the compiled JS and CSS of a page's samples (compilePage's results). */
export function compiledHashes(results) {
  const hashes = new Set();
  for (const r of results.filter((result) => result.ok)) {
    // Babel keeps the sample's comments in the compiled code; only the compiler's own output counts.
    for (const text of [r.code.replace(CODE_COMMENT, ''), cssFor(r.rules)]) {
      // A variable is quoted as `--x…` or, as its name's hash, `x…`.
      for (const [token] of text.matchAll(STYLEX_HASH)) hashes.add(token).add(token.replace(/^--/, ''));
    }
  }
  return hashes;
}

/** The hashes a page quotes that its samples do not compile to (`compiled`, from compiledHashes), as `page:line token`. */
export function staleQuotedHashes(file, compiled) {
  const rel = path.relative(siteDir, file);
  return quotedHashes(file)
    .filter(({ token }) => !compiled.has(token))
    .map(({ line, token }) => `${rel}:${line} ${token}`);
}
