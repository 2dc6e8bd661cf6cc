#!/usr/bin/env node
/**
 * `npm run test:docusaurus-hydration`: the site built with PARTIAL_HYDRATION=off
 * (`npm run build:docusaurus-hydration`, into build-docusaurus-hydration/),
 * hydrated as Docusaurus does, must work too: every build check that does
 * not concern partial hydration (those skip themselves, tests/lib/built-site.mjs),
 * then a smoke subset of the browser tests against that build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  PARTIAL_HYDRATION: 'off',
  STYLEX_BUILD_DIR: 'build-docusaurus-hydration',
  STYLEX_GENERATED_DIR: '.docusaurus-docusaurus-hydration',
  E2E_BUILD_DIR: 'build-docusaurus-hydration',
  E2E_PORT: process.env.E2E_PORT_DOCUSAURUS_HYDRATION ?? '3105',
  // Each route renders; its layout and axe checks do not depend on how it hydrates.
  EVERY_ROUTE_PARTS: 'render',
};

/**
 * One route of each kind, rendered (every-route.spec.ts's first part): how a
 * page hydrates differs by kind, not by page, and the on mode's run checks
 * every route.
 */
const ROUTES = [
  '/',
  '/docs/',
  '/docs/learn/styling-ui/defining-styles/',
  '/docs/learn/installation/vite/',
  '/docs/api/javascript/create/',
  '/blog/',
  '/blog/v0.19.0/',
  '/blog/archive/',
  '/blog/tags/release/',
  '/playground/',
  '/search/',
  '/no/such/page/',
];

/** Browser tests that cover what every reader does: the code blocks, tabs, colour mode and search. */
const SMOKE = [
  'unknown paths show the not-found page',
  'doc pages show an h2–h3 table of contents',
  'the copy button copies the code, and titles and word wrap still work',
  '"Open in Playground" links',
  'defaults to light and the toggle switches and stores the mode under `theme`',
  'the tabs show the compiled CSS and JS, with the mouse',
  'after a client-side navigation the tabs work too',
  'the navbar button is labelled "Search" and opens the modal',
  'hits are grouped, titled with their page and section, highlighted and linked',
];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const grep = [...ROUTES.map((route) => `every route ${escape(route)}$`), ...SMOKE.map(escape)].join('|');

// A route renamed away would leave its kind untested without a word.
const missing = ROUTES.filter((route) => route !== '/no/such/page/' && !fs.existsSync(path.join(env.STYLEX_BUILD_DIR, route, 'index.html')));
if (missing.length > 0) {
  console.error(`test:docusaurus-hydration: not in ${env.STYLEX_BUILD_DIR}: ${missing.join(', ')}`);
  process.exit(1);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
const status = run('node', ['--test', 'tests/build/']) || run('npx', ['playwright', 'test', '--project', 'chromium', '--grep', grep]);
process.exit(status);
