/**
 * Analytics switch, read once when docusaurus.config.ts loads.
 *
 * Production builds load Vercel Web Analytics from the site's own path
 * `/_vercel/insights/script.js` (src/clientModules/analytics.ts). Build with
 * `ANALYTICS=off` (or `false`, `0`, `no`) to leave it out; the dev server
 * (`docusaurus start`, NODE_ENV=development) never loads it.
 */
export type AnalyticsEnv = { NODE_ENV?: string; ANALYTICS?: string };

const offValues = new Set(['off', 'false', '0', 'no']);

export function analyticsEnabled(env: AnalyticsEnv): boolean {
  if (env.NODE_ENV !== 'production') return false;
  return !offValues.has((env.ANALYTICS ?? '').trim().toLowerCase());
}

/** The client modules the config registers: the analytics loader, or none. */
export function analyticsClientModules(env: AnalyticsEnv): string[] {
  return analyticsEnabled(env) ? ['./src/clientModules/analytics.ts'] : [];
}
