/**
 * The versions of the site's dependencies: what package.json pins, and what
 * is installed. The Docusaurus version the patches, the contracts and the
 * benchmark's baseline target is package.json's `@docusaurus/core`, read
 * here and nowhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../src/site-dir.mjs';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The version package.json asks for `name` (dependencies or devDependencies). */
export function pinnedVersion(name, manifest = readJson(path.join(siteDir, 'package.json'))) {
  const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
  if (!version) throw new Error(`package.json does not name ${name}`);
  return version;
}

export const DOCUSAURUS_VERSION = pinnedVersion('@docusaurus/core');

/**
 * Where Node finds package `name` from folder `from`: the nearest
 * node_modules/<name> up the tree (many packages do not export their
 * package.json, so require.resolve cannot say).
 */
export function packageDir(name, from = siteDir) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (looked from ${from})`);
  }
}

/** The package.json of `name` as installed from `from`. */
export function installedManifest(name, from = siteDir) {
  return readJson(path.join(packageDir(name, from), 'package.json'));
}
