/**
 * The clean-URL rule: a path ending in `.html` or `/index` is
 * redirected to the clean path when no exact route exists for it.
 *
 * Pure: give it the request URL (path and optional query) and the set of
 * files in build/ (relative paths with `/` separators, such as
 * `docs/learn/index.html`); it answers the URL to redirect to, or null to
 * serve the request as it is (an existing file, an unrelated path, or an
 * unknown page that should get the 404 page). The query string is kept.
 *
 *   /docs/learn/index.html  -> /docs/learn/
 *   /docs/learn/index       -> /docs/learn/
 *   /docs/learn/index/      -> /docs/learn/
 *   /blog.html              -> /blog/
 *   /img/logo.svg, /404.html (real files) -> null
 *   /nope.html              -> null (not found)
 *
 * The server (scripts/serve.mjs) calls it before serve-handler and answers
 * 301 with the returned Location. One hop, unlike serve-handler's own
 * `cleanUrls`, which needs up to three and drops the query string.
 *
 * @param {string} url request URL: a path, optionally with `?query`
 * @param {ReadonlySet<string>} files files of the build, relative to its root
 * @param {{ baseUrl?: string }} [options] the site's baseUrl (default `/`)
 * @returns {string | null}
 */
export function cleanUrlRedirect(url, files, { baseUrl = '/' } = {}) {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);

  // Only same-site paths: never build a protocol-relative target (`//host`).
  if (!rawPath.startsWith(baseUrl) || rawPath.startsWith('//') || rawPath.includes('\\')) return null;
  const path = `/${rawPath.slice(baseUrl.length)}`;

  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  const relative = decoded.slice(1);

  // An exact file is served as it is (static assets, 404.html, a page built
  // as `x.html`), except `…/index.html`: that file is how the route `…/` is
  // stored, not a route of its own.
  if (files.has(relative) && !/(^|\/)index\.html$/.test(relative)) return null;

  const match = /^(.*?)(?:\/index(?:\.html|\/)?|\.html)$/.exec(path);
  if (!match) return null;
  const [, prefix] = match;
  const decodedPrefix = decodeURIComponent(prefix);
  const target = `${prefix}/`;
  const routeFile = `${decodedPrefix.slice(1)}${decodedPrefix === '' ? '' : '/'}index.html`;
  if (!files.has(routeFile)) return null;
  return `${baseUrl}${target.slice(1)}${query}`;
}

/**
 * Lists the files of a build directory in the form cleanUrlRedirect expects.
 *
 * @param {string} dir the build directory
 * @returns {Promise<Set<string>>}
 */
export async function listBuildFiles(dir) {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Set();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const parent = entry.parentPath ?? entry.path;
    const relative = `${parent}/${entry.name}`.slice(dir.replace(/\/$/, '').length + 1);
    files.add(relative.split('\\').join('/'));
  }
  return files;
}
