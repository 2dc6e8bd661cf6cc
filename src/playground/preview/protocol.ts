/**
 * Messages between the playground (parent page) and its preview iframe. The
 * iframe is sandboxed without allow-same-origin: messages are the only way
 * in or out.
 *
 * Each frame runs one build. Before the build's code runs, the frame and the
 * parent talk through `window.postMessage` (the frame says it is ready; the
 * parent answers with a `MessagePort`); from then on through that port only,
 * which the user's code never gets hold of. So the parent believes nothing
 * the user's code posts: it only counts such messages, and stops a frame
 * that sends too many (see MAX_FRAME_MESSAGES).
 */

/** Before the build runs, by `window.postMessage`. */
export type ParentToFrameWindow =
  /** The runtime's code, for a frame loaded from its own URL (the answer to `boot`). */
  | { type: 'runtime'; source: string; url: string }
  /** The port for everything else; sent with the message's transfer list. */
  | { type: 'connect' };

/** Through the port. */
export type ParentToFrame =
  | {
      type: 'render';
      id: number;
      css: string;
      /** CommonJS modules by file name. */
      modules: Record<string, string>;
      entry: string;
      colorScheme: 'light' | 'dark';
    }
  | { type: 'ping'; seq: number }
  | { type: 'color-scheme'; colorScheme: 'light' | 'dark' };

/** `runtime`: the preview runtime itself could not be loaded or run. */
export type PreviewErrorPhase = 'module' | 'render' | 'uncaught' | 'runtime';

/** Before the build runs, by `window.postMessage`. */
export type FrameToParentWindow =
  /** A frame loaded from its own URL asks for the runtime's code (static/playground/preview-frame/). */
  | { type: 'boot' }
  | { type: 'ready' }
  /** The runtime failed to start (posted by static/playground/preview-frame/). */
  | { type: 'error'; id: number; phase: PreviewErrorPhase; name: string; message: string };

/** Through the port. */
export type FrameToParent =
  | { type: 'rendered'; id: number }
  | { type: 'notice'; id: number; message: string }
  | { type: 'error'; id: number; phase: PreviewErrorPhase; name: string; message: string }
  /** The answer to the parent's `ping` with the same `seq`: the only sign of life the parent counts. */
  | { type: 'pong'; seq: number };

/** Marks the messages of this protocol among any others a page may receive. */
export const PREVIEW_CHANNEL = 'stylex-playground-preview';

/** A loop running longer than this inside the preview is stopped. */
export const LOOP_LIMIT_MS = 1000;

/**
 * A frame that sends the parent more messages than this within a second
 * (through its port and `window.postMessage` together) is stopped: the
 * runtime itself sends a handful (ready, rendered, an error, a pong a
 * second), while a flood of them would keep the page from answering.
 */
export const MAX_FRAME_MESSAGES = 20;

/** The longest text (an error's message, a notice) the parent takes from a frame. */
export const MAX_MESSAGE_CHARS = 2000;

/** What the preview renders: the newest successful compile. */
export type PreviewBuild = {
  id: number;
  css: string;
  modules: Record<string, string>;
  entry: string;
};

export type PreviewStatus =
  | { kind: 'loading' }
  | { kind: 'rendered'; id: number }
  | { kind: 'notice'; id: number; message: string }
  | { kind: 'error'; id: number; phase: PreviewErrorPhase; message: string }
  | { kind: 'hung'; id: number }
  /** The frame sent too many messages (MAX_FRAME_MESSAGES) and was stopped. */
  | { kind: 'flooded'; id: number };
