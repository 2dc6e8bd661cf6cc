import { MAX_MESSAGE_CHARS, type PreviewBuild } from './protocol';

/** No answer to a ping for this long while the page is visible: the preview is stuck, restart it. */
export const HANG_TIMEOUT_MS = 3000;
export const PING_INTERVAL_MS = 1000;
/** The frame has loaded but the runtime has not said "ready" this long after. */
export const LOAD_TIMEOUT_MS = 2000;
/**
 * A restart drops the stuck frame, then adds the new one this much later.
 * Chromium runs the sandboxed frames of one site in one process, and keeps
 * that process a moment after its last frame is gone, for reuse: a new frame
 * added at once can land in the process the stuck code still holds, and
 * never run. After the gap that process has been shut down.
 */
export const RESTART_GAP_MS = 2500;

/** What the parent knows of one frame. */
export type Link = {
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

export function newLink(key: number, build: PreviewBuild | null): Link {
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
export const clip = (text: unknown) => String(text).slice(0, MAX_MESSAGE_CHARS);
