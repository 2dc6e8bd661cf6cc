/**
 * Contract of the hosted backend: a build made with ALGOLIA_APP_ID,
 * ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME (`npm run build:algolia`
 * makes it in build-algolia/) must send well-formed queries with the contextual
 * language/tag filters to the configured Algolia application, render
 * Algolia-shaped answers, and show the error state when the service fails.
 * Every request to Algolia is intercepted in the browser: nothing leaves the
 * machine.
 */
import { test, expect } from './fixtures';
import type { Page, Route } from '@playwright/test';
import {
  ALGOLIA_TEST,
  algoliaBuildDir,
  docSearchRecord,
  parseAlgoliaBody,
  serveDirectory,
  type AlgoliaRequest,
} from './support/search';

test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof serveDirectory>> | undefined;

test.beforeAll(async () => {
  site = await serveDirectory(algoliaBuildDir());
});

test.afterAll(async () => {
  await site?.close();
});

const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//i;
const SITE_URL = 'https://stylexjs.com';

interface Call {
  url: URL;
  headers: Record<string, string>;
  requests: AlgoliaRequest[];
}

/** The three records every intercepted query answers with. */
const RECORDS = [
  docSearchRecord(`${SITE_URL}/docs/api/javascript/defineVars/`, 'JavaScript API', 'defineVars', null, null),
  docSearchRecord(
    `${SITE_URL}/docs/api/javascript/defineVars/#parameters`,
    'JavaScript API',
    'defineVars',
    'Parameters',
    null,
  ),
  docSearchRecord(
    `${SITE_URL}/docs/learn/theming/defining-variables/#variable-groups`,
    'Theming',
    'Defining variables',
    'Variable groups',
    'Group related <mark>variables</mark> in one defineVars call.',
  ),
];

function answer(request: AlgoliaRequest, hits: ReturnType<typeof docSearchRecord>[]) {
  const hitsPerPage = Number(request.hitsPerPage ?? 20);
  const page = Number(request.page ?? 0);
  return {
    hits: hitsPerPage === 0 ? [] : hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
    nbHits: hits.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(hits.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: 1,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    facets: hits.length ? { language: { en: hits.length }, docusaurus_tag: { 'docs-default-current': hits.length } } : {},
  };
}

/** Routes every Algolia host to `reply`, recording the calls. */
async function interceptAlgolia(page: Page, reply: (route: Route, call: Call) => Promise<void>) {
  const calls: Call[] = [];
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request = route.request();
    const call = {
      url: new URL(request.url()),
      headers: request.headers(),
      requests: request.method() === 'POST' ? parseAlgoliaBody(request.postData()) : [],
    };
    calls.push(call);
    await reply(route, call);
  });
  return calls;
}

async function answerWith(route: Route, call: Call, hits = RECORDS) {
  await route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({ results: call.requests.map((request) => answer(request, hits)) }),
  });
}

async function gotoHydrated(page: Page, path: string) {
  await page.goto(`${site!.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The credential, as a header or (for simple CORS requests) a query parameter. */
function credential(call: Call, name: string) {
  return call.headers[name] ?? call.url.searchParams.get(name);
}

test.describe('hosted search (Algolia)', () => {
  test('the modal sends well-formed contextual queries to the configured application', async ({ page }) => {
    const calls = await interceptAlgolia(page, answerWith);
    const local: string[] = [];
    page.on('request', (request) => request.url().includes('/pagefind/') && local.push(request.url()));

    await gotoHydrated(page, '/docs/learn/');
    // Configured: the connection hint to the Algolia host is wanted.
    await expect(page.locator(`link[rel="preconnect"][href="https://${ALGOLIA_TEST.appId}-dsn.algolia.net"]`)).toHaveCount(1);

    await page.getByRole('button', { name: 'Search' }).click();
    // Typed key by key: the footer must show this query's count, not a sum.
    await page.getByPlaceholder('Search docs').pressSequentially('defineVars', { delay: 50 });
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal.locator('.DocSearch-Hit').first()).toBeVisible();

    const call = calls.at(-1)!;
    expect(call.url.hostname).toBe(`${ALGOLIA_TEST.appId.toLowerCase()}-dsn.algolia.net`);
    expect(call.url.pathname).toBe('/1/indexes/*/queries');
    expect(credential(call, 'x-algolia-application-id')).toBe(ALGOLIA_TEST.appId);
    expect(credential(call, 'x-algolia-api-key')).toBe(ALGOLIA_TEST.apiKey);
    expect(call.requests).toHaveLength(1);
    const [request] = call.requests;
    expect(request!.indexName).toBe(ALGOLIA_TEST.indexName);
    expect(request!.query).toBe('defineVars');
    expect(request!.facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    expect(request!.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'url']));

    // Algolia's records render as DocSearch hits with site-relative links.
    await expect(modal.locator('.DocSearch-Hit-source').first()).toHaveText('JavaScript API');
    const first = modal.locator('.DocSearch-Hit').first();
    await expect(first.locator('.DocSearch-Hit-title')).toHaveText('defineVars');
    await expect(first.locator('a')).toHaveAttribute('href', '/docs/api/javascript/defineVars/');
    await expect(modal.locator('a[href="/docs/api/javascript/defineVars/#parameters"]')).toBeVisible();
    await expect(modal.locator('a[href="/docs/learn/theming/defining-variables/#variable-groups"] mark')).toHaveText(
      'variables',
    );
    await expect(modal.getByRole('link', { name: 'See all 3 results' })).toHaveAttribute('href', '/search/?q=defineVars');
    expect(local).toEqual([]);
  });

  test('the search page queries the same index with the same filters', async ({ page }) => {
    const calls = await interceptAlgolia(page, answerWith);
    await gotoHydrated(page, '/search/?q=defineVars');
    await expect(page.getByText('3 documents found')).toBeVisible();
    await expect(page.locator('main article').first().getByRole('link')).toHaveAttribute(
      'href',
      '/docs/api/javascript/defineVars/',
    );

    const requests = calls.flatMap((call) => call.requests);
    expect(calls.every((call) => call.url.hostname === `${ALGOLIA_TEST.appId.toLowerCase()}-dsn.algolia.net`)).toBe(true);
    const main = requests.find((request) => Number(request.hitsPerPage) > 0)!;
    expect(main.indexName).toBe(ALGOLIA_TEST.indexName);
    expect(main.query).toBe('defineVars');
    const filters = JSON.stringify(main.facetFilters);
    expect(filters).toContain('language:en');
    expect(filters).toContain('docusaurus_tag:default');
    expect(filters).toContain('docusaurus_tag:docs-default-current');
  });

  test('an empty answer shows the no-results screen', async ({ page }) => {
    await interceptAlgolia(page, (route, call) => answerWith(route, call, []));
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Search docs').fill('nothing-matches');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "nothing-matches"');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      /^https:\/\/github\.com\/facebook\/stylex\/issues\/new\?/,
    );
  });

  test('a failing service shows the error state', async ({ page }) => {
    const calls = await interceptAlgolia(page, (route) =>
      route.fulfill({ status: 503, headers: { 'access-control-allow-origin': '*' }, body: 'unavailable' }),
    );
    await gotoHydrated(page, '/docs/learn/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Search docs').fill('defineVars');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    expect(calls.length).toBeGreaterThan(0);

    await page.goto(`${site!.url}/search/?q=defineVars`);
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  });

  test('an unreachable service shows the error state', async ({ page }) => {
    // Unreachable for real: the test browser has no way out (fixtures.ts).
    test.info().annotations.push({ type: 'allow-external', description: ALGOLIA_HOSTS.source });
    await gotoHydrated(page, '/docs/learn/');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Search docs').fill('defineVars');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  });
});
