/**
 * One small adapter per engine, so the scenarios in engines.spec.ts are
 * written once: Firefox through Playwright over WebDriver BiDi (its
 * `moz-firefox` channel, which drives a stock Firefox), WebKit (WebKitGTK's
 * MiniBrowser, Safari's engine) through selenium-webdriver and
 * WebKitWebDriver. Playwright's own WebKit needs its patched build, and
 * WebKitWebDriver speaks only WebDriver classic, not BiDi: hence the second
 * client. Firefox has no WebDriver classic endpoint without geckodriver,
 * which Debian does not package.
 *
 * Both browsers send every request through the blocking proxy of
 * ./server.mjs, which lets only loopback traffic through.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { waitUntil } from '../lib/wait.mjs';
import type { JSHandle } from '@playwright/test';
import type { WebElement } from 'selenium-webdriver';

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
  /**
   * Runs a function in the document of the frame on screen that the selector
   * finds (the first visible one), looked up at each call as a reader's eyes
   * would: a page may replace a frame at any time (the playground renders
   * each build in a new one). A frame that goes away during the call is
   * followed to the one now there.
   */
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

/** The first element the selector finds whose box is on screen, or null (runs in the page). */
function visibleElement(selector: string): Element | null {
  return (
    Array.from(document.querySelectorAll(selector)).find((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    }) ?? null
  );
}

/** How long evaluateInFrame looks for a frame on screen before it gives up. */
const FRAME_TIMEOUT_MS = 10_000;

/**
 * Calls `run` with the frame on screen (see Engine.evaluateInFrame) until a
 * call ends with that frame still in the page: a failure of a frame that was
 * replaced meanwhile is not the page's answer, so the next frame is asked.
 */
async function inFrameOnScreen<Frame, T>(
  frameSelector: string,
  look: () => Promise<Frame | null>,
  run: (frame: Frame) => Promise<T>,
  stillThere: (frame: Frame) => Promise<boolean>,
): Promise<T> {
  const answer: { value: T } | null = await waitUntil(
    async () => {
      const frame = await look();
      if (!frame) return null;
      try {
        return { value: await run(frame) };
      } catch (error) {
        if (await stillThere(frame)) throw error;
        return null;
      }
    },
    { timeoutMs: FRAME_TIMEOUT_MS, intervalMs: 50 },
  );
  if (!answer) throw new Error(`No frame on screen at ${frameSelector}`);
  return answer.value;
}

/** A new empty folder for one browser's downloads. */
const newDownloadDir = () => fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'engines-downloads-'));

export async function launch(name: EngineName, proxyPort: number): Promise<Engine> {
  return name === 'firefox' ? launchFirefox(proxyPort) : launchWebKit(proxyPort);
}

async function launchFirefox(proxyPort: number): Promise<Engine> {
  const executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  requireBinary(executablePath, 'firefox-esr');
  const { firefox } = await import('@playwright/test');
  const downloadDir = newDownloadDir();
  const browser = await firefox.launch({
    channel: 'moz-firefox',
    executablePath,
    headless: true,
    // Firefox saves a download there under the name the page gave it, as in
    // a reader's download folder (Playwright's download events never come
    // from Firefox ESR over BiDi).
    downloadsPath: downloadDir,
    firefoxUserPrefs: {
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
    },
  });
  // The system's colour scheme, as a reader's browser has it: Playwright's
  // default would override it to light.
  const context = await browser.newContext({ colorScheme: null, acceptDownloads: true });
  const consoleErrors: string[] = [];
  const openTab = async () => {
    const tab = await context.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url ?? ''})`);
    });
    // Firefox reports CSP and MIME-type refusals as page errors over BiDi.
    tab.on('pageerror', (error) => consoleErrors.push(error.message ?? String(error)));
    return tab;
  };
  let page = await openTab();
  // Functions go to the page as source text with JSON arguments: Playwright
  // passes a function one argument, the adapter's callers several.
  const call = (fn: PageFunction<unknown>, args: unknown[]) =>
    `(${fn.toString()})(...${JSON.stringify(args)})`;
  return {
    name: 'firefox',
    version: `Firefox/${browser.version()}`,
    downloadDir,
    async freshTab() {
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
    evaluate: (fn, ...args) => page.evaluate(call(fn, args)) as never,
    async evaluateInFrame(frameSelector, fn, ...args) {
      const handles: JSHandle[] = [];
      try {
        return await inFrameOnScreen(
          frameSelector,
          async () => {
            const handle = await page.evaluateHandle(visibleElement, frameSelector);
            handles.push(handle);
            const element = handle.asElement();
            // Null until Firefox has told the driver about a new frame.
            const frame = await element?.contentFrame();
            return element && frame ? { element, frame } : null;
          },
          ({ frame }) => frame.evaluate(call(fn, args)) as never,
          // The same frame in the same element, still in the page.
          async ({ element, frame }) =>
            !frame.isDetached() && (await element.evaluate((node) => node.isConnected)) && (await element.contentFrame()) === frame,
        );
      } finally {
        await Promise.all(handles.map((handle) => handle.dispose().catch(() => {})));
      }
    },
    async click(selector, { button = 'left' } = {}) {
      await page.click(selector, { button });
    },
    async press(key, modifiers = []) {
      await page.keyboard.press([...modifiers, key].join('+'));
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async setViewport(width, height) {
      await page.setViewportSize({ width, height });
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
  const { By, Capabilities, Key: Keys, WebDriver, error: errors, until } = await import('selenium-webdriver');
  // By file: the package has no exports map, and Node's ESM loader refuses
  // the directory import its types are published under.
  const { Executor, HttpClient } = (await import(
    'selenium-webdriver/http/index.js' as string
  )) as typeof import('selenium-webdriver/http');
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
  const capabilities = new Capabilities({
    // No browserName: WebKitWebDriver's own browser is MiniBrowser.
    'webkitgtk:browserOptions': {
      binary: process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      args: ['--automation'],
    },
    proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxyPort}`, sslProxy: `127.0.0.1:${proxyPort}` },
  });
  let browser: InstanceType<typeof WebDriver>;
  try {
    // selenium-webdriver's Builder insists on a browser name; createSession
    // (public, though @types/selenium-webdriver leaves it out) does not.
    const session = WebDriver as unknown as {
      createSession(executor: InstanceType<typeof Executor>, capabilities: InstanceType<typeof Capabilities>): typeof browser;
    };
    browser = session.createSession(new Executor(new HttpClient(`http://127.0.0.1:${port}`)), capabilities);
    await browser.getSession();
  } catch (error) {
    stopDriver();
    throw error;
  }
  const keyOf = (key: string) =>
    ({
      Escape: Keys.ESCAPE,
      Enter: Keys.ENTER,
      Tab: Keys.TAB,
      ArrowDown: Keys.ARROW_DOWN,
      End: Keys.END,
      Home: Keys.HOME,
      Backspace: Keys.BACK_SPACE,
      Control: Keys.CONTROL,
      Shift: Keys.SHIFT,
    })[key] ?? key;
  const found = (selector: string) => browser.wait(until.elementLocated(By.css(selector)), 10_000);
  const caps = await browser.getCapabilities();
  return {
    name: 'webkit',
    version: `${caps.getBrowserName() ?? 'MiniBrowser'}/${caps.getBrowserVersion() ?? '?'}`,
    downloadDir,
    async goto(url) {
      await browser.get(url);
    },
    async reload() {
      await browser.navigate().refresh();
    },
    evaluate: (fn, ...args) => browser.executeScript(fn as never, ...args) as never,
    evaluateInFrame: (frameSelector, fn, ...args) =>
      inFrameOnScreen(
        frameSelector,
        () => browser.executeScript<WebElement | null>(visibleElement, frameSelector),
        async (element) => {
          await browser.switchTo().frame(element);
          try {
            return (await browser.executeScript(fn as never, ...args)) as never;
          } finally {
            // The top document, even when the frame has gone meanwhile.
            await browser.switchTo().defaultContent();
          }
        },
        // A stale reference is an element no longer in the page.
        (element) => browser.executeScript<boolean>((node: Element) => node.isConnected, element).catch(() => false),
      ),
    async click(selector, { button = 'left' } = {}) {
      const element = await found(selector);
      if (button === 'right') await browser.actions().contextClick(element).perform();
      else await element.click();
    },
    async press(key, modifiers = []) {
      let action = browser.actions();
      for (const modifier of modifiers) action = action.keyDown(keyOf(modifier));
      action = action.keyDown(keyOf(key)).keyUp(keyOf(key));
      for (const modifier of [...modifiers].reverse()) action = action.keyUp(keyOf(modifier));
      await action.perform();
    },
    async type(text) {
      // Key actions lose spaces and mangle brackets in WebKitGTK's editing;
      // "Element Send Keys" types into the focused element faithfully (it
      // puts the caret at the end first).
      // The element with focus can go between the look and the typing (the
      // search's typeahead field hands its focus to the modal's input): the
      // keys go where the focus is now, as a reader's would. Nothing was
      // typed then: the command checks its element before the first key.
      for (let attempt = 1; ; attempt++) {
        try {
          await (await browser.switchTo().activeElement()).sendKeys(text);
          return;
        } catch (error) {
          if (!(error instanceof errors.StaleElementReferenceError) || attempt === 5) throw error;
        }
      }
    },
    async setViewport(width, height) {
      // WebDriver sizes the window; take its frame off to size the viewport.
      // MiniBrowser's window is at least 447 px wide (its toolbar).
      const size = () =>
        browser.executeScript<number[]>(() => [window.outerWidth, window.outerHeight, window.innerWidth, window.innerHeight]);
      const [outerWidth, outerHeight, innerWidth, innerHeight] = await size();
      await browser.manage().window().setRect({ width: width + outerWidth - innerWidth, height: height + outerHeight - innerHeight });
      // The page sees the new size a moment later.
      let last = '';
      const settled = await waitUntil(
        async () => {
          const now = JSON.stringify(await size());
          const same = now === last;
          last = now;
          return same;
        },
        { timeoutMs: 5_000, intervalMs: 100 },
      );
      if (!settled) throw new Error(`The window did not settle at ${width}×${height}`);
    },
    // The one window serves every test: WebDriver classic asks for frames
    // when it needs them, so none can go stale.
    async freshTab() {},
    // WebDriver classic has no console access; MiniBrowser only writes its
    // console to stdout outside automation mode.
    takeBrowserConsoleErrors: () => [],
    async close() {
      try {
        await browser.quit();
      } finally {
        stopDriver();
        for (const dir of [downloadDir, configHome]) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
