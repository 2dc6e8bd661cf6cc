#!/usr/bin/env node
/**
 * After `npm install` moved a patched package to another version: renames
 * each patch of patches/ to the version of its package now installed, so
 * that `npx patch-package --error-on-fail --error-on-warn` tries them (it
 * refuses a patch named for another version) and reports the ones to port.
 * Code and tests name patches by concern, so nothing else changes.
 *
 *   node scripts/upgrade/rename-patches.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPatches, PATCHES_DIR } from './patches.mjs';
import { installedManifest } from './versions.mjs';

let renamed = 0;
for (const { file, pkg, version } of listPatches()) {
  const installed = installedManifest(pkg).version;
  if (installed === version) continue;
  const to = file.replace(`+${version}+`, `+${installed}+`);
  fs.renameSync(path.join(PATCHES_DIR, file), path.join(PATCHES_DIR, to));
  console.log(`patches/${file} → patches/${to}`);
  renamed += 1;
}
console.log(renamed ? `${renamed} patch${renamed === 1 ? '' : 'es'} renamed; now: npx patch-package --error-on-fail --error-on-warn` : 'Every patch names the installed version of its package.');
