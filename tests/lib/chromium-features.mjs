/**
 * The `--disable-features` switch of the tests' Chromium (playwright.config.ts
 * and the installation guides' browser, tests/integration/lib/project.mjs).
 * Chromium reads only the last such switch, so this one replaces
 * Playwright's own: it repeats Playwright's list, and
 * tests/e2e/chromium.spec.ts fails when Playwright's list has a feature this
 * one lacks (after an upgrade of Playwright, copy its new list here).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's address-bar popups are web pages (WebUI). A headless browser
 * has no address bar, yet it loads both popups in a renderer of their own
 * for every new context, which every test opens: much of the work of
 * opening a page. Turned off, the tests run faster and check the same
 * pages. (tests/e2e/chromium.spec.ts checks that no such page is loaded.)
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const disabledFeaturesSwitch = `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`;
