import { chromium, type Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { omniboxPopupFeatures, playwrightDisabledFeatures } from '../lib/chromium-features.mjs';

/**
 * The tests' Chromium runs with its own `--disable-features` switch
 * (tests/lib/chromium-features.mjs), which replaces Playwright's. Checked
 * against a Chromium launched with Playwright's switches alone.
 */
let plain: Browser;
test.beforeAll(async () => {
  plain = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
});
test.afterAll(async () => plain?.close());

/** The WebUI pages a browser has loaded for its own window (the address bar's popups). */
async function browserUiPages(browser: Browser): Promise<string[]> {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  return targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url);
}

test("every feature Playwright turns off stays off", async () => {
  const page = await plain.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const playwrights = commandLine.match(/--disable-features=(\S+)/)?.[1].split(',') ?? [];
  expect(playwrights.length, "Playwright's --disable-features switch").toBeGreaterThan(5);
  expect(playwrightDisabledFeatures, 'the features to copy into tests/lib/chromium-features.mjs').toEqual(
    expect.arrayContaining(playwrights),
  );
});

test('no address-bar popup is loaded for a new context', async ({ browser, page }) => {
  await page.goto('/');
  // With Playwright's switches alone, Chromium loads them:
  const plainPage = await plain.newPage();
  await plainPage.goto('about:blank');
  expect((await browserUiPages(plain)).length, `WebUI pages without ${omniboxPopupFeatures.join(', ')}`).toBeGreaterThan(0);
  expect(await browserUiPages(browser)).toEqual([]);
});
