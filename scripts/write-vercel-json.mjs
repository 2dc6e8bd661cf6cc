#!/usr/bin/env node
/**
 * Regenerates vercel.json from the last build: the same headers and
 * Content-Security-Policy as build/_headers (deploy/headers.mjs), in
 * Vercel's format. Vercel reads vercel.json from the repository, so commit
 * the result; tests/build/headers.test.mjs fails while it is stale.
 *
 *   npx docusaurus build && node scripts/write-vercel-json.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { policiesFromHeadersFile, renderVercelJson } from '../deploy/headers.mjs';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const headersFile = path.join(siteDir, 'build', '_headers');
if (!fs.existsSync(headersFile)) throw new Error('No build/_headers: run `npx docusaurus build` first.');
const policies = policiesFromHeadersFile(fs.readFileSync(headersFile, 'utf8'));
fs.writeFileSync(path.join(siteDir, 'vercel.json'), renderVercelJson(policies));
console.log('Wrote vercel.json');
