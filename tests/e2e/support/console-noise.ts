/**
 * Console errors the e2e tests knowingly accept, in one place.
 *
 * Only the analytics script: it lives at /_vercel/insights/script.js, which
 * Vercel answers in production and no other server has (src/data/analytics.ts).
 * Off Vercel the browser reports its 404, and, because the deploy headers
 * send `X-Content-Type-Options: nosniff`, that it refused to run the HTML
 * error page as a script. Both only concern that one URL; nothing else is
 * tolerated.
 */
export const analyticsScriptPath = '/_vercel/insights/script.js';

export function isExpectedNoise(text: string, url = ''): boolean {
  if (url.endsWith(analyticsScriptPath) && /status of 404/.test(text)) return true;
  return (
    text.startsWith('Refused to execute script from ') &&
    text.includes(`${analyticsScriptPath}' because its MIME type`)
  );
}
