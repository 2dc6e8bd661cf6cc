import React, { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from '../ui/styles';
import { colors, fonts, radii, space, statusColors } from '../../tokens/tokens.stylex';
import {
  PREVIEW_CHANNEL,
  type FrameToParent,
  type ParentToFrame,
  type PreviewBuild,
  type PreviewStatus,
} from './protocol';

export type { PreviewBuild, PreviewStatus };

type Props = {
  build: PreviewBuild | null;
  colorScheme: 'light' | 'dark';
  /** Called with every status change (for the page's status line). */
  onStatus?: (status: PreviewStatus) => void;
  /**
   * The frame's document as a URL of its own (static/playground/preview-frame/),
   * for pages whose Content-Security-Policy a `srcdoc` frame would inherit
   * and which forbids evaluating the samples' code. That frame asks for the
   * runtime's code by message instead of loading it by URL.
   */
  frameSrc?: string;
  /** The frame's accessible name. */
  title?: string;
};

// `playgroundPreview.locate(new URL(…, import.meta.url))` is a syntax our
// Rspack config treats like `new Worker(…)` (src/plugins/playground-bundling): the runtime
// is bundled with React into one file of its own, and this returns its URL.
const playgroundPreview = {
  // The options (the chunk's name) are read by Rspack, not at run time.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  locate: (url: URL, options: { name: string }): string => url.href,
};
function runtimeUrl(): string {
  return playgroundPreview.locate(new URL('./runtime.tsx', import.meta.url), {
    name: 'playground-preview-runtime',
  });
}

/** No pong for this long while visible: the preview is stuck, restart it. */
const HANG_TIMEOUT_MS = 3000;
const PING_INTERVAL_MS = 1000;
/** The frame has loaded but the runtime has not said "ready" this long after. */
const LOAD_TIMEOUT_MS = 2000;
/**
 * A restart drops the stuck frame, then adds the new one this much later.
 * Chromium runs the sandboxed frames of one site in one process, and keeps
 * that process a moment after its last frame is gone, for reuse: a new frame
 * added at once can land in the process the stuck code still holds, and
 * never run. After the gap that process has been shut down.
 */
const RESTART_GAP_MS = 2500;

let firstPreviewMarked = false;

const RUNTIME_FAILED = 'The preview runtime could not be loaded.';

/**
 * The runtime's code for frames loaded from `frameSrc`, fetched once for
 * every preview of the page. Such a frame is an http(s) document in a
 * sandbox, and WebKit matches the 'self' of its policy against its opaque
 * origin: a script it loads by URL is refused, code posted to it is not.
 */
let runtimeCode: Promise<string> | undefined;
function loadRuntimeCode(): Promise<string> {
  runtimeCode ??= fetch(runtimeUrl()).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return response.text();
  });
  runtimeCode.catch(() => {
    runtimeCode = undefined;
  });
  return runtimeCode;
}

/**
 * The frame's document. It has no inline script or event handler: a srcdoc
 * frame inherits the page's Content-Security-Policy (deploy/headers.mjs),
 * which allows scripts from our origin only. A runtime that fails to load is
 * noticed by the parent instead (no "ready" after the frame's load event).
 */
function frameDocument(src: string): string {
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

/**
 * The live preview: a sandboxed iframe (`allow-scripts` only, so an opaque
 * origin) that renders the compiled modules with React. A heartbeat restarts
 * the iframe if user code stops it from answering (most browsers run such an
 * iframe out of process, but not all); the restarted frame waits for new code
 * instead of running the stuck code again.
 */
export default function PlaygroundPreview({ build, colorScheme, onStatus, frameSrc, title = 'Live preview' }: Props): ReactNode {
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = useState({ key: 0, shown: true });
  const [status, setStatus] = useState<PreviewStatus>({ kind: 'loading' });
  const ready = useRef(false);
  /** The frame asked for the runtime's code: from here on it reports its own failures. */
  const booted = useRef(false);
  const sentId = useRef(0);
  const hungId = useRef(0);
  const lastPong = useRef(0);
  const seq = useRef(0);
  const latest = useRef({ build, colorScheme });
  latest.current = { build, colorScheme };

  const source = useMemo(() => (frameSrc ? { src: frameSrc } : { srcDoc: frameDocument(runtimeUrl()) }), [frameSrc]);

  // The runtime's code downloads while the frame loads.
  useEffect(() => {
    if (frameSrc) loadRuntimeCode().catch(() => {});
  }, [frameSrc]);

  const update = useCallback(
    (next: PreviewStatus) => {
      setStatus(next);
      onStatus?.(next);
    },
    [onStatus],
  );

  const send = useCallback((message: ParentToFrame) => {
    iframeRef.current?.contentWindow?.postMessage({ channel: PREVIEW_CHANNEL, ...message }, '*');
  }, []);

  const sendLatest = useCallback(() => {
    const { build: current, colorScheme: scheme } = latest.current;
    if (!ready.current || !current || current.id === sentId.current || current.id === hungId.current) return;
    sentId.current = current.id;
    lastPong.current = performance.now();
    send({ type: 'render', ...current, colorScheme: scheme });
  }, [send]);

  // Messages from the current iframe only. Listening from the commit that
  // adds the frame (a layout effect), not after the next paint: a frame that
  // loads before a passive effect ran would post its first message unheard.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!iframeRef.current || event.source !== iframeRef.current.contentWindow) return;
      const data = event.data as (FrameToParent & { channel?: string }) | null;
      if (!data || data.channel !== PREVIEW_CHANNEL) return;
      lastPong.current = performance.now();
      switch (data.type) {
        case 'boot': {
          booted.current = true;
          const frameWindow = event.source as Window;
          loadRuntimeCode().then(
            (code) => {
              const message: ParentToFrame = { type: 'runtime', source: code, url: runtimeUrl() };
              frameWindow.postMessage({ channel: PREVIEW_CHANNEL, ...message }, '*');
            },
            (error: unknown) => update({ kind: 'error', id: 0, phase: 'runtime', message: `${RUNTIME_FAILED} (${String(error)})` }),
          );
          break;
        }
        case 'ready':
          ready.current = true;
          sendLatest();
          break;
        case 'rendered':
          if (!firstPreviewMarked) {
            firstPreviewMarked = true;
            performance.mark('stylex-playground:first-preview');
          }
          performance.mark('stylex-playground:preview-rendered', { detail: data.id });
          update({ kind: 'rendered', id: data.id });
          break;
        case 'notice':
          update({ kind: 'notice', id: data.id, message: data.message });
          break;
        case 'error': {
          const message = `${data.name}: ${data.message}`;
          update({ kind: 'error', id: data.id, phase: data.phase, message: data.phase === 'runtime' ? `${RUNTIME_FAILED} (${message})` : message });
          break;
        }
        case 'pong':
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [sendLatest, update]);

  // The load event fires after the frame's scripts ran (or failed to load);
  // its "ready" (or, from `frameSrc`, "boot") message follows within a task.
  // Silence means it failed.
  const loadTimer = useRef(0);
  const onFrameLoad = useCallback(() => {
    window.clearTimeout(loadTimer.current);
    loadTimer.current = window.setTimeout(() => {
      if (!ready.current && !booted.current) update({ kind: 'error', id: 0, phase: 'runtime', message: RUNTIME_FAILED });
    }, LOAD_TIMEOUT_MS);
  }, [update]);
  useEffect(() => () => window.clearTimeout(loadTimer.current), []);

  // New code: render it (once the frame is ready).
  useEffect(() => {
    sendLatest();
  }, [build, sendLatest]);

  // Colour mode changes restyle the frame without re-running the code.
  useEffect(() => {
    if (ready.current) send({ type: 'color-scheme', colorScheme });
  }, [colorScheme, send]);

  // Heartbeat.
  useEffect(() => {
    const onVisibility = () => {
      lastPong.current = performance.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (!ready.current || document.hidden) return;
      if (performance.now() - lastPong.current > HANG_TIMEOUT_MS) {
        hungId.current = sentId.current;
        ready.current = false;
        booted.current = false;
        sentId.current = 0;
        update({ kind: 'hung', id: hungId.current });
        setFrame(({ key }) => ({ key: key + 1, shown: false }));
        return;
      }
      seq.current += 1;
      send({ type: 'ping', seq: seq.current });
    }, PING_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [send, update]);

  useEffect(() => {
    if (frame.shown) return undefined;
    const timer = window.setTimeout(() => setFrame(({ key }) => ({ key, shown: true })), RESTART_GAP_MS);
    return () => window.clearTimeout(timer);
  }, [frame.shown]);

  return (
    <div {...stylex.props(ui.fill, styles.root)} data-preview-status={status.kind}>
      {frame.shown ? (
        <iframe
          key={frame.key}
          ref={iframeRef}
          title={title}
          sandbox="allow-scripts"
          {...source}
          onLoad={onFrameLoad}
          referrerPolicy="no-referrer"
          {...stylex.props(styles.frame)}
        />
      ) : (
        <div {...stylex.props(styles.frame)} />
      )}
      {status.kind === 'hung' && (
        <p role="alert" {...stylex.props(styles.message, styles.warning)}>
          The preview stopped responding (an endless loop?) and was restarted. It shows your
          component again as soon as you change the code.
        </p>
      )}
      {status.kind === 'error' && status.phase === 'runtime' && (
        <p role="alert" {...stylex.props(styles.message, styles.error)}>
          {status.message}
        </p>
      )}
    </div>
  );
}

const styles = stylex.create({
  root: {
    position: 'relative',
  },
  frame: {
    borderWidth: 0,
    backgroundColor: colors.background,
    display: 'block',
    flexGrow: 1,
    height: '100%',
    minHeight: 160,
    width: '100%',
  },
  message: {
    margin: 0,
    borderRadius: radii.sm,
    borderStyle: 'solid',
    borderWidth: 1,
    insetInline: space.sm,
    overflow: 'auto',
    paddingBlock: space.sm,
    paddingInline: space.md,
    fontFamily: fonts.mono,
    fontSize: fonts.sizeXs,
    lineHeight: 1.5,
    position: 'absolute',
    whiteSpace: 'pre-wrap',
    bottom: space.sm,
    maxHeight: '40%',
  },
  error: {
    borderColor: statusColors.dangerBorder,
    backgroundColor: statusColors.dangerSoft,
    color: statusColors.danger,
  },
  warning: {
    borderColor: statusColors.warningBorder,
    backgroundColor: statusColors.warningSoft,
    color: statusColors.warning,
  },
});
