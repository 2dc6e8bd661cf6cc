/**
 * What a reader does on the site, in Firefox and in WebKit (Safari's
 * engine): the same scenarios for both, through the adapters of
 * ./drivers.ts. Every test runs offline (the browsers' proxy refuses every
 * non-loopback request) and ends by checking what the page recorded from
 * its first script on (./health.js): no Content-Security-Policy violation,
 * no uncaught error and no console error, on any page it visited and after
 * any action it took. The Chromium suite (tests/e2e/) goes deeper into each
 * feature; this one checks that each works in the other engines.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { launch, type Engine, type EngineName } from './drivers';
import { blogRoutes, docsRoutes, specRoutes, type RouteCheck } from '../e2e/site-map';
import { auditLayout, formatProblems, siteAudit } from '../e2e/support/layout-audit';
import { chunkContaining } from '../e2e/chunks';

const staticImg = path.resolve(__dirname, '../../static/img');

/**
 * Hosts Firefox itself calls (its remote settings service), whatever the
 * page does. Only for Firefox; every other host fails the test.
 */
const firefoxOwnHosts = new Set(['firefox.settings.services.mozilla.com:443', 'firefox.settings.services.mozilla.com']);

type HealthEntry = { kind: 'csp' | 'error' | 'console'; text: string; page: string };

type Fixtures = { site: Site };
type WorkerFixtures = { engineName: EngineName; enginesPort: number; engine: Engine };

const test = base.extend<Fixtures, WorkerFixtures>({
  engineName: ['firefox', { option: true, scope: 'worker' }],
  enginesPort: [3110, { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName, enginesPort }, use) => {
      const started = Date.now();
      const origin = `http://127.0.0.1:${enginesPort}`;
      const proxyPort = enginesPort + (engineName === 'firefox' ? 1 : 2);
      const engine = await launch(engineName, proxyPort);
      console.log(`[${engineName}] ${engine.version}`);
      // Proof that the browser's traffic goes through the blocking proxy.
      await engine.goto('http://offline-check.invalid/').catch(() => {});
      const blocked: string[] = await fetch(`${origin}/__engines/blocked/${engineName}`, { method: 'DELETE' }).then((r) =>
        r.json(),
      );
      expect(blocked.map((host) => host.replace(/:\d+$/, '')), 'the browser uses the blocking proxy').toContain(
        'offline-check.invalid',
      );
      await use(engine);
      await engine.close();
      console.log(`[${engineName}] stage took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  site: async ({ engine, engineName, enginesPort }, use) => {
    const site = new Site(engine, `http://127.0.0.1:${enginesPort}`);
    // A fresh start: no stored colour mode, announcement state or records.
    await engine.freshTab();
    await engine.setViewport(1280, 800);
    await engine.goto(`${site.origin}/__engines/blank`);
    await engine.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    engine.takeBrowserConsoleErrors();
    await fetch(`${site.origin}/__engines/blocked/${engineName}`, { method: 'DELETE' });
    await use(site);
    // What the page recorded, from its first script, on every page visited.
    const health: HealthEntry[] = await engine.evaluate(() =>
      JSON.parse(sessionStorage.getItem('__engines.health') ?? '[]'),
    );
    const describe = (entry: HealthEntry) => `${entry.text} (on ${entry.page})`;
    expect(health.filter((e) => e.kind === 'csp').map(describe), 'Content-Security-Policy violations').toEqual([]);
    expect(health.filter((e) => e.kind === 'error').map(describe), 'uncaught errors').toEqual([]);
    expect(health.filter((e) => e.kind === 'console').map(describe), 'console.error calls').toEqual([]);
    expect(engine.takeBrowserConsoleErrors(), 'console errors reported by the browser').toEqual([]);
    const blocked: string[] = await fetch(`${site.origin}/__engines/blocked/${engineName}`).then((r) => r.json());
    expect(
      blocked.filter((host) => !(engineName === 'firefox' && firefoxOwnHosts.has(host))),
      'requests to non-loopback hosts',
    ).toEqual([]);
  },
});

/** Polling steps (ms): a page round trip is cheap, and there are many. */
const FAST = [25, 50, 100, 200];

/** Page-side helpers on top of an engine: find, wait, click by text. */
class Site {
  private targets = 0;
  constructor(
    readonly engine: Engine,
    readonly origin: string,
  ) {}

  async goto(pathname: string, { hydrated = true } = {}) {
    await this.engine.goto(`${this.origin}${pathname}`);
    if (hydrated) await this.hydrated();
  }

  async hydrated() {
    await expect
      .poll(() => this.engine.evaluate(() => document.documentElement.dataset.hasHydrated), { timeout: 20_000, intervals: FAST })
      .toBe('true');
  }

  /** Polls a page function until it returns the expected value. */
  async until<T>(description: string, fn: () => T | Promise<T>, expected: T, timeout = 10_000) {
    await expect.poll(() => this.engine.evaluate(fn), { message: description, timeout, intervals: FAST }).toEqual(expected);
  }

  /**
   * The first visible element that matches the selector and whose text or
   * accessible label contains `text` (inside `within` when given), marked
   * so the driver can click it; waits for it.
   */
  async find(selector: string, text = '', within = 'body'): Promise<string> {
    const id = `t${++this.targets}`;
    await expect
      .poll(
        () =>
          this.engine.evaluate(
            (selector: string, text: string, within: string, id: string) => {
              const scope = document.querySelector(within);
              const match = Array.from(scope?.querySelectorAll<HTMLElement>(selector) ?? []).find((el) => {
                const label = `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`;
                const box = el.getBoundingClientRect();
                return label.includes(text) && box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
              });
              match?.setAttribute('data-engines-target', id);
              return Boolean(match);
            },
            selector,
            text,
            within,
            id,
          ),
        { message: `a visible ${selector} with "${text}" in ${within}`, timeout: 15_000, intervals: FAST },
      )
      .toBe(true);
    return `[data-engines-target="${id}"]`;
  }

  async click(selector: string, text = '', within = 'body') {
    await this.engine.click(await this.find(selector, text, within));
  }

  /**
   * Waits until the element's box stays put between two looks a moment
   * apart: for layout changes that the page does not cause, such as the
   * browser's own bars opening.
   */
  async steady(selector: string) {
    let last = '';
    await expect
      .poll(
        async () => {
          const now = await this.engine.evaluate(
            (selector: string) => JSON.stringify(document.querySelector(selector)?.getBoundingClientRect() ?? null),
            selector,
          );
          const settled = now === last;
          last = now;
          return settled;
        },
        { message: `${selector} stays in place`, intervals: [150] },
      )
      .toBe(true);
  }

  pathname() {
    return this.engine.evaluate(() => location.pathname + location.search);
  }

  isVisible(selector: string) {
    return this.engine.evaluate((selector: string) => {
      const el = document.querySelector<HTMLElement>(selector);
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    }, selector);
  }
}

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/**
 * Routes loaded from the server, one of each kind (home, the docs landing
 * page, guide, API page and blog post lists are loaded by the other tests).
 * Every other route is rendered by client-side navigation, which is how a
 * reader usually reaches it and takes a fraction of a full load: what
 * differs between engines is rendering and scripting, and hydration is
 * covered by the full loads.
 */
const fullLoads = [
  '/docs/',
  '/docs/learn/thinking-in-stylex/',
  '/docs/api/javascript/create/',
  '/blog/',
  '/blog/v0.10.0/',
  '/blog/tags/release/',
];

/** The h1 of the page and its title, once the h1 is what the route expects. */
function headingOf(source: string, flags: string | null) {
  return new Promise<{ headings: string[]; title: string }>((resolve) => {
    const started = Date.now();
    const check = () => {
      const headings = Array.from(document.querySelectorAll('h1'), (h1) => h1.textContent?.trim() ?? '');
      const matches =
        headings.length === 1 && (flags === null ? headings[0] === source : new RegExp(source, flags).test(headings[0]));
      if (matches || Date.now() - started > 10_000) resolve({ headings, title: document.title });
      else setTimeout(check, 20);
    };
    check();
  });
}

test('every route renders with its heading and title', async ({ site }) => {
  test.setTimeout(180_000);
  const { engine } = site;
  const routes = new Map([...specRoutes, ...docsRoutes, ...blogRoutes].map((route) => [route.path, route]));
  expect(routes.size).toBeGreaterThan(50);
  const wrong: string[] = [];
  const check = async (route: RouteCheck, how: string) => {
    const expected = route.heading;
    const [source, flags] = typeof expected === 'string' ? [expected, null] : [expected.source, expected.flags];
    const { headings, title } = await engine.evaluate(headingOf, source, flags);
    const ok =
      headings.length === 1 &&
      (typeof expected === 'string' ? headings[0] === expected : expected.test(headings[0])) &&
      /^(StyleX|.+ \| StyleX)$/.test(title);
    if (!ok) wrong.push(`${route.path} (${how}): h1 ${JSON.stringify(headings)}, title "${title}"`);
  };
  for (const pathname of fullLoads) {
    await site.goto(pathname);
    await check(routes.get(pathname)!, 'loaded');
  }
  for (const route of routes.values()) {
    // The playground always loads from the server, for its own CSP
    // (src/clientModules/playgroundFullLoad.ts); the playground test does.
    if (route.path === '/playground/') continue;
    // What a click on a link does: the router's history entry, then its
    // popstate listener renders the route.
    await engine.evaluate((path: string) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route.path);
    await check(route, 'navigated to');
  }
  expect(wrong).toEqual([]);
});

test('colour mode: the system default, the toggle, the `theme` key and a reload', async ({ site }) => {
  await site.goto('/');
  // StyleX tokens follow the mode through light-dark(): the hero's background.
  const hero = () => getComputedStyle(document.querySelector('h1')!.closest('header')!).backgroundColor;
  const heroBefore = await site.engine.evaluate(hero);
  const state = () =>
    site.engine.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      choice: document.documentElement.dataset.themeChoice,
      stored: localStorage.getItem('theme'),
    }));
  // Nothing stored: the system's preference, whatever this browser reports.
  const systemDark = await site.engine.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  expect(await state()).toEqual({ theme: systemDark ? 'dark' : 'light', choice: 'system', stored: null });
  const other = systemDark ? 'light' : 'dark';
  await site.click('button', `Switch to ${other} mode`);
  await site.until('the toggled mode', () => document.documentElement.dataset.theme, other);
  expect((await state()).stored).toBe(other);
  await expect.poll(() => site.engine.evaluate(hero)).not.toBe(heroBefore);
  if (other === 'dark') expect(await site.engine.evaluate(hero)).toBe('rgb(21, 24, 33)');
  await site.engine.reload();
  await site.hydrated();
  expect(await state()).toEqual({ theme: other, choice: other, stored: other });
  await site.click('button', `Switch to ${systemDark ? 'dark' : 'light'} mode`);
  await site.until('back to the first mode', () => document.documentElement.dataset.theme, systemDark ? 'dark' : 'light');
  expect((await state()).stored).toBe(systemDark ? 'dark' : 'light');
});

test('search: keys typed while the modal loads slowly are kept; typos corrected, unknown words left out', async ({ site, engineName }) => {
  test.setTimeout(120_000);
  const { engine } = site;
  const slow = `${site.origin}/__engines/slow/${engineName}?match=${encodeURIComponent(chunkContaining('DocSearch-Modal'))}`;
  await fetch(`${slow}&ms=1500`, { method: 'PUT' });
  try {
    await site.goto('/docs/learn/');
    await site.click('main h1');
    await engine.press('k', ['Control']);
    // Typed at once: before the modal's code has arrived (unless cached).
    await engine.type('creatTheme');
    const value = () => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value;
    await site.until('every key in the box, in order', value, 'creatTheme', 15_000);
    await site.until(
      'the corrected query said',
      () => document.querySelector('.DocSearch-Modal [role="status"]')?.textContent,
      'Showing results for createTheme.',
      15_000,
    );
    const firstHit = () => new URL(document.querySelector<HTMLAnchorElement>('.DocSearch-Hit a')?.href ?? 'http://x/').pathname;
    await site.until('createTheme first', firstHit, '/docs/api/javascript/createTheme/', 15_000);
    await engine.press('a', ['Control']);
    await engine.type('keyframes qwertyuiop');
    await site.until(
      'the word left out said',
      () => document.querySelector('.DocSearch-Modal [role="status"]')?.textContent,
      'No page holds every word; left out: qwertyuiop.',
      15_000,
    );
    await site.until('keyframes first', firstHit, '/docs/api/javascript/keyframes/', 15_000);
    // A name written another way finds its page.
    await engine.press('a', ['Control']);
    await engine.type('NextJS');
    await site.until('the Next.js guide first for NextJS', firstHit, '/docs/learn/installation/nextjs/', 15_000);
  } finally {
    await fetch(slow, { method: 'DELETE' });
  }
});

test('search modal: button, Ctrl+K, "/", results offline, See all, Escape', async ({ site }) => {
  test.setTimeout(120_000);
  const { engine } = site;
  await site.goto('/docs/learn/');
  const modalOpen = () => engine.evaluate(() => Boolean(document.querySelector('.DocSearch-Modal')));
  const inputFocused = () =>
    site.until('the search field has focus', () => document.activeElement?.classList.contains('DocSearch-Input'), true);

  await site.click('button.DocSearch-Button', 'Search');
  await inputFocused();
  await engine.press('Escape');
  await expect.poll(modalOpen).toBe(false);
  await site.until('focus back on the Search button', () => document.activeElement?.classList.contains('DocSearch-Button'), true);

  await engine.press('k', ['Control']);
  await inputFocused();
  await engine.press('Escape');
  await expect.poll(modalOpen).toBe(false);

  // "/" is ignored while a button has focus (DocSearch's rule): move the
  // focus off the Search button first, as a click on the page does.
  await site.click('main h1');
  await engine.press('/');
  await inputFocused();
  expect(await engine.evaluate(() => document.querySelector<HTMLInputElement>('.DocSearch-Input')!.value)).toBe('');
  await engine.type('keyframes');
  // A prefix ("keyframe") already finds the page and a count: wait for the whole query.
  await site.until('every key in the box', () => document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value, 'keyframes', 15_000);
  await site.until(
    'the keyframes API page among the results',
    () =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hit a'), (a) => new URL(a.href).pathname).includes(
        '/docs/api/javascript/keyframes/',
      ),
    true,
    15_000,
  );
  const seeAll = await site.find('.DocSearch-Modal a', 'See all');
  // The footer names the count once this query's own answer is in, and links to this query.
  await site.until(
    'the footer with its count, for the whole query',
    () => {
      const footer = document.querySelector('.DocSearch-Modal a[href^="/search/"]');
      return footer?.getAttribute('href') === '/search/?q=keyframes' && /^See all \d+ results$/.test(footer.textContent ?? '');
    },
    true,
  );
  const label = await engine.evaluate((s: string) => document.querySelector(s)!.textContent, seeAll);
  const count = Number(/^See all (\d+) results$/.exec(label ?? '')?.[1]);
  expect(count, label ?? '').toBeGreaterThan(0);
  await engine.click(seeAll);
  await expect.poll(() => site.pathname()).toBe('/search/?q=keyframes');
  await site.until('the search page heading', () => document.querySelector('h1')?.textContent, 'Search results for "keyframes"');
  await site.until('the results', () => document.querySelectorAll('main article').length, Math.min(count, 15), 30_000);
});

test('search page: reads the query from the URL, and a new query updates it; typos, left-out words, spellings', async ({ site }) => {
  const { engine } = site;
  await site.goto('/search/?q=keyframes');
  await site.until(
    'the keyframes page first',
    () => new URL(document.querySelector<HTMLAnchorElement>('main article a')?.href ?? 'http://x/').pathname,
    '/docs/api/javascript/keyframes/',
    15_000,
  );
  await site.click('input[type="search"]', 'Search', 'main');
  await engine.press('a', ['Control']);
  await engine.press('Backspace');
  await engine.type('defineVars');
  await expect.poll(() => site.pathname()).toBe('/search/?q=defineVars');
  await site.until('the new heading', () => document.querySelector('h1')?.textContent, 'Search results for "defineVars"');
  await site.until(
    'the defineVars page first',
    () => new URL(document.querySelector<HTMLAnchorElement>('main article a')?.href ?? 'http://x/').pathname,
    '/docs/api/javascript/defineVars/',
    15_000,
  );
  const notice = () => document.querySelector('main [data-search-notice]')?.textContent;
  const firstResult = () => new URL(document.querySelector<HTMLAnchorElement>('main article h2 a')?.href ?? 'http://x/').pathname;
  await site.goto('/search/?q=instalation');
  await site.until('the correction said', notice, 'Showing results for installation.', 15_000);
  await site.goto('/search/?q=keyframes%20qwertyuiop');
  await site.until('the word left out said', notice, 'No page holds every word; left out: qwertyuiop.', 15_000);
  await site.until('keyframes first', firstResult, '/docs/api/javascript/keyframes/', 15_000);
  await site.goto('/search/?q=next%20js');
  await site.until('the Next.js guide first for "next js"', firstResult, '/docs/learn/installation/nextjs/', 15_000);
});

test('playground: compiles, shows the CSS, renders the preview, follows an edit, contains a runtime error', async ({
  site,
}) => {
  test.setTimeout(120_000);
  const { engine } = site;
  const preview = 'iframe[title="Live preview"]';
  const renders = () => performance.getEntriesByName('stylex-playground:preview-rendered').length;
  await site.goto('/playground/');
  await site.until('the first preview', () => document.querySelector('[data-preview-status="rendered"]') !== null, true, 45_000);
  // The compiled CSS of the starting example, and its preview.
  await site.until('compiled CSS', () => (document.querySelector('[data-testid="output-css"]')?.textContent ?? '').includes('{'), true);
  expect(
    await engine.evaluateInFrame(preview, () => document.querySelector('#root')?.children.length ?? 0),
  ).toBeGreaterThan(0);

  // An edit, typed at the end of the file, updates the CSS and the preview.
  let before = await engine.evaluate(renders);
  await site.click('[data-testid="playground-editor"] .cm-content');
  await engine.press('End', ['Control']);
  await engine.type('\nconst extra = stylex.create({ big: { fontSize: 31 } });');
  await site.until('the new rule', () => document.querySelector('[data-testid="output-css"]')?.textContent?.includes('font-size:31px'), true, 30_000);
  await expect.poll(() => engine.evaluate(renders), { timeout: 30_000 }).toBeGreaterThan(before);

  // A component that throws: the preview shows the error, the page stays up.
  before = await engine.evaluate(renders);
  await engine.press('a', ['Control']);
  await engine.press('Backspace');
  // One line: the editor closes brackets and quotes itself, and typing the
  // closing one steps over it.
  await engine.type("export default function App() { throw new TypeError('the widget is broken'); }");
  // Typed key by key, the code passes through states the preview runs too
  // ("export default functio" is a ReferenceError of its own): wait for the
  // error of the whole line, then for the status.
  await expect
    .poll(() => engine.evaluateInFrame(preview, () => document.querySelector('[data-preview-error]')?.textContent ?? ''), {
      message: "the component's error in the preview",
      timeout: 30_000,
    })
    .toContain('the widget is broken');
  await site.until(
    'the runtime error in the status',
    () => document.querySelector('[data-testid="preview-status"]')?.textContent?.includes('Runtime error'),
    true,
  );
  // React reports the error it caught to the preview frame's console: the
  // one console error this test expects, and only from the preview runtime.
  for (const text of engine.takeBrowserConsoleErrors()) {
    expect(text).toContain('/playground-preview-runtime.');
  }
  expect(await site.isVisible('[data-testid="playground"]')).toBe(true);
});

test('live samples: Preview renders a docs sample in its frame, Edit updates it', async ({ site }) => {
  test.setTimeout(120_000);
  const { engine } = site;
  const frame = '[data-sample-output] iframe';
  const body = () => engine.evaluateInFrame(frame, () => document.querySelector('#root')?.textContent ?? '');
  await site.goto('/docs/learn/theming/using-variables/');
  await site.click('[data-sample-output] [role="tab"]', 'Preview');
  await site.until('the preview', () => document.querySelector('[data-sample-output] [data-preview-status]')?.getAttribute('data-preview-status'), 'rendered', 45_000);
  expect(await engine.evaluateInFrame(frame, () => document.querySelector('#root')?.children.length ?? 0)).toBeGreaterThan(0);

  await site.click('[data-sample-output] button', 'Edit');
  await site.until('the editor', () => document.activeElement?.closest('[data-sample-editor]') != null, true, 45_000);
  await engine.press('a', ['Control']);
  await engine.press('Backspace');
  // One line: the editor closes brackets and quotes itself, and typing the closing one steps over it.
  await engine.type("export default function App() { return 'Edited in place'; }");
  await site.click('[data-sample-output] [role="tab"]', 'Preview');
  await expect.poll(body, { message: 'the edited preview', timeout: 30_000 }).toContain('Edited in place');
});

test("a sample's CSS tab says where its output works", async ({ site }) => {
  await site.goto('/docs/api/javascript/positionTry/');
  await site.click('[data-sample-output] [role="tab"]', 'CSS');
  const line = () => site.engine.evaluate(() => document.querySelector('[data-sample-output] [data-browser-support]')?.textContent ?? '');
  await expect
    .poll(line, { message: 'the browser-support line under the CSS', timeout: 15_000, intervals: FAST })
    .toMatch(/^Browser support: Baseline newly available since \d{4}-\d\d-\d\d\. Held back by Anchor positioning \(.*\): Chrome \d+, Edge \d+, Firefox \d+, Safari \d+/);
  const href = await site.engine.evaluate(() => document.querySelector('[data-browser-support] a')?.getAttribute('href') ?? '');
  expect(href).toBe('https://web-platform-dx.github.io/web-features-explorer/features/anchor-positioning/');
});

test('logo dialog: opens on right-click, downloads, copies, closes', async ({ site }) => {
  const { engine } = site;
  await site.goto('/');
  await engine.click('.navbar__brand', { button: 'right' });
  await site.until('the dialog is open', () => document.querySelector('dialog')?.open, true);
  const dialog = 'dialog[open]';
  for (const heading of ['Dark Mode', 'Light Mode', 'Assets']) await site.find('h2, h3', heading, dialog);

  type Seen = { downloads: { name: string; sha256: string | null }[]; clipboard: { text: string; result: string }[] };
  const seen = () => engine.evaluate(() => (window as unknown as { __engines: { seen: Seen } }).__engines.seen);
  /** The files the browser saved, finished ones only, with their fingerprints. */
  const saved = () =>
    fs
      .readdirSync(engine.downloadDir)
      .filter((name) => !/\.(part|wkdownload)$/.test(name))
      .sort()
      .map((name) => ({ name, sha256: sha256(path.join(engine.downloadDir, name)) }));
  for (const name of fs.readdirSync(engine.downloadDir)) fs.rmSync(path.join(engine.downloadDir, name));

  // The first of each button is the Dark Mode section's.
  await site.click('button', 'Logo SVG', dialog);
  const logoSvg = { name: 'stylex-logo-dark.svg', sha256: sha256(path.join(staticImg, 'logo-dark.svg')) };
  await expect.poll(async () => (await seen()).downloads, { message: 'the file handed to the browser' }).toEqual([logoSvg]);
  await expect.poll(saved, { message: 'the file the browser saved' }).toEqual([logoSvg]);
  // MiniBrowser (WebKit) opens a downloads bar on the first download: the
  // viewport gets shorter and the centred dialog moves up. A click aimed
  // while it moves would land beside the button.
  await site.steady(dialog);
  await site.click('button', 'Cover Photo', dialog);
  const cover = { name: 'stylex-cover.png', sha256: sha256(path.join(staticImg, 'cover.png')) };
  await expect
    .poll(async () => (await seen()).downloads, { message: 'the files handed to the browser' })
    .toEqual([logoSvg, cover]);
  await expect.poll(saved, { message: 'the files the browser saved' }).toEqual([cover, logoSvg]);
  await site.steady(dialog);

  await site.click('button', 'Copy SVG Code', dialog);
  await expect
    .poll(async () => (await seen()).clipboard, { message: 'the SVG code on the clipboard' })
    .toEqual([{ text: fs.readFileSync(path.join(staticImg, 'logo-dark.svg'), 'utf8'), result: 'written' }]);

  await engine.press('Escape');
  await site.until('the dialog is closed', () => document.querySelector('dialog')?.open ?? false, false);
  await site.until('focus back on the brand', () => document.activeElement?.classList.contains('navbar__brand'), true);
});

test('announcement bar: shown, dismissed, still dismissed after a reload', async ({ site }) => {
  const { engine } = site;
  await site.goto('/');
  const bar = '[role="region"][aria-label="Announcement"]';
  expect(await site.isVisible(bar)).toBe(true);
  await site.click('button', 'Dismiss announcement');
  await expect.poll(() => site.isVisible(bar)).toBe(false);
  expect(await engine.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  await engine.reload();
  await site.hydrated();
  expect(await site.isVisible(bar)).toBe(false);
});

test('phone width: the menu opens, and a navigation closes it', async ({ site }) => {
  const { engine } = site;
  await engine.setViewport(390, 800);
  await site.goto('/');
  expect(await engine.evaluate(() => innerWidth)).toBeLessThan(996);
  await site.click('button', 'Toggle navigation bar');
  await expect.poll(() => site.isVisible('.navbar-sidebar')).toBe(true);
  // The menu slides in: a link's place is where it ends up, not where it is mid-way.
  await site.steady('.navbar-sidebar a');
  await site.click('.navbar-sidebar a', 'Learn');
  await expect.poll(() => site.pathname()).toBe('/docs/learn/');
  await expect.poll(() => site.isVisible('.navbar-sidebar')).toBe(false);
});

/**
 * The layout checks of tests/e2e/every-route.spec.ts (every route, width
 * and mode in Chromium) on a few routes in this engine: the home page, an
 * installation guide (docs sidebar and table of contents), a post and the
 * playground, at phone and desktop width; then dark mode on the guide.
 */
test('layout: nothing covered, cut off or scrolling sideways, at phone and desktop width', async ({ site }) => {
  test.setTimeout(240_000);
  const { engine } = site;
  const found: string[] = [];
  // Named by the width the page really has: MiniBrowser's window has a
  // minimum width, wider than a phone's.
  const audit = async (route: string) => {
    const [width, mode] = await engine.evaluate(() => [innerWidth, document.documentElement.dataset.theme ?? ''] as const);
    const problems = await engine.evaluate(auditLayout, { ...siteAudit, tapTargets: width < 600, focusOrder: true });
    found.push(...formatProblems(route, width, mode, problems));
  };
  const widths = [
    [1280, 800],
    [390, 844],
  ] as const;
  for (const route of ['/', '/docs/learn/installation/vite/', '/blog/v0.19.0/', '/playground/']) {
    await engine.setViewport(...widths[0]);
    await site.goto(route);
    if (route === '/playground/') {
      await site.until('the first preview', () => document.querySelector('[data-preview-status="rendered"]') !== null, true, 45_000);
    }
    for (const [width, height] of widths) {
      await engine.setViewport(width, height);
      await site.until('the layout for the width', () => innerWidth < 997 === Boolean(document.querySelector('.navbar__toggle')?.getClientRects().length), true);
      await audit(route);
    }
  }
  await engine.setViewport(...widths[0]);
  await site.goto('/docs/learn/installation/vite/');
  const systemDark = await engine.evaluate(() => document.documentElement.dataset.theme === 'dark');
  await site.click('button', `Switch to ${systemDark ? 'light' : 'dark'} mode`);
  await site.until('the other mode', () => document.documentElement.dataset.theme, systemDark ? 'light' : 'dark');
  await audit('/docs/learn/installation/vite/');
  expect(found).toEqual([]);
});
