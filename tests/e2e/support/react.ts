import type { Locator } from '@playwright/test';

/** Whether React manages the element: it tags each element it owns with its fiber. */
export function isReactOwned(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}
