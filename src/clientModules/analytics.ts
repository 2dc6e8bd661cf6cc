/**
 * Vercel Web Analytics. Registered by docusaurus.config.ts only for
 * production builds (see src/data/analytics.ts). The script comes from the
 * site's own origin, `/_vercel/insights/script.js`, which Vercel answers; on
 * any other host it is a 404, and the loader only logs that to the console
 * (its `onerror` handler), so pages keep working. Page views of client-side
 * navigations are tracked by the script itself.
 *
 * The loader is fetched once the page has loaded and the browser is idle, not
 * with the main bundle that every page needs before it hydrates: the script
 * counts the page it finds whenever it runs.
 */
import { whenIdle } from '../components/LazyContent/whenIdle';

function start(): void {
  void import('@vercel/analytics').then(
    ({ inject }) => inject({ mode: 'production', framework: 'docusaurus' }),
    (error: unknown) => console.warn('Analytics could not be loaded.', error),
  );
}

if (typeof document !== 'undefined') whenIdle(start);
