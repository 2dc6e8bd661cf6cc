/**
 * The names of the StyleX API as code spells them, derived from the installed
 * @stylexjs/stylex: `stylex.create` for each runtime export, `stylex.when.*`
 * for a namespace of functions, `stylex.unstable_*` for the experiments, and
 * each type the entry point exports (`StyleXStyles`). `@stylexjs/atoms`, which
 * the compiler understands, is not on the registry. An API reference page's
 * title is one of these, or several joined by " / " or " and "
 * (tests/unit/api-signatures.test.mjs, tests/e2e/api-first-screen.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Packages the compiler understands that have no installable declarations. */
export const UNPUBLISHED = new Set(['@stylexjs/atoms']);

export const stylexDeclarations = path.join(path.dirname(require.resolve('@stylexjs/stylex/package.json')), 'lib/es');

/** @returns {Set<string>} */
export function apiSpellings() {
  const stylex = require('@stylexjs/stylex');
  const names = new Set(UNPUBLISHED);
  for (const [key, value] of Object.entries(stylex)) {
    names.add(`stylex.${key}`);
    // A namespace of functions (`stylex.when.ancestor(…)`) is named by its members' pattern.
    const members = value && typeof value === 'object' ? Object.values(value) : [];
    if (members.length > 0 && members.every((v) => typeof v === 'function')) names.add(`stylex.${key}.*`);
  }
  // The experiments share a prefix: `stylex.unstable_*` names them all.
  if (Object.keys(stylex).some((key) => key.startsWith('unstable_'))) names.add('stylex.unstable_*');
  const entry = fs.readFileSync(path.join(stylexDeclarations, 'stylex.d.ts'), 'utf8');
  const typeList = /export type \{([^}]*)\}/.exec(entry);
  if (!typeList) throw new Error('stylex.d.ts no longer has an `export type { … }` list');
  for (const name of typeList[1].split(',').map((n) => n.trim()).filter(Boolean)) names.add(name);
  return names;
}

/** The names a title joins (" / ", " and "), each of which must be an API spelling. */
export function namesOfTitle(/** @type {string} */ title) {
  return title.split(/ \/ | and /);
}
