/**
 * The page measurements behind the performance budgets (budgets.json): for
 * every page of build/, the JavaScript its HTML loads, all the JavaScript it
 * loads before it is interactive, and its CSS. Shared by
 * tests/build/budgets.test.mjs (the limits) and scripts/budgets.mjs (the
 * report of the current figures).
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  fileSizes,
  htmlPages,
  initialAssets,
  isRedirectPage,
  siteDir,
} from './built-site.mjs';

export const budgets = JSON.parse(fs.readFileSync(path.join(siteDir, 'budgets.json'), 'utf8'));
export const KiB = 1024;

export const routeTypes = budgets.routeTypes.map((t) => ({ ...t, re: new RegExp(t.match) }));
const typeOf = (route) => routeTypes.find((t) => t.re.test(route)).name;

const pages = () => htmlPages().filter((p) => !isRedirectPage(p.doc));

export function measure(page) {
  const { scripts, styles, routeScripts, tags: loaderScripts, preloaded } = initialAssets(page);
  // Every script the HTML loads: the loader, then what it runs in order.
  const htmlScripts = [...loaderScripts, ...preloaded];
  // The loader, the runtime and the main bundle: the HTML's scripts other than its route's chunks.
  const entryScripts = htmlScripts.filter((src) => !routeScripts.includes(src));
  const sum = (files, key) => files.reduce((total, f) => total + fileSizes(f)[key], 0);
  return {
    type: typeOf(page.route),
    htmlScripts,
    loaderScripts,
    preloaded,
    entryScripts,
    scripts,
    styles,
    initialJsGzip: sum(entryScripts, 'gzip'),
    hydrationJsGzip: sum(scripts, 'gzip'),
    cssRaw: sum(styles, 'raw'),
  };
}

/** Every page of the build (redirect pages aside) with its figures. */
export function measurePages() {
  return pages().map((page) => ({ page, ...measure(page) }));
}

/** The largest figures per route type next to their limits, one line each. */
export function budgetReport(measured, kib) {
  return routeTypes
    .map((rt) => rt.name)
    .filter((type) => measured.some((m) => m.type === type))
    .map((type) => {
      const ofType = measured.filter((m) => m.type === type);
      const max = (key) => ofType.reduce((a, b) => (b[key] > a[key] ? b : a));
      const js = max('initialJsGzip');
      const hyd = max('hydrationJsGzip');
      const css = max('cssRaw');
      return (
        `${type}: initial JS ${kib(js.initialJsGzip)} gz (limit ${budgets.initialJsGzipKiB[type]}); ` +
        `before hydration ${kib(hyd.hydrationJsGzip)} gz (limit ${budgets.hydrationJsGzipKiB[type]}; ${hyd.page.route}); ` +
        `CSS ${kib(css.cssRaw)} (limit ${budgets.cssRawKiB.all})`
      );
    });
}
