import { loadOnce } from '../../components/LazyContent/loadOnce';

// `playgroundPreview.locate(new URL(…, import.meta.url))` is a syntax our
// Rspack config treats like `new Worker(…)` (src/plugins/playground-bundling): the runtime
// is bundled with React into one file of its own, and this returns its URL.
const playgroundPreview = {
  // The options (the chunk's name) are read by Rspack, not at run time.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  locate: (url: URL, options: { name: string }): string => url.href,
};
export function runtimeUrl(): string {
  return playgroundPreview.locate(new URL('./runtime.tsx', import.meta.url), {
    name: 'playground-preview-runtime',
  });
}

export const RUNTIME_FAILED = 'The preview runtime could not be loaded.';

/**
 * The runtime's code for frames loaded from `frameSrc`, fetched once for
 * every preview of the page. Such a frame is an http(s) document in a
 * sandbox, and WebKit matches the 'self' of its policy against its opaque
 * origin: a script it loads by URL is refused, code posted to it is not.
 */
export const loadRuntimeCode = loadOnce(() =>
  fetch(runtimeUrl()).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.text();
  }),
);

/**
 * The frame's document. It has no inline script or event handler: a srcdoc
 * frame inherits the page's Content-Security-Policy (deploy/headers.mjs),
 * which allows scripts from our origin only. A runtime that fails to load is
 * noticed by the parent instead (no "ready" after the frame's load event).
 */
export function frameDocument(src: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>html{color-scheme:light dark}body{margin:0;padding:16px;',
    'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:Canvas;color:CanvasText}</style>',
    '<style id="stylex-css"></style></head><body><div id="root"></div>',
    `<script src="${src.replace(/"/g, '&quot;')}"></script>`,
    '</body></html>',
  ].join('');
}
