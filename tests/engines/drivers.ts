/**
 * One small adapter per engine, so the scenarios in engines.spec.ts are
 * written once: Firefox through puppeteer-core over WebDriver BiDi, WebKit
 * (WebKitGTK's MiniBrowser, Safari's engine) through webdriverio and
 * WebKitWebDriver. Playwright cannot drive these builds: it needs its own
 * patched browsers.
 *
 * Both browsers send every request through the blocking proxy of
 * ./server.mjs, which lets only loopback traffic through.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { waitUntil } from '../lib/wait.mjs';

export type EngineName = 'firefox' | 'webkit';

// Functions are sent to the page as source text; their arguments are JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageFunction<T> = (...args: any[]) => T | Promise<T>;

export interface Engine {
  name: EngineName;
  /** Browser name and version, as the browser reports it. */
  version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  evaluate<T>(fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** Runs a function in the document of the (first) frame the selector finds. */
  evaluateInFrame<T>(frameSelector: string, fn: PageFunction<T>, ...args: unknown[]): Promise<T>;
  /** A real (trusted) mouse click in the middle of the element. */
  click(selector: string, options?: { button?: 'left' | 'right' }): Promise<void>;
  /** Presses a key, holding the modifiers: press('k', ['Control']). */
  press(key: Key, modifiers?: Modifier[]): Promise<void>;
  /** Types text, key by key, into the focused element (WebKit: at its end). */
  type(text: string): Promise<void>;
  /** Sets the size of the page's viewport (CSS pixels), near enough. */
  setViewport(width: number, height: number): Promise<void>;
  /** The folder the browser saves downloads in, without asking (empty at launch). */
  downloadDir: string;
  /** Gives the next test a page no earlier test left anything on (Firefox: a new tab). */
  freshTab(): Promise<void>;
  /** Console errors the browser itself reported since the last call (not console.error calls). */
  takeBrowserConsoleErrors(): string[];
  close(): Promise<void>;
}

export type Modifier = 'Control' | 'Shift';
export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowDown' | 'End' | 'Home' | 'Backspace' | (string & {});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function requireBinary(file: string, apt: string) {
  if (!fs.existsSync(file)) {
    throw new Error(`The ${apt} stage needs ${file}: install it with \`sudo apt-get install ${apt}\` (.ci/run does).`);
  }
}

/** A new empty folder for one browser's downloads. */
const newDownloadDir = () => fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'engines-downloads-'));

export async function launch(name: EngineName, proxyPort: number): Promise<Engine> {
  return name === 'firefox' ? launchFirefox(proxyPort) : launchWebKit(proxyPort);
}

async function launchFirefox(proxyPort: number): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  requireBinary(executablePath, 'firefox-esr');
  const { default: puppeteer } = await import('puppeteer-core');
  const downloadDir = newDownloadDir();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: {
      // Everything but loopback goes to the blocking proxy.
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.ssl': '127.0.0.1',
      'network.proxy.ssl_port': proxyPort,
      'network.proxy.allow_hijacking_localhost': false,
      // Firefox's own checks for a captive portal and for connectivity
      // (detectportal.firefox.com) are not the site's requests: off.
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      // Downloads are saved without a dialog.
      'browser.download.folderList': 2,
      'browser.download.dir': downloadDir,
      'browser.download.useDownloadDir': true,
    },
  });
  const consoleErrors: string[] = [];
  const openTab = async () => {
    const tab = await browser.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url ?? ''})`);
    });
    // Firefox reports CSP and MIME-type refusals as page errors over BiDi.
    tab.on('pageerror', (error) => consoleErrors.push((error as Error).message ?? String(error)));
    return tab;
  };
  let page = await openTab();
  const version = await browser.version();
  return {
    name: 'firefox',
    version,
    downloadDir,
    async freshTab() {
      // Firefox ESR 140 does not always report, over BiDi, the end of the
      // playground's preview frame when the page unloads (every time with
      // the back-forward cache off, now and then with it on). Puppeteer's
      // goto waits for the old page's frames to go, so every later goto in
      // that tab would time out.
      const old = page;
      page = await openTab();
      await old.close();
    },
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as never[])) as never,
    async evaluateInFrame(frameSelector, fn, ...args) {
      const element = await page.waitForSelector(frameSelector);
      const frame = await element?.contentFrame();
      if (!frame) throw new Error(`No frame at ${frameSelector}`);
      return frame.evaluate(fn as never, ...(args as never[])) as never;
    },
    async click(selector, { button = 'left' } = {}) {
      await page.click(selector, { button });
    },
    async press(key, modifiers = []) {
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(key as never);
      for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async setViewport(width, height) {
      try {
        await page.setViewport({ width, height });
      } catch (error) {
        // Puppeteer sends a screen orientation with the viewport, a command
        // Firefox ESR 140 does not know (ESR 153 does); the size itself is a
        // command of its own, checked below.
        if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
      }
      // Polled with evaluate: waitForFunction builds its predicate with
      // Function(), which the site's Content-Security-Policy blocks.
      let size = [0, 0];
      const fits = await waitUntil(
        async () => {
          size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
          return size[0] === width && size[1] === height;
        },
        { timeoutMs: 5_000, intervalMs: 100 },
      );
      if (!fits) throw new Error(`The viewport is ${size.join('×')}, not ${width}×${height}`);
    },
    takeBrowserConsoleErrors: () => consoleErrors.splice(0),
    async close() {
      await browser.close();
      fs.rmSync(downloadDir, { recursive: true, force: true });
    },
  };
}

async function launchWebKit(proxyPort: number): Promise<Engine> {
  const driverPath = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
  requireBinary(driverPath, 'webkit2gtk-driver');
  requireBinary('/usr/bin/xvfb-run', 'xvfb');
  const { remote, Key: Keys } = await import('webdriverio');
  const port = await freePort();
  // MiniBrowser saves downloads in the XDG download folder (the home folder
  // when none is set): point it at a folder of its own, through a config
  // home that holds only that setting.
  const downloadDir = newDownloadDir();
  const configHome = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'engines-webkit-config-'));
  fs.writeFileSync(path.join(configHome, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloadDir}"\n`);
  // MiniBrowser needs a display, and rejects --headless: the driver runs
  // inside xvfb-run, and passes its display on to the browser it starts.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', driverPath, `--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, XDG_CONFIG_HOME: configHome },
  });
  let driverLog = '';
  driver.stderr?.on('data', (chunk) => (driverLog += chunk));
  const stopDriver = () => {
    // xvfb-run starts Xvfb and the driver: end the whole process group.
    if (driver.pid && driver.exitCode === null) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  const up = await waitUntil(
    async () =>
      driver.exitCode !== null ||
      fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    { timeoutMs: 20_000, intervalMs: 200 },
  );
  if (!up || driver.exitCode !== null) {
    stopDriver();
    throw new Error(`WebKitWebDriver did not start:\n${driverLog}`);
  }
  let browser: WebdriverIO.Browser;
  try {
    browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'warn',
      connectionRetryTimeout: 60_000,
      capabilities: {
        // No browserName: WebKitWebDriver's own browser is MiniBrowser.
        'webkitgtk:browserOptions': {
          binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          args: ['--automation'],
        },
        proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxyPort}`, sslProxy: `127.0.0.1:${proxyPort}` },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    stopDriver();
    throw error;
  }
  const keyOf = (key: string) =>
    ({ Escape: Keys.Escape, Enter: Keys.Enter, Tab: Keys.Tab, ArrowDown: Keys.ArrowDown, End: Keys.End, Home: Keys.Home, Backspace: Keys.Backspace, Control: Keys.Ctrl, Shift: Keys.Shift })[
      key
    ] ?? key;
  const caps = browser.capabilities as { browserName?: string; browserVersion?: string };
  return {
    name: 'webkit',
    version: `${caps.browserName ?? 'MiniBrowser'}/${caps.browserVersion ?? '?'}`,
    downloadDir,
    async goto(url) {
      await browser.url(url);
    },
    async reload() {
      await browser.refresh();
    },
    evaluate: (fn, ...args) => browser.execute(fn as never, ...(args as never[])) as never,
    async evaluateInFrame(frameSelector, fn, ...args) {
      const element = await browser.$(frameSelector);
      await element.waitForExist({ timeout: 10_000 });
      await browser.switchToFrame(element);
      try {
        return (await browser.execute(fn as never, ...(args as never[]))) as never;
      } finally {
        await browser.switchToParentFrame();
      }
    },
    async click(selector, { button = 'left' } = {}) {
      const element = await browser.$(selector);
      await element.waitForExist({ timeout: 10_000 });
      await element.click({ button });
    },
    async press(key, modifiers = []) {
      let action = browser.action('key');
      for (const modifier of modifiers) action = action.down(keyOf(modifier));
      action = action.down(keyOf(key)).up(keyOf(key));
      for (const modifier of [...modifiers].reverse()) action = action.up(keyOf(modifier));
      await action.perform();
    },
    async type(text) {
      // Key actions lose spaces and mangle brackets in WebKitGTK's editing;
      // "Element Send Keys" types into the focused element faithfully (it
      // puts the caret at the end first).
      const active = await browser.$(() => document.activeElement as HTMLElement);
      await active.addValue(text);
    },
    async setViewport(width, height) {
      // WebDriver sizes the window; take its frame off to size the viewport.
      // MiniBrowser's window is at least 447 px wide (its toolbar).
      const size = () => browser.execute(() => [window.outerWidth, window.outerHeight, window.innerWidth, window.innerHeight]);
      const [outerWidth, outerHeight, innerWidth, innerHeight] = await size();
      await browser.setWindowSize(width + outerWidth - innerWidth, height + outerHeight - innerHeight);
      // The page sees the new size a moment later.
      let last = '';
      await browser.waitUntil(async () => {
        const now = JSON.stringify(await size());
        const settled = now === last;
        last = now;
        return settled;
      }, { interval: 100, timeout: 5_000 });
    },
    // The one window serves every test: WebDriver classic asks for frames
    // when it needs them, so none can go stale.
    async freshTab() {},
    // WebDriver classic has no console access; MiniBrowser only writes its
    // console to stdout outside automation mode.
    takeBrowserConsoleErrors: () => [],
    async close() {
      try {
        await browser.deleteSession();
      } finally {
        stopDriver();
        for (const dir of [downloadDir, configHome]) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
