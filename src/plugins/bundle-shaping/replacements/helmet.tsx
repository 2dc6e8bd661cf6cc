/**
 * Stands in for `react-helmet-async` in the browser build. Docusaurus
 * writes a page's head (title, meta tags, links, the attributes of <html>
 * and <body>) through its <Head>, which renders Helmet. The server writes
 * all of it into each page's HTML, so in the browser Helmet has work only
 * once the reader moves to another page, or the page the browser shows
 * differs from the HTML it got (a not-found page served for an unknown
 * path). So the library loads once the page has hydrated, as a chunk of its
 * own; until it is here, <Helmet> renders nothing; then every <Helmet> on
 * the page renders the real one, which finds the head as the server wrote
 * it and changes what differs.
 *
 * In the browser the library keeps its <Helmet>s in one list of its own
 * whatever the provider (the provider only collects the head in the server
 * render), so the real <Helmet>s share one `helmetData` of their own
 * instead, and the provider here renders its children.
 */
import React, { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { HelmetProps } from 'react-helmet-async';
import { loadOnce } from '../../../components/LazyContent/loadOnce';

type Library = typeof import('@bundle-shaping/react-helmet-async');

let library: { Helmet: Library['Helmet']; data: InstanceType<Library['HelmetData']> } | undefined;
const listeners = new Set<() => void>();

const load = loadOnce(() =>
  // The library's own file, by the name row `helmet` gives it (`react-helmet-async` is this module).
  import('@bundle-shaping/react-helmet-async').then((module) => {
    library = { Helmet: module.Helmet, data: new module.HelmetData({}) };
    for (const listener of listeners) listener();
  }),
);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}

export function Helmet(props: HelmetProps & { children?: ReactNode }): ReactNode {
  const loaded = useSyncExternalStore(
    subscribe,
    () => library,
    () => undefined,
  );
  // After hydration (a failure, offline, is tried again by the next page's <Helmet>).
  useEffect(() => void load().catch(() => {}), []);
  return loaded ? <loaded.Helmet {...props} helmetData={loaded.data} /> : null;
}
