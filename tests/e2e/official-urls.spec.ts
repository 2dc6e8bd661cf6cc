import { parseDocument, DomUtils } from 'htmlparser2';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import officialUrls from '../../src/data/official-urls.json';
import { blogRoutes, docsRoutes, specRoutes } from './site-map';

/**
 * Links readers already have: every URL the official StyleX site has served
 * (src/data/official-urls.json, made from its sources by
 * scripts/official-urls.mjs) answers here with the page the map names, with
 * and without the trailing slash, through whatever redirects the server and
 * the redirect pages make. The page reached is the mapped one by its
 * address, its canonical URL and its heading.
 *
 * Every entry is followed over HTTP from the test server (its redirects, then
 * a redirect page's target), which is fast enough for the whole map; the
 * browser follows one URL of each kind of answer (the page itself, a server
 * redirect of the slash-less spelling, a redirect page, a redirect page of a
 * slash-less dotted slug), so the redirect pages' script is known to run
 * under the site's Content-Security-Policy.
 */
const headings = new Map([...specRoutes, ...docsRoutes, ...blogRoutes].map((route) => [route.path, route.heading]));
const entries = Object.entries(officialUrls.urls);
const spellings = (from: string) => (from === '/' ? [from] : [from, from.replace(/\/$/, '')]);

/**
 * Follows `url` as a browser would without running scripts: HTTP redirects,
 * then a redirect page's `<meta http-equiv="refresh">`. Returns where it
 * ended and that page's document.
 */
async function follow(request: APIRequestContext, url: string) {
  let address = encodeURI(url);
  for (let hops = 0; hops < 5; hops++) {
    const response = await request.get(address);
    expect(response.status(), `${address} is served`).toBeLessThan(400);
    address = new URL(response.url()).pathname;
    const doc = parseDocument(await response.text());
    const refresh = DomUtils.findOne((el) => el.name === 'meta' && el.attribs['http-equiv'] === 'refresh', doc.children);
    if (!refresh) return { address, doc };
    address = /url=(.+)$/.exec(refresh.attribs.content)![1];
  }
  throw new Error(`${url}: more than 5 redirects`);
}

test('every official URL answers with its page over HTTP', async ({ request }) => {
  const wrong: string[] = [];
  for (const [from, to] of entries) {
    for (const url of spellings(from)) {
      const { address, doc } = await follow(request, url);
      const canonical = DomUtils.findOne((el) => el.name === 'link' && el.attribs.rel === 'canonical', doc.children)?.attribs.href;
      const h1s = DomUtils.getElementsByTagName('h1', doc).map((el) => DomUtils.textContent(el).replace(/\u200b/g, '').trim());
      const heading = headings.get(to);
      // A dotted slug without its slash (`/blog/v0.10.0`) is served as it is, like a file name.
      if (address.replace(/\/?$/, '/') !== encodeURI(to)) wrong.push(`${url} ends on ${address}, not ${to}`);
      else if (!canonical || new URL(canonical).pathname !== encodeURI(to)) wrong.push(`${url}: canonical ${canonical}`);
      else if (h1s.length !== 1) wrong.push(`${url}: ${h1s.length} h1`);
      else if (typeof heading === 'string' ? h1s[0] !== heading : heading ? !heading.test(h1s[0]) : !/\S/.test(h1s[0])) {
        wrong.push(`${url}: h1 "${h1s[0]}", expected "${heading}"`);
      }
    }
  }
  expect(entries.length).toBeGreaterThan(90);
  expect(wrong).toEqual([]);
});

/** One entry of each kind: the page itself, a redirect page, a redirect page of a dotted slug. */
const kinds = [
  entries.find(([from, to]) => from === to && from !== '/'),
  entries.find(([from, to]) => from !== to && !/\.\d/.test(from)),
  entries.find(([from, to]) => from !== to && /\.\d/.test(from)),
];

for (const entry of kinds) {
  const [from, to] = entry!;
  test(`in the browser, ${from} answers with ${to}`, async ({ page }) => {
    for (const url of spellings(from)) {
      const response = await page.goto(encodeURI(url));
      expect(response?.status(), `${url} is served`).toBeLessThan(400);
      await expect(page, `${url} ends on ${to}`).toHaveURL((address) => address.pathname.replace(/\/?$/, '/') === encodeURI(to));
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical && new URL(canonical).pathname, `the canonical URL of the page ${url} reaches`).toBe(encodeURI(to));
      await expect(page.locator('h1')).toHaveText(headings.get(to) ?? /\S/);
    }
  });
}
