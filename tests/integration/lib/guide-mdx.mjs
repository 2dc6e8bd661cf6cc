/**
 * Reads an installation guide the way a reader follows it: the files it shows
 * (every fenced block whose title is a file path) and the command blocks of
 * its package-manager tabs, in page order. Nothing here knows what a guide should contain; the guide's
 * MDX is the only source, so a file the page leaves out is missing from the
 * project the test builds.
 */
import { codeBlocks } from '../../../src/markdown/parse.mjs';

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

/** The package managers whose tabs a guide's command blocks have. */
export const MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'];

/**
 * The guide as a reader follows it, top to bottom: a `files` step for every
 * block titled with a file path, a `commands` step for every `<Tabs>` of
 * package-manager tabs (`byManager.npm`, `byManager.yarn`, … hold each tab's
 * command lines). A reader on Yarn runs the Yarn tab of each `commands` step
 * and writes each file where the page shows it.
 */
export function guideSteps(mdxPath) {
  const steps = [];
  const seen = new Set();
  for (const block of codeBlocks(mdxPath)) {
    // The tab around the block, and the <Tabs> it belongs to (by its line).
    const tab = block.within.findLast((element) => element.name === 'TabItem')?.attributes.value;
    const tabs = block.within.findLast((element) => element.name === 'Tabs')?.line;
    const where = tab && tabs ? { tab, tabs } : null;
    if (where && MANAGERS.includes(where.tab)) {
      let step = steps.at(-1);
      if (step?.kind !== 'commands' || step.tabs !== where.tabs) {
        step = { kind: 'commands', tabs: where.tabs, line: block.line, byManager: {} };
        steps.push(step);
      }
      (step.byManager[where.tab] ??= []).push(...commandLines(block.code));
      continue;
    }
    const { title } = block.fence;
    if (!isFileTitle(title)) continue;
    if (seen.has(title)) {
      throw new Error(`${mdxPath}:${block.line} shows ${title} a second time`);
    }
    seen.add(title);
    steps.push({ kind: 'file', path: title, code: `${block.code}\n`, line: block.line });
  }
  return steps;
}

function commandLines(code) {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The shell commands of the npm tabs, in page order, one command per line. */
export function npmTabCommands(mdxPath) {
  return guideSteps(mdxPath).flatMap((step) => (step.kind === 'commands' ? (step.byManager.npm ?? []) : []));
}

/**
 * The packages an install command adds (flags left out), with the dev flag:
 * `npm install -D a b`, `pnpm add a`, `yarn add --dev a`, `bun add -d a`.
 */
export function packagesOf(command) {
  const words = command.split(/\s+/);
  const adds =
    (words[0] === 'npm' && ['install', 'i', 'add'].includes(words[1])) ||
    (['pnpm', 'yarn', 'bun'].includes(words[0]) && words[1] === 'add');
  if (!adds) return [];
  return words.slice(2).filter((w) => !w.startsWith('-'));
}

/** Whether an install command saves exact versions (`--save-exact`, `-E`, `--exact`). */
export function savesExact(command) {
  return /(^|\s)(--save-exact|-E|--exact)(\s|$)/.test(command);
}

/** Strips a version range from `name@range` (keeping a scope's leading @). */
export function packageName(spec) {
  const at = spec.indexOf('@', 1);
  return at === -1 ? spec : spec.slice(0, at);
}

/**
 * What the page says the build writes, or a command prints: every block
 * titled `<path> (excerpt)`, such as `dist/assets/index-[hash].css (excerpt)`,
 * or `Terminal (excerpt)`. The
 * path is relative to the project, `[hash]` (or `[name]`) standing for any
 * file-name part; the block's text must be in the file, whitespace aside.
 */
export function guideExcerpts(mdxPath) {
  return codeBlocks(mdxPath).flatMap((block) => {
    const match = /^(\S+) \(excerpt\)$/.exec(block.fence.title ?? '');
    if (!match) return [];
    // `Terminal (excerpt)`: what a command prints.
    if (match[1] === 'Terminal') return [{ terminal: true, code: block.code, line: block.line }];
    const source = match[1]
      .split(/\[[a-z]+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return [{ path: match[1], pattern: new RegExp(`^${source}$`), code: block.code, line: block.line }];
  });
}

/**
 * What the page says a folder of the build holds: every block titled with a
 * relative folder path ending in `/`, such as `dist/`, one entry a line,
 * relative to that folder. `[hash]` (or `[name]`) stands for any file-name
 * part, an entry ending in `/` for a folder and everything in it, and a
 * `# comment` after an entry is the reader's note. The listing is the whole
 * folder: every entry must match a file, and every file an entry.
 */
export function guideListings(mdxPath) {
  return codeBlocks(mdxPath).flatMap((block) => {
    const folder = block.fence.title ?? '';
    if (!/^[^\s/][^\s]*\/$/.test(folder) || folder.split('/').includes('..')) return [];
    const entries = block.code
      .split('\n')
      .map((line) => line.replace(/\s+#\s.*$/, '').trim())
      .filter(Boolean)
      .map((entry) => ({ entry, pattern: entryPattern(entry) }));
    return [{ folder, entries, line: block.line }];
  });
}

/** A listing entry as a pattern for a path relative to the listed folder. */
function entryPattern(entry) {
  const source = entry
    .replace(/\/$/, '')
    .split(/\[[a-z]+\]/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(entry.endsWith('/') ? `^${source}/` : `^${source}$`);
}
