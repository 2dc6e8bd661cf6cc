/**
 * Analytics switch, read once when docusaurus.config.ts loads.
 *
 * Vercel Web Analytics answers at the site's own path
 * `/_vercel/insights/script.js` on Vercel only; any other host (`npm run
 * site`, the tests, another static host) answers 404, which the browser
 * reports as console errors on every page. So production builds load it
 * (src/clientModules/analytics.ts) only when built on Vercel, which sets
 * `VERCEL=1` in its build environment. `ANALYTICS=off` (or `false`, `0`,
 * `no`) leaves it out there too; `ANALYTICS=on` asks for it elsewhere, for a
 * host that serves that path. The dev server (`docusaurus start`,
 * NODE_ENV=development) never loads it.
 */
export type AnalyticsEnv = { NODE_ENV?: string; ANALYTICS?: string; VERCEL?: string };

const offValues = new Set(['off', 'false', '0', 'no']);

export function analyticsEnabled(env: AnalyticsEnv): boolean {
  if (env.NODE_ENV !== 'production') return false;
  const asked = (env.ANALYTICS ?? '').trim().toLowerCase();
  if (offValues.has(asked)) return false;
  return asked === 'on' || env.VERCEL === '1';
}

/** The client modules the config registers: the analytics loader, or none. */
export function analyticsClientModules(env: AnalyticsEnv): string[] {
  return analyticsEnabled(env) ? ['./src/clientModules/analytics.ts'] : [];
}
