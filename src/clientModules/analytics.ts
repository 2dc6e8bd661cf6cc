import { inject } from '@vercel/analytics';

/**
 * Vercel Web Analytics. Registered by docusaurus.config.ts only for
 * production builds (see src/data/analytics.ts). The script comes from the
 * site's own origin, `/_vercel/insights/script.js`, which Vercel answers; on
 * any other host it is a 404, and the loader only logs that to the console
 * (its `onerror` handler), so pages keep working. Page views of client-side
 * navigations are tracked by the script itself.
 */
inject({ mode: 'production', framework: 'docusaurus' });
