import React, { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as stylex from '@stylexjs/stylex';
import { ui } from '../ui/styles';
import { loadOnce } from '../../components/LazyContent/loadOnce';
import { colors, fonts, radii, space, statusColors } from '../../tokens/tokens.stylex';
import {
  MAX_FRAME_MESSAGES,
  MAX_MESSAGE_CHARS,
  PREVIEW_CHANNEL,
  type FrameToParent,
  type FrameToParentWindow,
  type ParentToFrame,
  type ParentToFrameWindow,
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
  /**
   * Why what the preview shows is not the newest code (a compile error and
   * its place: see `stalePreview` in ../status.ts), shown over the preview.
   */
  stale?: string | null;
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

/** No answer to a ping for this long while the page is visible: the preview is stuck, restart it. */
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
const loadRuntimeCode = loadOnce(() =>
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

/** What the parent knows of one frame. */
type Link = {
  key: number;
  /** The frame's window, from the commit that adds it (messages are matched against it). */
  window: Window | null;
  /** The build this frame renders; null for a spare frame, booted ahead of the next build. */
  build: PreviewBuild | null;
  /** The runtime has started (it sent "boot" or "ready"). */
  started: boolean;
  /** The private channel to the runtime, from its "ready" on. */
  port: MessagePort | null;
  sent: boolean;
  /** The frame has answered its build (rendered, or said why not). */
  answered: boolean;
  /** When the frame last showed it is alive: an answer to a ping (or when it got its build). */
  alive: number;
  /** The last ping sent, and the last one answered. */
  pinged: number;
  ponged: number;
  /** Messages from the frame in the current one-second window. */
  windowStart: number;
  messages: number;
  loadTimer: number;
};

function newLink(key: number, build: PreviewBuild | null): Link {
  return {
    key,
    window: null,
    build,
    started: false,
    port: null,
    sent: false,
    answered: false,
    alive: performance.now(),
    pinged: 0,
    ponged: 0,
    windowStart: 0,
    messages: 0,
    loadTimer: 0,
  };
}

/** Clips what a frame says to MAX_MESSAGE_CHARS. */
const clip = (text: unknown) => String(text).slice(0, MAX_MESSAGE_CHARS);

/**
 * The live preview: sandboxed iframes (`allow-scripts` only, so an opaque
 * origin) that render the compiled modules with React.
 *
 * Each build renders in a frame of its own, a new window: nothing the code of
 * an earlier build left behind (a listener, a timer) runs beside a later one,
 * and a frame's policy forbids compiling code once its build has started.
 * The shown frame stays until the next one has rendered, then goes; once the
 * reader edits, a spare frame boots ahead of the next build.
 *
 * The parent trusts only what comes through each frame's private port, and
 * counts the rest: a frame that sends too many messages (MAX_FRAME_MESSAGES)
 * is stopped, and only an answer to the parent's own ping shows it is alive.
 * A heartbeat restarts the frames if user code stops them from answering
 * (most browsers run such an iframe out of process, but not all); the new
 * frame waits for new code instead of running the stuck code again.
 */
export default function PlaygroundPreview({ build, colorScheme, onStatus, frameSrc, title = 'Live preview', stale }: Props): ReactNode {
  const [frames, setFrames] = useState<{ keys: number[]; shown: number | null }>(() => ({ keys: [1], shown: null }));
  const [status, setStatus] = useState<PreviewStatus>({ kind: 'loading' });
  const [initialLinks] = useState(() => new Map([[1, newLink(1, null)]]));
  const links = useRef(initialLinks);
  const nextKey = useRef(2);
  /** The build that hung or flooded: not rendered again (the reader changes the code first). */
  const stoppedId = useRef(0);
  /** Between a restart's removal of the frames and the new frame. */
  const restarting = useRef(false);
  /** Builds given to frames so far: from the second on, a spare frame is kept ready. */
  const builds = useRef(0);
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

  const drop = useCallback((keep: (link: Link) => boolean) => {
    const gone: number[] = [];
    for (const link of links.current.values()) {
      if (keep(link)) continue;
      link.port?.close();
      window.clearTimeout(link.loadTimer);
      links.current.delete(link.key);
      gone.push(link.key);
    }
    if (gone.length) {
      setFrames(({ keys, shown }) => ({
        keys: keys.filter((key) => !gone.includes(key)),
        shown: shown != null && gone.includes(shown) ? null : shown,
      }));
    }
  }, []);

  const addFrame = useCallback((build: PreviewBuild | null) => {
    const key = nextKey.current++;
    links.current.set(key, newLink(key, build));
    setFrames(({ keys, shown }) => ({ keys: [...keys, key], shown }));
  }, []);

  const sendRender = useCallback((link: Link) => {
    if (!link.port || !link.build || link.sent) return;
    link.sent = true;
    link.alive = performance.now();
    const message: ParentToFrame = { type: 'render', ...link.build, colorScheme: latest.current.colorScheme };
    link.port.postMessage(message);
  }, []);

  /** Gives the newest build to the spare frame (or a new one), and drops frames still busy with older builds. */
  const renderLatest = useCallback(() => {
    const current = latest.current.build;
    if (!current || restarting.current || current.id === stoppedId.current) return;
    const all = [...links.current.values()];
    if (all.some((link) => link.build?.id === current.id)) return;
    builds.current += 1;
    const shownKey = all.find((link) => link.answered && link.build)?.key;
    drop((link) => link.build === null || link.key === shownKey || link.answered);
    const spare = [...links.current.values()].find((link) => link.build === null);
    if (spare) {
      spare.build = current;
      sendRender(spare);
    } else {
      addFrame(current);
    }
  }, [addFrame, drop, sendRender]);

  /** Stops every frame (one is stuck or flooding), then starts a new one after the gap. */
  const restart = useCallback(
    (kind: 'hung' | 'flooded') => {
      stoppedId.current = Math.max(0, ...[...links.current.values()].map((link) => link.build?.id ?? 0));
      update({ kind, id: stoppedId.current });
      restarting.current = true;
      drop(() => false);
    },
    [drop, update],
  );

  useEffect(() => {
    if (frames.keys.length > 0 || !restarting.current) return undefined;
    const timer = window.setTimeout(() => {
      restarting.current = false;
      addFrame(null);
      renderLatest();
    }, RESTART_GAP_MS);
    return () => window.clearTimeout(timer);
  }, [frames.keys.length, addFrame, renderLatest]);

  /** Counts a message from the frame; false (and the frame stopped) past MAX_FRAME_MESSAGES a second. */
  const count = useCallback(
    (link: Link): boolean => {
      const now = performance.now();
      if (now - link.windowStart > 1000) {
        link.windowStart = now;
        link.messages = 0;
      }
      link.messages += 1;
      if (link.messages <= MAX_FRAME_MESSAGES) return true;
      restart('flooded');
      return false;
    },
    [restart],
  );

  /** The frame has answered its build: it is shown, and the frames before it go. */
  const answered = useCallback(
    (link: Link) => {
      if (link.answered) return;
      link.answered = true;
      drop((other) => other.key >= link.key);
      setFrames(({ keys }) => ({ keys, shown: link.key }));
      if (builds.current >= 2 && ![...links.current.values()].some((other) => other.build === null)) addFrame(null);
    },
    [addFrame, drop],
  );

  const onPortMessage = useCallback(
    (link: Link, event: MessageEvent) => {
      if (!links.current.has(link.key) || !count(link)) return;
      const data = event.data as FrameToParent | null;
      if (!data || typeof data !== 'object') return;
      const id = link.build?.id ?? 0;
      switch (data.type) {
        case 'pong':
          if (typeof data.seq === 'number' && data.seq > link.ponged && data.seq <= link.pinged) {
            link.ponged = data.seq;
            link.alive = performance.now();
          }
          break;
        case 'rendered':
          answered(link);
          if (!firstPreviewMarked) {
            firstPreviewMarked = true;
            performance.mark('stylex-playground:first-preview');
          }
          performance.mark('stylex-playground:preview-rendered', { detail: id });
          update({ kind: 'rendered', id });
          break;
        case 'notice':
          answered(link);
          update({ kind: 'notice', id, message: clip(data.message) });
          break;
        case 'error': {
          answered(link);
          const message = `${clip(data.name)}: ${clip(data.message)}`;
          const phase = (['module', 'render', 'uncaught'] as const).find((known) => known === data.phase) ?? 'uncaught';
          update({ kind: 'error', id, phase, message });
          break;
        }
      }
    },
    [answered, count, update],
  );

  // Messages posted to this window by the frames, before they have their
  // port: "boot", "ready", or the loader's failure. From a frame that has its
  // port, a message can only come from the user's code: it is counted,
  // never read. Listening from the commit that adds the frame (a layout
  // effect), not after the next paint: a frame that loads before a passive
  // effect ran would post its first message unheard.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const source = event.source;
      if (!source) return;
      const link = [...links.current.values()].find((candidate) => candidate.window === source);
      if (!link || !count(link) || link.port) return;
      const data = event.data as (FrameToParentWindow & { channel?: string }) | null;
      if (!data || typeof data !== 'object' || data.channel !== PREVIEW_CHANNEL) return;
      switch (data.type) {
        case 'boot': {
          if (!frameSrc || link.started) return;
          link.started = true;
          const frameWindow = source as Window;
          loadRuntimeCode().then(
            (code) => {
              const message: ParentToFrameWindow = { type: 'runtime', source: code, url: runtimeUrl() };
              frameWindow.postMessage({ channel: PREVIEW_CHANNEL, ...message }, '*');
            },
            (error: unknown) => update({ kind: 'error', id: 0, phase: 'runtime', message: `${RUNTIME_FAILED} (${String(error)})` }),
          );
          break;
        }
        case 'ready': {
          link.started = true;
          const channel = new MessageChannel();
          link.port = channel.port1;
          link.alive = performance.now();
          channel.port1.onmessage = (portEvent) => onPortMessage(link, portEvent);
          const message: ParentToFrameWindow = { type: 'connect' };
          (source as Window).postMessage({ channel: PREVIEW_CHANNEL, ...message }, '*', [channel.port2]);
          sendRender(link);
          break;
        }
        case 'error':
          update({ kind: 'error', id: 0, phase: 'runtime', message: `${RUNTIME_FAILED} (${clip(data.name)}: ${clip(data.message)})` });
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [count, frameSrc, onPortMessage, sendRender, update]);

  // The load event fires after the frame's scripts ran (or failed to load);
  // its "ready" (or, from `frameSrc`, "boot") message follows within a task.
  // Silence means it failed.
  const onFrameLoad = useCallback(
    (key: number) => {
      const link = links.current.get(key);
      if (!link) return;
      window.clearTimeout(link.loadTimer);
      link.loadTimer = window.setTimeout(() => {
        if (links.current.get(key) === link && !link.started) {
          update({ kind: 'error', id: 0, phase: 'runtime', message: RUNTIME_FAILED });
        }
      }, LOAD_TIMEOUT_MS);
    },
    [update],
  );
  useEffect(() => {
    const all = links.current;
    return () => {
      for (const link of all.values()) {
        link.port?.close();
        window.clearTimeout(link.loadTimer);
      }
    };
  }, []);

  // New code: render it in a frame of its own.
  useEffect(() => {
    renderLatest();
  }, [build, renderLatest]);

  // Colour mode changes restyle the frames without re-running the code.
  useEffect(() => {
    const message: ParentToFrame = { type: 'color-scheme', colorScheme };
    for (const link of links.current.values()) link.port?.postMessage(message);
  }, [colorScheme]);

  // Heartbeat: each frame with a port is pinged; one that has not answered
  // for too long is stuck.
  useEffect(() => {
    const onVisibility = () => {
      for (const link of links.current.values()) link.alive = performance.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      const now = performance.now();
      const connected = [...links.current.values()].filter((link) => link.port);
      if (connected.some((link) => now - link.alive > HANG_TIMEOUT_MS)) {
        restart('hung');
        return;
      }
      for (const link of connected) {
        link.pinged += 1;
        const message: ParentToFrame = { type: 'ping', seq: link.pinged };
        link.port!.postMessage(message);
      }
    }, PING_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [restart]);

  // The frame on screen: the newest that has answered, else the first.
  const shown = frames.shown ?? frames.keys[0];
  return (
    <div {...stylex.props(ui.fill, styles.root)} data-preview-status={status.kind}>
      {frames.keys.map((key) => (
        <iframe
          key={key}
          ref={(element) => {
            const link = element && links.current.get(key);
            if (link) link.window = element.contentWindow;
          }}
          title={key === shown ? title : `${title}: the next version`}
          sandbox="allow-scripts"
          {...source}
          onLoad={() => onFrameLoad(key)}
          referrerPolicy="no-referrer"
          // A frame not shown yet is out of the layout: its component renders
          // in a frame without a size, and gets one when shown.
          {...stylex.props(styles.frame, key !== shown && styles.waiting)}
        />
      ))}
      {frames.keys.length === 0 && <div {...stylex.props(styles.frame)} />}
      {(status.kind === 'hung' || status.kind === 'flooded') && (
        <p role="alert" {...stylex.props(styles.message, styles.warning)}>
          {status.kind === 'hung'
            ? 'The preview stopped responding (an endless loop?) and was restarted.'
            : 'The preview sent this page too many messages and was stopped.'}{' '}
          It shows your component again as soon as you change the code.
        </p>
      )}
      {status.kind === 'error' && status.phase === 'runtime' && (
        <p role="alert" {...stylex.props(styles.message, styles.error)}>
          {status.message}
        </p>
      )}
      {/* Not a live region: the problems list beside the editor announces the error. */}
      {stale && status.kind !== 'hung' && status.kind !== 'flooded' && !(status.kind === 'error' && status.phase === 'runtime') && (
        <p data-testid="preview-stale" {...stylex.props(styles.message, styles.error)}>
          {stale}
        </p>
      )}
    </div>
  );
}

const styles = stylex.create({
  root: {
    position: 'relative',
  },
  waiting: {
    display: 'none',
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
