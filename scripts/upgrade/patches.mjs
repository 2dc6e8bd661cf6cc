/**
 * The patches of patches/ (patch-package), named
 * `<package>+<version>+<n>+<concern>.patch`: the version is the installed
 * one of the package (postinstall refuses any other), so code and tests name
 * a patch by its concern only and find its file here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteDir } from '../../src/site-dir.mjs';

export const PATCHES_DIR = path.join(siteDir, 'patches');

/** The parts of a patch file's name: the package it patches, the version it names, its order and concern. */
export function parsePatchName(file) {
  const parts = file.replace(/\.patch$/, '').split('+');
  const scoped = parts[0].startsWith('@');
  const [pkg, rest] = scoped ? [`${parts[0]}/${parts[1]}`, parts.slice(2)] : [parts[0], parts.slice(1)];
  const [version, order, ...concern] = rest;
  if (!version || !/^\d{3}$/.test(order ?? '') || concern.length === 0) {
    throw new Error(`patches/${file} is not named <package>+<version>+<nnn>+<concern>.patch`);
  }
  return { file, pkg, version, order, concern: concern.join('+') };
}

/** Every patch, in the order patch-package applies them. */
export function listPatches(dir = PATCHES_DIR) {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.patch'))
    .sort()
    .map(parsePatchName);
}

/** The file name of the patch of `concern` (`patches/*+<concern>.patch`): exactly one must exist. */
export function patchFile(concern, dir = PATCHES_DIR) {
  const found = listPatches(dir).filter((patch) => patch.concern === concern);
  if (found.length !== 1) {
    throw new Error(`expected one patches/*+${concern}.patch, found ${found.length}: ${found.map((p) => p.file).join(', ') || 'none'}`);
  }
  return found[0].file;
}
