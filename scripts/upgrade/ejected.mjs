/**
 * The components of src/theme/ ejected from a Docusaurus theme: copied from
 * the package's source and changed, so an upgrade must compare each with the
 * package's new version of the file. Each says so in its first comment,
 * "Ejected from <package>" (no version: the installed one is package.json's);
 * its upstream file is the same path under the package's own `src/theme/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../src/site-dir.mjs';

const HEADER = /\bejected from (@[\w.-]+\/[\w.-]+|[\w.-]+)(.*)/i;

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Every ejected component of src/: `file` (ours, relative to the site),
 * `pkg` (the package it came from), `upstream` (the file in that package),
 * and `rest` (the header's words after the package, to check they name no
 * version).
 */
export function ejectedComponents(root = siteDir) {
  const theme = path.join(root, 'src', 'theme');
  return sourceFiles(path.join(root, 'src'))
    .map((full) => {
      const comment = /^\s*\/\*\*?([\s\S]*?)\*\//.exec(fs.readFileSync(full, 'utf8'))?.[1] ?? '';
      const match = HEADER.exec(comment);
      if (!match) return undefined;
      const file = path.relative(root, full).split(path.sep).join('/');
      if (!full.startsWith(theme + path.sep)) throw new Error(`${file} says it was ejected, but ejected components live in src/theme/`);
      return { file, pkg: match[1].replace(/[.,:;]$/, ''), upstream: `src/theme/${path.relative(theme, full).split(path.sep).join('/')}`, rest: match[2] };
    })
    .filter(Boolean);
}

/** The section of UPGRADING.md that lists them, and the `src/theme/…` files it names. */
export function ejectedInLedger(markdown) {
  const section = /^## Ejected components\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown)?.[1];
  if (section === undefined) return undefined;
  return [...section.matchAll(/^\| `(src\/theme\/[^`]+)`/gm)].map((m) => m[1]);
}

/** What is wrong between the ejected components and the ledger's list of them, as sentences. */
export function ejectedLedgerProblems(components, markdown) {
  const listed = ejectedInLedger(markdown);
  if (listed === undefined) return ['UPGRADING.md has no "## Ejected components" section'];
  const ejected = components.map((c) => c.file);
  return [
    ...ejected.filter((file) => !listed.includes(file)).map((file) => `${file} is ejected but UPGRADING.md does not list it`),
    ...listed.filter((file) => !ejected.includes(file)).map((file) => `UPGRADING.md lists ${file}, which has no "Ejected from" header`),
  ];
}
