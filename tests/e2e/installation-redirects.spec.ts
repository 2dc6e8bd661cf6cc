import { test, expect } from './fixtures';
import { MOVED_SECTIONS } from '../../src/components/InstallationAnchorRedirect/movedSections';

/**
 * The installation guide used to be one page; links to its old sections
 * (`/docs/learn/installation/#nextjs`) must land on the guide that replaced
 * each one. Fragments never reach the server, so this is the overview page's
 * own redirect, checked in the browser.
 */
test.describe('old installation anchors', () => {
  for (const [anchor, target] of Object.entries(MOVED_SECTIONS)) {
    test(`#${anchor} leads to ${target}`, async ({ page }) => {
      await page.goto(`/docs/learn/installation/#${anchor}`);
      const [targetPath, targetHash] = target.split('#');
      await expect(page).toHaveURL((url) => url.pathname === targetPath);
      if (targetHash) expect(new URL(page.url()).hash).toBe(`#${targetHash}`);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('h1')).not.toHaveText('Installation');
    });
  }

  test('sections still on the overview stay there', async ({ page }) => {
    for (const anchor of ['light-dark-and-older-browser-targets', 'troubleshooting']) {
      await page.goto(`/docs/learn/installation/#${anchor}`);
      await expect(page.locator(`[id="${anchor}"]`)).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/docs/learn/installation/');
    }
  });

  test('the redirect replaces the old URL, so Back skips it', async ({ page }) => {
    await page.goto('/docs/learn/');
    await page.goto('/docs/learn/installation/#webpack');
    await expect(page).toHaveURL(/\/docs\/learn\/installation\/webpack\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/docs\/learn\/$/);
  });
});
