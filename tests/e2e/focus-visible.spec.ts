import { changedPixels } from '../lib/pixels.mjs';
import { test, expect, type Page } from './fixtures';

/**
 * Every Tab stop shows where the focus is, judged by what the reader sees:
 * on one page of each kind, in light and dark mode, Tab walks the whole page
 * from its first stop until the focus comes back round, and at each stop the
 * pixels of the focused element's box (with a margin, where rings and
 * underlines are drawn) must change when the focus leaves it. Styles are not
 * read: an outline the cascade turns off, a ring in the background's colour
 * or an element with no box all fail. Stops inside a frame (the sample in
 * the playground's preview) are not the site's. (tests/e2e/keyboard.spec.ts follows
 * the keyboard paths themselves.)
 */
const pages = [
  { kind: 'home', path: '/' },
  { kind: 'Learn doc', path: '/docs/learn/theming/using-variables/' },
  { kind: 'API doc', path: '/docs/api/javascript/props/' },
  { kind: 'post', path: '/blog/v0.19.0/' },
  { kind: 'blog list', path: '/blog/' },
  { kind: 'search page', path: '/search/?q=stylex' },
  { kind: 'playground', path: '/playground/' },
  { kind: 'not-found page', path: '/no/such/page/' },
];

/** Around the box: the widest ring offset plus its width, and some. */
const MARGIN = 6;
/** A pixel counts as changed when a channel moves this much (of 255). */
const CHANNEL_DELTA = 40;
/** This many changed pixels make a visible focus: a 2px ring round a 12px box has ~100. */
const MIN_CHANGED = 24;
const MAX_STOPS = 400;

type Stop = { label: string; clip: { x: number; y: number; width: number; height: number } | null; frame: boolean; editor: boolean };

/**
 * Where the focus is now, once per element: 'again' when it came back to one
 * already seen, null on the page itself. Measured once the element has
 * stopped moving (the search page loads more results as its end comes into
 * view, which moves the footer's links) and is in the window.
 */
async function currentStop(margin: number): Promise<Stop | 'again' | null> {
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const onPage = () => {
    const active = document.activeElement;
    return active && active !== document.body && active !== document.documentElement ? (active as HTMLElement) : null;
  };
  // Focus moving into a frame of another process (the preview) passes through
  // the page itself: the page still has the focus (`hasFocus`) but no element
  // holds it until the frame takes it. Past the last stop the page loses it.
  for (let until = performance.now() + 2_000; !onPage() && document.hasFocus() && performance.now() < until; ) await nextFrame();
  const el = onPage();
  if (!el) return null;
  const walk = window as unknown as { __tabStops?: WeakSet<Element>; __tabStop?: HTMLElement };
  const seen = (walk.__tabStops ??= new WeakSet());
  if (seen.has(el)) return 'again';
  seen.add(el);
  walk.__tabStop = el;
  const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || '').trim().replace(/\s+/g, ' ');
  const label = `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> “${name.slice(0, 50)}”`;
  // A CodeMirror pane (the playground's editor and output) is focused in its
  // content area; the reader sees the pane as the control, and its ring is
  // drawn round the pane.
  const box = el.closest('.cm-editor') ?? el;
  // Still when it has not moved from one frame to the next (the page lays
  // out and paints once a frame), or after two seconds.
  const where = () => JSON.stringify(box.getBoundingClientRect());
  for (let last = '', until = performance.now() + 2_000; where() !== last && performance.now() < until; ) {
    last = where();
    await nextFrame();
  }
  box.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = box.getBoundingClientRect();
  const x = Math.max(0, Math.floor(r.left - margin));
  const y = Math.max(0, Math.floor(r.top - margin));
  const right = Math.min(innerWidth, Math.ceil(r.right + margin));
  const bottom = Math.min(innerHeight, Math.ceil(r.bottom + margin));
  const clip = r.width > 0 && r.height > 0 && right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
  return { label, clip, frame: el.tagName === 'IFRAME', editor: !!el.closest('.cm-editor') };
}

/** Tabs through the whole page; returns the stops whose focus does not show. */
async function stopsWithoutVisibleFocus(page: Page): Promise<{ stops: number; invisible: string[] }> {
  const invisible: string[] = [];
  let stops = 0;
  for (let press = 0; press < MAX_STOPS; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(currentStop, MARGIN);
    if (stop === 'again') break;
    if (stop === null) {
      // Past the last stop the focus leaves the page; the next Tab starts over.
      if (stops > 0) break;
      continue;
    }
    // The sample's own page in a frame: not the site's chrome. The next Tab
    // is pressed once the frame's document has the focus: pressed earlier,
    // under load, it sent the focus back to an earlier stop now and then.
    if (stop.frame) {
      const frame = await (await page.evaluateHandle(() => document.activeElement)).asElement()?.contentFrame();
      await frame?.waitForFunction(() => document.hasFocus(), undefined, { timeout: 10_000 });
      continue;
    }
    stops += 1;
    if (!stop.clip) {
      invisible.push(`${stop.label}: no box on screen`);
      continue;
    }
    const shot = () => page.screenshot({ clip: stop.clip!, animations: 'disabled', caret: 'hide' });
    // CodeMirror marks itself focused, and unfocused, 10 ms after the event.
    const editorFocused = (focused: boolean) =>
      stop.editor && page.waitForFunction((on) => !!document.querySelector('.cm-editor.cm-focused') === on, focused);
    await editorFocused(true);
    const focused = await shot();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await editorFocused(false);
    const unfocused = await shot();
    const changed = changedPixels(focused, unfocused, CHANNEL_DELTA);
    if (changed < MIN_CHANGED) invisible.push(`${stop.label}: ${changed} pixels change`);
    // Back to this stop, to Tab on from it. An editor lets Tab go after
    // Escape once it is focused again: pressed before that, Escape left Tab
    // to indent in some runs, and the walk ended at the editor.
    await page.evaluate(() => (window as unknown as { __tabStop: HTMLElement }).__tabStop.focus());
    await editorFocused(true);
    if (stop.editor) await page.keyboard.press('Escape');
  }
  return { stops, invisible };
}

test.describe.configure({ timeout: 240_000 });

for (const { kind, path } of pages) {
  test(`${kind} (${path}): every Tab stop shows its focus, in light and dark mode`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    if (path === '/playground/') {
      await expect(page.locator('[data-preview-status="rendered"]')).toHaveCount(1, { timeout: 20_000 });
      // The editor takes the place of the code shown while it loads: a stop
      // replaced under the focus would end the walk early.
      await expect(page.getByTestId('playground-editor').locator('.cm-content')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    }
    if (path.startsWith('/search/')) {
      // Every result first: more load whenever the end of the list comes
      // into view, until "Fetching new results..." is gone.
      await expect(page.locator('main article').first()).toBeVisible();
      const more = page.getByText('Fetching new results...');
      await expect
        .poll(
          async () => {
            await page.evaluate(() => scrollTo(0, 0));
            await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
            return more.count();
          },
          { timeout: 30_000 },
        )
        .toBe(0);
    }
    await page.waitForLoadState('networkidle');
    await page.mouse.move(0, 0);
    // The same page walked twice: the system's colour scheme flips in
    // between, as a reader's would.
    const stopsIn: Record<string, number> = {};
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Tab starts from the top of the page again, as after a fresh load:
      // a focused element that is removed leaves the starting point where it was.
      await page.evaluate(() => {
        const start = document.createElement('button');
        document.body.prepend(start);
        start.focus();
        start.remove();
        delete (window as unknown as { __tabStops?: WeakSet<Element> }).__tabStops;
        scrollTo(0, 0);
      });
      const { stops, invisible } = await stopsWithoutVisibleFocus(page);
      stopsIn[mode] = stops;
      expect.soft(stops, `Tab stops on the page, ${mode}`).toBeGreaterThan(5);
      expect.soft(invisible, `stops without a visible focus, of ${stops}, ${mode}`).toEqual([]);
    }
    // The second walk started from the top too, and met every stop.
    expect(stopsIn.dark, 'Tab stops in dark mode, as in light').toBe(stopsIn.light);
  });
}
