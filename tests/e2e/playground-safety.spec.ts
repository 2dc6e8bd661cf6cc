import dgram from 'node:dgram';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { encodeWorkspace, STORAGE_KEY } from '../../src/playground/workspace/storage';

/*
 * Shared code (a share link, a docs sample's "Open in Playground") can never
 * cost a reader their work or their page: it opens beside their saved work,
 * never over it; a preview frame that floods the page with messages is
 * stopped; each build runs in a frame of its own, which has neither WebRTC
 * nor code from strings; an endless loop says so, in a component and in the
 * string forms too.
 */

const PREVIEW = 'iframe[title="Live preview"]';

/** A share link to these files, as the Share button makes it. */
function shareLink(code: string): string {
  return `/playground/#${encodeWorkspace({ files: [{ name: 'App.tsx', code }], active: 'App.tsx' })}`;
}

function editor(page: Page) {
  return page.getByTestId('playground-editor').locator('.cm-content');
}

async function setCode(page: Page, code: string) {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

async function opened(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('playground')).toBeVisible();
  await expect(page.locator('[data-preview-status="rendered"]')).toBeAttached({ timeout: 20_000 });
}

const frame = (page: Page) => page.frameLocator(PREVIEW);

/** What this browser keeps of the reader's work. */
const saved = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', STORAGE_KEY);

const MINE = "export default function App() {\n  return <p data-testid=\"text\">My own work</p>;\n}\n";
const SHARED = "export default function App() {\n  return <p data-testid=\"text\">Shared code</p>;\n}\n";

/** The reader's own work, written in the playground and saved. */
async function writeOwnWork(page: Page) {
  await opened(page, '/playground/');
  await setCode(page, MINE);
  await expect(frame(page).getByTestId('text')).toHaveText('My own work', { timeout: 15_000 });
  await expect.poll(() => saved(page)).toContain('My own work');
}

test.describe('shared code and the saved work', () => {
  test('a share link opens beside the saved work; Back to my work and Keep this instead', async ({ page, context }) => {
    await writeOwnWork(page);

    // A link from elsewhere opens in a new tab.
    const shared = await context.newPage();
    await opened(shared, shareLink(SHARED));
    await expect(editor(shared)).toContainText('Shared code');
    await expect(frame(shared).getByTestId('text')).toHaveText('Shared code');
    // Saving is an effect of the files' first render, and the preview above
    // comes from a compile that starts after it: a save would be in storage.
    expect(await saved(shared)).toContain('My own work');
    const bar = shared.getByRole('region', { name: 'Shared code' });
    await expect(bar).toContainText('You’re viewing shared code. Your own work is kept');
    // Edited, shared code is still not saved: a reload shows the edit, from the URL.
    await setCode(shared, SHARED.replace('Shared code', 'Shared code, edited'));
    await expect(frame(shared).getByTestId('text')).toHaveText('Shared code, edited', { timeout: 15_000 });
    await expect.poll(() => shared.evaluate(() => location.hash.length)).toBeGreaterThan(20);
    expect(await saved(shared)).toContain('My own work');
    await shared.reload();
    await expect(editor(shared)).toContainText('Shared code, edited', { timeout: 20_000 });
    await expect(bar).toBeVisible();
    await setCode(shared, SHARED.replace('Shared code', 'Shared code, edited twice'));
    await expect(frame(shared).getByTestId('text')).toHaveText('Shared code, edited twice', { timeout: 15_000 });

    // A plain visit shows the reader's own work.
    const plain = await context.newPage();
    await opened(plain, '/playground/');
    await expect(editor(plain)).toContainText('My own work');
    await expect(plain.getByTestId('shared-bar')).toHaveCount(0);
    await plain.close();

    // Back to my work (asking first: the shared code has an edit), from the keyboard.
    const asked: string[] = [];
    shared.on('dialog', (dialog) => {
      asked.push(dialog.message());
      return dialog.accept();
    });
    await bar.getByRole('button', { name: 'Back to my work' }).focus();
    await shared.keyboard.press('Enter');
    await expect(editor(shared)).toContainText('My own work');
    await expect(bar).toHaveCount(0);
    expect(new URL(shared.url()).hash).toBe('');
    await expect(shared.getByRole('status').filter({ hasText: 'Back to your work.' })).toBeVisible();
    await expect(frame(shared).getByTestId('text')).toHaveText('My own work', { timeout: 15_000 });
    expect(asked).toEqual(['Leave the shared code? Your changes to it will be lost.']);

    // Keep this instead: the shared files become the saved work (after a question, as the work has changes).
    await shared.goto('/');
    await opened(shared, shareLink(SHARED));
    await shared.getByRole('button', { name: 'Keep this instead' }).click();
    await expect(shared.getByTestId('shared-bar')).toHaveCount(0);
    expect(asked.at(-1)).toBe('Replace your saved work with the shared code? Your saved work will be lost.');
    await expect.poll(() => saved(shared)).toContain('Shared code');
    await opened(shared, '/playground/');
    await expect(editor(shared)).toContainText('Shared code');
  });

  test('"Open in Playground" on a docs sample does not replace the saved work', async ({ page }) => {
    await writeOwnWork(page);
    await page.goto('/docs/learn/theming/using-variables/');
    await page.getByRole('link', { name: 'Open in Playground' }).first().click();
    await expect(page).toHaveURL(/\/playground\/#/);
    await expect(page.locator('[data-compile-state="ok"]')).toBeVisible({ timeout: 20_000 });
    await expect(editor(page)).not.toContainText('My own work');
    // Saving is an effect of the files' first render, and the compile seen
    // above starts after it: a save would be in storage.
    expect(await saved(page)).toContain('My own work');
    await expect(page.getByTestId('shared-bar')).toContainText('Your own work is kept');

    await opened(page, '/playground/');
    await expect(editor(page)).toContainText('My own work');
    await expect(frame(page).getByTestId('text')).toHaveText('My own work');
  });

  test('without saved work, shared code is not saved until kept', async ({ page }) => {
    await opened(page, shareLink(SHARED));
    // The preview rendered (opened), after the first render's effects: a
    // save would be in storage.
    expect(await saved(page)).toBe('');
    const bar = page.getByTestId('shared-bar');
    await expect(bar).toContainText('It is not saved in this browser until you keep it.');
    await expect(bar.getByRole('button', { name: 'Back to my work' })).toHaveCount(0);
    await bar.getByRole('button', { name: 'Keep it' }).click();
    await expect(bar).toHaveCount(0);
    await expect.poll(() => saved(page)).toContain('Shared code');
  });
});

/**
 * The longest the page kept a 20 ms timer waiting past its time while
 * `action` ran and for `ms` after: how long a click would have waited for the
 * page to answer. Measured in the page, so that the test process's own
 * delays on a busy machine do not count.
 */
async function longestWait(page: Page, action: () => Promise<unknown>, ms: number): Promise<number> {
  await page.evaluate(() => {
    const probe = window as unknown as { lag: number; tick: number };
    probe.lag = 0;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      probe.lag = Math.max(probe.lag, now - last - 20);
      last = now;
      probe.tick = window.setTimeout(tick, 20);
    };
    probe.tick = window.setTimeout(tick, 20);
  });
  await action();
  await page.waitForTimeout(ms);
  return page.evaluate(() => {
    const probe = window as unknown as { lag: number; tick: number };
    window.clearTimeout(probe.tick);
    return Math.round(probe.lag);
  });
}

// Each of these keeps the preview's process busy on purpose: they run alone, after the others.
test.describe('a preview that misbehaves @cpu-hog', () => {
  test('a share link that floods the page with messages is stopped; the page keeps answering', async ({ page }) => {
    // The flood of the report: ten 100 KB messages every 5 ms, started by the
    // test once the page has settled (so the figures are the flood's alone).
    const flood = `const big = 'x'.repeat(100_000);
(window as any).flood = () =>
  setInterval(() => {
    for (let i = 0; i < 10; i += 1) window.parent.postMessage(big, '*');
  }, 5);

export default function App() {
  return <p data-testid="text">Flooding</p>;
}
`;
    await opened(page, shareLink(flood));
    await expect(editor(page)).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1000);
    const flooding = () => frame(page).getByTestId('text').evaluate(() => (window as unknown as { flood: () => void }).flood());
    const wait = await longestWait(page, flooding, 3000);
    test.info().annotations.push({ type: 'longest wait of the page during the flood', description: `${wait} ms` });
    expect(wait, 'the longest the page took to answer (ms)').toBeLessThan(200);
    await expect(page.getByTestId('preview-status')).toHaveText('Stopped: too many messages');
    await expect(page.getByRole('alert')).toContainText('The preview sent this page too many messages and was stopped.');
    // The editor answers, and fixed code renders again.
    await setCode(page, SHARED);
    await expect(frame(page).getByTestId('text')).toHaveText('Shared code', { timeout: 15_000 });
  });

  test('an endless loop in a component stops with the loop guard’s message', async ({ page }) => {
    // The heartbeat's answers each preview frame sends (src/playground/preview/protocol.ts: `pong`).
    await page.addInitScript(() => {
      if (window === window.top) return;
      const post = MessagePort.prototype.postMessage;
      MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
        const sent = window as unknown as { pongs?: number };
        if ((args[0] as { type?: string } | null)?.type === 'pong') sent.pongs = (sent.pongs ?? 0) + 1;
        (post as (...args: unknown[]) => void).apply(this, args);
      } as typeof post;
    });
    await opened(page, '/playground/');
    await setCode(page, 'export default function App() {\n  while (true) {}\n  return null;\n}\n');
    await expect(frame(page).locator('[data-preview-error]')).toContainText(
      'A loop in App.tsx ran for more than 1 s and was stopped. Is it an infinite loop?',
      { timeout: 15_000 },
    );
    await expect(page.getByTestId('preview-status')).toHaveText(/^Runtime error: RangeError: A loop in App\.tsx ran/);
    // Not restarted as stuck: the frame showing the message answers the
    // heartbeat again (a ping a second; the page restarts a frame after 3 s
    // without an answer).
    const pongs = () => frame(page).locator('[data-preview-error]').evaluate(() => (window as unknown as { pongs?: number }).pongs ?? 0);
    const before = await pongs();
    await expect.poll(pongs, { timeout: 10_000 }).toBeGreaterThanOrEqual(before + 2);
    await expect(page.locator('[data-preview-status]')).toHaveAttribute('data-preview-status', 'error');
  });

  test(
    'eval, Function and string timers are turned off in the preview, with a message',
    // The frame's policy refusing eval is the point: the browser reports each refusal.
    { annotation: { type: 'allow-csp-violations' } },
    async ({ page }) => {
      await opened(page, '/playground/');
      const off = 'eval() and new Function() are turned off in the preview';
      const statements = [
        "eval('while (true) {}');",
        "new Function('while (true) {}')();",
        "(function () {}).constructor('while (true) {}')();",
        "Object.getPrototypeOf(async function () {}).constructor('while (true) {}')();",
      ];
      for (const statement of statements) {
        await setCode(page, `export default function App() {\n  ${statement}\n  return null;\n}\n`);
        await expect(frame(page).locator('[data-preview-error]')).toContainText(`EvalError: ${off}`, { timeout: 15_000 });
        await expect(page.getByTestId('preview-status')).toContainText(`Runtime error: EvalError: ${off}`);
      }
      await setCode(
        page,
        "import { useEffect } from 'react';\n\nexport default function App() {\n  useEffect(() => {\n    setTimeout('while (true) {}', 0);\n  }, []);\n  return <p>timer</p>;\n}\n",
      );
      await expect(frame(page).locator('[data-preview-error]')).toContainText(
        'setTimeout() with a string of code is turned off in the preview',
        { timeout: 15_000 },
      );
    },
  );
});

test('shared code has no WebRTC: nothing reaches another host or port', async ({ page }) => {
  // A stand-in TURN server on this machine: the peer connection would send it its first request.
  const server = dgram.createSocket('udp4');
  let packets = 0;
  server.on('message', () => (packets += 1));
  await new Promise<void>((resolve) => server.bind(0, '127.0.0.1', resolve));
  const { port } = server.address();
  try {
    const probe = `import { useEffect, useState } from 'react';

export default function App() {
  const [seen, setSeen] = useState('');
  useEffect(() => {
    const found: string[] = [];
    const w = window as any;
    for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCSessionDescription']) found.push(typeof w[name]);
    // A fresh frame of its own has its own globals: out of reach.
    const child = document.createElement('iframe');
    document.body.append(child);
    let Peer = w.RTCPeerConnection;
    try {
      Peer ??= (child.contentWindow as any).RTCPeerConnection;
      found.push(typeof Peer);
    } catch (error) {
      found.push((error as Error).name);
    }
    try {
      const peer = new Peer({ iceServers: [{ urls: 'turn:127.0.0.1:${port}', username: 'u', credential: 'p' }] });
      peer.createDataChannel('x');
      peer.createOffer().then((offer: any) => peer.setLocalDescription(offer));
      found.push('connecting');
    } catch (error) {
      found.push((error as Error).name);
    }
    setSeen(found.join(' '));
  }, []);
  return <p data-testid="probe">{seen}</p>;
}
`;
    await opened(page, shareLink(probe));
    await expect(frame(page).getByTestId('probe')).toHaveText(
      'undefined undefined undefined undefined SecurityError TypeError',
      { timeout: 15_000 },
    );
    // The last word is the peer connection failing to be made (`new Peer`
    // threw): no connection exists that could send a packet.
    expect(packets, 'packets the preview sent to the stand-in TURN server').toBe(0);
  } finally {
    server.close();
  }
});

test("what earlier shared code left running does not see the reader's later code", async ({ page }) => {
  const spy = `// Listens to every message the frame gets, and reads the page it renders, from now on.
window.addEventListener('message', (event) => {
  document.body.dataset.heard = (document.body.dataset.heard ?? '') + JSON.stringify(event.data ?? null).slice(0, 5000);
});
setInterval(() => {
  document.body.dataset.read = (document.body.dataset.read ?? '') + (document.getElementById('root')?.textContent ?? '');
}, 20);

export default function App() {
  return <p data-testid="text">Shared code</p>;
}
`;
  await opened(page, shareLink(spy));
  await expect(frame(page).getByTestId('text')).toHaveText('Shared code');
  // The spy runs: it has read what it rendered.
  await expect.poll(() => frame(page).locator('body').getAttribute('data-read')).toContain('Shared code');

  await setCode(page, MINE.replace('My own work', 'A secret of the reader'));
  await expect(frame(page).getByTestId('text')).toHaveText('A secret of the reader', { timeout: 15_000 });
  const body = frame(page).locator('body');
  // Three of the spy's 20 ms reads, timed in the frame where it would run:
  // its interval, started earlier, fires first.
  await body.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
  expect((await body.getAttribute('data-heard')) ?? '').not.toContain('A secret of the reader');
  expect((await body.getAttribute('data-read')) ?? '').not.toContain('A secret of the reader');
});
