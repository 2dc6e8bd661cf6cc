/**
 * Reads an installation guide the way a reader follows it: the files it shows
 * (every fenced block whose title is a file path), and the npm tab of its
 * install block. Nothing here knows what a guide should contain; the guide's
 * MDX is the only source, so a file the page leaves out is missing from the
 * project the test builds.
 */
import fs from 'node:fs';
import { extractBlocks } from '../../../src/plugins/sample-output/code-samples.mjs';

/**
 * A title names a file to write when it is a relative path with an extension
 * and no spaces: `vite.config.ts`, `src/App.tsx`, `app/globals.css`.
 * Titles such as `package.json (excerpt)` or `Terminal` are not files.
 */
export function isFileTitle(title) {
  return (
    typeof title === 'string' &&
    !/\s/.test(title) &&
    !title.startsWith('/') &&
    !title.split('/').includes('..') &&
    /\.[a-z]+$/i.test(title)
  );
}

/** The files of the guide, in page order. A path shown twice is an error. */
export function guideFiles(mdxPath) {
  const files = new Map();
  for (const block of extractBlocks(mdxPath)) {
    if (!isFileTitle(block.meta.title)) continue;
    if (files.has(block.meta.title)) {
      throw new Error(`${mdxPath}:${block.line} shows ${block.meta.title} a second time`);
    }
    files.set(block.meta.title, { code: `${block.code}\n`, line: block.line, lang: block.lang });
  }
  return files;
}

/**
 * The shell commands of the npm tabs: every code block inside a
 * `<TabItem value="npm">`, in page order, one command per line.
 */
export function npmTabCommands(mdxPath) {
  const source = fs.readFileSync(mdxPath, 'utf8');
  const commands = [];
  const tabRe = /<TabItem\s+value="npm"[^>]*>([\s\S]*?)<\/TabItem>/g;
  let tab;
  while ((tab = tabRe.exec(source)) !== null) {
    const fenceRe = /```[^\n]*\n([\s\S]*?)\n```/g;
    let fence;
    while ((fence = fenceRe.exec(tab[1])) !== null) {
      for (const line of fence[1].split('\n')) {
        const command = line.trim();
        if (command && !command.startsWith('#')) commands.push(command);
      }
    }
  }
  return commands;
}

/** The package names an `npm install …` command adds (flags left out). */
export function packagesOf(command) {
  const words = command.split(/\s+/);
  if (words[0] !== 'npm' || !['install', 'i', 'add'].includes(words[1])) return [];
  return words.slice(2).filter((w) => !w.startsWith('-'));
}

/** Strips a version range from `name@range` (keeping a scope's leading @). */
export function packageName(spec) {
  const at = spec.indexOf('@', 1);
  return at === -1 ? spec : spec.slice(0, at);
}
