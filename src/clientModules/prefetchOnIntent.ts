/**
 * Route chunks load on intent, not on sight.
 *
 * Docusaurus' <Link> fetches the JavaScript of every internal link that
 * scrolls into view (`rel="prefetch"`), and again, executing it, when a
 * pointer enters the link or a finger touches it. The first one, on a docs
 * page at desktop width, is every page of the sidebar and the navbar:
 * 100-135 KiB of gzipped JavaScript after each load, for pages a reader
 * mostly never opens. The second one pays off (it starts when the reader is
 * about to click, a few hundred milliseconds ahead) and stays.
 *
 * The client entry assigns `window.docusaurus` after the client modules have
 * loaded, so the object is taken over when it is assigned: the same API with
 * a `prefetch` that does nothing.
 */
type DocusaurusGlobal = { prefetch: (path: string) => false | Promise<void[]>; preload: (path: string) => unknown };

if (typeof window !== 'undefined') {
  let api: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: DocusaurusGlobal) {
      api = { ...value, prefetch: () => false };
    },
  });
}

export {};
