import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { clip, LOAD_TIMEOUT_MS, newLink, RESTART_GAP_MS, type Link } from './link';
import {
  MAX_FRAME_MESSAGES,
  PREVIEW_CHANNEL,
  type FrameToParent,
  type FrameToParentWindow,
  type ParentToFrame,
  type ParentToFrameWindow,
  type PreviewBuild,
  type PreviewStatus,
} from './protocol';
import { frameDocument, loadRuntimeCode, runtimeUrl, RUNTIME_FAILED } from './runtimeSource';
import { useHeartbeat } from './useHeartbeat';

let firstPreviewMarked = false;

export type PreviewFramesOptions = {
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
};

/**
 * The preview's frames and their life-cycle (see PlaygroundPreview): which
 * frames exist and which is shown, the status, and what each iframe needs.
 */
export function usePreviewFrames({ build, colorScheme, onStatus, frameSrc }: PreviewFramesOptions) {
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

  useHeartbeat(links, restart);

  /** Records the window of frame `key` (its iframe's ref). */
  const setFrameElement = useCallback((key: number, element: HTMLIFrameElement | null) => {
    const link = element && links.current.get(key);
    if (link) link.window = element.contentWindow;
  }, []);

  return { frames, status, source, onFrameLoad, setFrameElement };
}
