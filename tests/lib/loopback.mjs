/**
 * The hosts every browser suite (e2e, engines, installation guides) lets
 * through: the tests run offline, so only the loopback interface is
 * reachable. A URL's hostname keeps IPv6 brackets; a proxy's CONNECT line
 * may not.
 */
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** @param {string} hostname */
export function isLoopbackHost(hostname) {
  return loopbackHosts.has(hostname);
}
