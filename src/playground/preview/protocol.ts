/**
 * Messages between the playground (parent page) and its preview iframe. The
 * iframe is sandboxed without allow-same-origin: postMessage is the only way
 * in or out, and the parent only accepts messages whose `source` is the
 * iframe's own window.
 */

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
  | { type: 'color-scheme'; colorScheme: 'light' | 'dark' }
  /** The runtime's code, for a frame loaded from its own URL (the answer to `boot`). */
  | { type: 'runtime'; source: string; url: string };

/** `runtime`: the preview runtime itself could not be loaded or run. */
export type PreviewErrorPhase = 'module' | 'render' | 'uncaught' | 'runtime';

export type FrameToParent =
  /** A frame loaded from its own URL asks for the runtime's code (static/playground/preview-frame/). */
  | { type: 'boot' }
  | { type: 'ready' }
  | { type: 'rendered'; id: number }
  | { type: 'notice'; id: number; message: string }
  | { type: 'error'; id: number; phase: PreviewErrorPhase; name: string; message: string }
  | { type: 'pong'; seq: number };

/** Marks the messages of this protocol among any others a page may receive. */
export const PREVIEW_CHANNEL = 'stylex-playground-preview';

/** A loop running longer than this inside the preview is stopped. */
export const LOOP_LIMIT_MS = 1000;

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
  | { kind: 'hung'; id: number };

