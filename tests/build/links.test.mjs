/**
 * Links and page metadata of the built site (build/), read from its HTML:
 *
 * - every internal link, image and asset reference resolves to a built file,
 *   and every `#anchor` to an element of the target page (announcement bar
 *   and hand-written `<a>` included);
 * - every link that opens a new tab does so safely (`rel="noopener"`);
 * - every indexable page has a unique `<title>`, exactly one `<h1>`, a meta
 *   description and a canonical URL pointing at itself;
 * - sitemap.xml lists exactly the indexable pages.
 *
 * Run after `npx docusaurus build`.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { assertBuilt, buildDir, byTag, find, htmlPages, isNoindex, isRedirectPage, textOf } from '../lib/built-site.mjs';

assertBuilt();

const siteUrl = 'https://stylexjs.com';
/** Pages the sitemap leaves out on purpose (docusaurus.config.ts `sitemap.ignorePatterns`): search results. */
const notInSitemap = [/^\/search\//];

const pages = htmlPages();
const pageByFile = new Map(pages.map((p) => [p.rel, p]));
const indexable = pages.filter((p) => p.rel !== '404.html' && !isRedirectPage(p.doc) && !isNoindex(p.doc));

/** ids (and `<a name>`s) of each page, for anchor checks. */
const anchorsCache = new Map();
function anchorsOf(page) {
  if (!anchorsCache.has(page.rel)) {
    const ids = new Set();
    for (const el of find(page.doc, (e) => e.attribs?.id != null || (e.name === 'a' && e.attribs?.name))) {
      ids.add(el.attribs.id ?? el.attribs.name);
    }
    anchorsCache.set(page.rel, ids);
  }
  return anchorsCache.get(page.rel);
}

/**
 * Where an internal URL lands in build/: `{ file }` of an existing file,
 * or `{ error }`.
 */
function resolve(url, fromRoute) {
  const target = new URL(url, `${siteUrl}${fromRoute}`);
  let pathname;
  try {
    pathname = decodeURIComponent(target.pathname);
  } catch {
    return { error: 'undecodable path' };
  }
  const rel = pathname.slice(1);
  const candidates = pathname.endsWith('/') ? [`${rel}index.html`] : [rel];
  for (const candidate of candidates) {
    const file = path.join(buildDir, candidate);
    if (file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return { file: candidate, hash: target.hash ? decodeURIComponent(target.hash.slice(1)) : '' };
    }
  }
  if (!pathname.endsWith('/') && fs.existsSync(path.join(buildDir, rel, 'index.html'))) {
    return { error: `missing trailing slash (${pathname}/ exists): every link should end in "/"` };
  }
  return { error: 'no such file in build/' };
}

const isInternal = (url) => url.startsWith('/') || url.startsWith('#') || url.startsWith(`${siteUrl}/`) || !/^[a-z][a-z\d+.-]*:/i.test(url);

/** Every URL a page references, with what references it. */
function references(page) {
  const refs = [];
  const add = (url, what, el) => url != null && refs.push({ url: url.trim(), what, el });
  for (const el of byTag(page.doc, 'a').concat(byTag(page.doc, 'area'))) add(el.attribs.href, 'link', el);
  for (const el of byTag(page.doc, 'link')) add(el.attribs.href, `<link rel=${el.attribs.rel}>`, el);
  for (const el of byTag(page.doc, 'script')) add(el.attribs.src, 'script', el);
  for (const el of byTag(page.doc, 'img').concat(byTag(page.doc, 'source'), byTag(page.doc, 'video'), byTag(page.doc, 'audio'))) {
    add(el.attribs.src, 'image', el);
    for (const candidate of (el.attribs.srcset ?? '').split(',').filter((s) => s.trim())) {
      add(candidate.trim().split(/\s+/)[0], 'image', el);
    }
  }
  for (const el of byTag(page.doc, 'image').concat(byTag(page.doc, 'use'))) add(el.attribs.href ?? el.attribs['xlink:href'], 'svg reference', el);
  for (const el of byTag(page.doc, 'meta')) {
    if (/^(og:image|twitter:image|og:url)$/.test(el.attribs.property ?? el.attribs.name ?? '')) add(el.attribs.content, el.attribs.property ?? el.attribs.name, el);
  }
  return refs;
}

/**
 * On a noindex page (the 404 page), Docusaurus still writes its own address
 * as canonical, alternate and og:url, as `/404.html/`: metadata nobody
 * follows, for a page search engines drop. Those are not checked there.
 */
const selfMetadata = (el) => (el.name === 'link' && /^(canonical|alternate)$/.test(el.attribs.rel)) || el.attribs.property === 'og:url';

test('every internal link, image and anchor resolves', () => {
  const problems = [];
  for (const page of pages) {
    for (const { url, what, el } of references(page)) {
      if (!url || /^(mailto|tel|data):/i.test(url)) continue;
      if (isNoindex(page.doc) && selfMetadata(el)) continue;
      if (/^javascript:/i.test(url)) {
        problems.push(`${page.route}: ${what} uses a javascript: URL`);
        continue;
      }
      if (!isInternal(url)) continue;
      const target = resolve(url, page.route);
      if (target.error) {
        problems.push(`${page.route}: ${what} ${url} → ${target.error}`);
        continue;
      }
      // The playground's links carry code in the hash, not a heading id.
      if (!target.hash || el.attribs['data-nobrokenlinkcheck'] != null) continue;
      const targetPage = pageByFile.get(target.file);
      if (targetPage?.route === '/playground/') continue;
      if (!targetPage) {
        problems.push(`${page.route}: ${what} ${url} → #${target.hash} on a file that is not a page`);
      } else if (!anchorsOf(targetPage).has(target.hash)) {
        problems.push(`${page.route}: ${what} ${url} → no element with id "${target.hash}" on ${targetPage.route}`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('links that open a new tab use rel="noopener"', () => {
  const problems = [];
  for (const page of pages) {
    for (const el of byTag(page.doc, 'a').concat(byTag(page.doc, 'area'))) {
      if ((el.attribs.target ?? '').toLowerCase() !== '_blank') continue;
      const rel = (el.attribs.rel ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener') && !rel.includes('noreferrer')) {
        problems.push(`${page.route}: ${el.attribs.href} opens a new tab without rel="noopener"`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('links leaving the site are https', () => {
  const problems = [];
  for (const page of pages) {
    for (const el of byTag(page.doc, 'a')) {
      if (/^http:\/\//i.test(el.attribs.href ?? '')) problems.push(`${page.route}: ${el.attribs.href}`);
    }
  }
  assert.deepEqual(problems, []);
});

test('every page has a title and exactly one h1', () => {
  const problems = [];
  for (const page of pages.filter((p) => !isRedirectPage(p.doc))) {
    const titles = byTag(page.doc, 'title').map((el) => textOf(el).trim());
    if (titles.length !== 1 || !titles[0]) problems.push(`${page.route}: ${titles.length} <title> elements`);
    const h1s = byTag(page.doc, 'h1').length;
    if (h1s !== 1) problems.push(`${page.route}: ${h1s} <h1> elements`);
  }
  assert.deepEqual(problems, []);
});

test('indexable pages have a unique title, a meta description and a self canonical URL', () => {
  assert.ok(indexable.length > 50, `expected the whole site, found ${indexable.length} pages`);
  const problems = [];
  const byTitle = new Map();
  const byDescription = new Map();
  for (const page of indexable) {
    const title = textOf(byTag(page.doc, 'title')[0] ?? { children: [] }).trim();
    byTitle.set(title, [...(byTitle.get(title) ?? []), page.route]);
    const description = byTag(page.doc, 'meta').find((el) => el.attribs.name === 'description')?.attribs.content?.trim();
    if (!description) problems.push(`${page.route}: no meta description`);
    else byDescription.set(description, [...(byDescription.get(description) ?? []), page.route]);
    const canonicals = byTag(page.doc, 'link').filter((el) => el.attribs.rel === 'canonical');
    if (canonicals.length !== 1) problems.push(`${page.route}: ${canonicals.length} canonical links`);
    else if (canonicals[0].attribs.href !== `${siteUrl}${page.route}`) {
      problems.push(`${page.route}: canonical is ${canonicals[0].attribs.href}`);
    }
  }
  for (const [title, routes] of byTitle) if (routes.length > 1) problems.push(`title "${title}" on ${routes.join(', ')}`);
  for (const [text, routes] of byDescription) {
    if (routes.length > 1) problems.push(`description "${text.slice(0, 60)}…" on ${routes.join(', ')}`);
  }
  assert.deepEqual(problems, []);
});

test('sitemap.xml lists exactly the indexable pages', () => {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const problems = listed.filter((loc) => !loc.startsWith(`${siteUrl}/`)).map((loc) => `not on the site: ${loc}`);
  const listedPaths = new Set(listed.map((loc) => decodeURI(loc.slice(siteUrl.length))));
  const expected = new Set(indexable.map((p) => p.route).filter((route) => !notInSitemap.some((re) => re.test(route))));
  for (const route of expected) if (!listedPaths.has(route)) problems.push(`missing from the sitemap: ${route}`);
  for (const route of listedPaths) if (!expected.has(route)) problems.push(`listed but not an indexable page: ${route}`);
  assert.deepEqual(problems, []);
});
