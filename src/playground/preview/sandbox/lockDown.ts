import { MAX_MESSAGE_CHARS } from '../protocol';

/* eslint-disable @typescript-eslint/no-explicit-any -- the window's globals are replaced by name. */

/** Code from a string would run without the loop guard: the preview refuses it, and says why. */
const EVAL_OFF =
  'eval() and new Function() are turned off in the preview: code from a string would run without the guard that stops endless loops. Write the code itself instead.';
const TIMER_OFF = (name: string) =>
  `${name}() with a string of code is turned off in the preview: it would run without the guard that stops endless loops. Pass it a function instead.`;

/**
 * Run before the user's code, once the build's modules are compiled:
 *
 * - No more code from strings. A Content-Security-Policy without
 *   'unsafe-eval' (the page's policy allows it for the module loader, and a
 *   policy added by a `<meta>` can only narrow it, for good) makes `eval`,
 *   `new Function` (of every kind of function), string timers and scripts
 *   of any kind fail. The browser's EvalError is reworded (see describe());
 *   string timers, which the policy drops without an error, throw one here.
 *   (`eval` itself stays: browser tools evaluate through it, and the policy
 *   lets them.)
 * - No WebRTC: a peer connection reaches any host and port, whatever the
 *   policy's connect-src says. Its constructors are removed; the frame's own
 *   frames cannot give them back (a sandboxed frame's frames get an opaque
 *   origin of their own: this one cannot reach into them).
 */
export function lockDown() {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = "script-src 'none'";
  document.head.append(meta);

  const global = window as any;
  for (const name of ['setTimeout', 'setInterval'] as const) {
    const timer = window[name].bind(window) as (handler: unknown, ...rest: unknown[]) => number;
    global[name] = function (handler: unknown, ...rest: unknown[]) {
      if (typeof handler !== 'function') throw new EvalError(TIMER_OFF(name));
      return timer(handler, ...rest);
    };
  }
  for (const name of Object.getOwnPropertyNames(window)) {
    if (/^(?:webkit|moz)?RTC[A-Z]/.test(name)) delete global[name];
  }
}

/** The longest text the runtime posts (the parent clips it again). */
const clip = (text: string) => (text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text);

/** An error as two short strings (the user's code chose what it threw: reading it may throw too). */
export function describe(error: unknown): { name: string; message: string } {
  try {
    // After lockDown() an EvalError is the policy refusing code from a string (each browser words it its own way).
    if (error instanceof EvalError && /eval|Content.Security.Policy/i.test(String(error.message))) {
      return { name: 'EvalError', message: EVAL_OFF };
    }
    if (error instanceof Error) return { name: clip(String(error.name)), message: clip(String(error.message)) };
    return { name: 'Error', message: clip(String(error)) };
  } catch {
    return { name: 'Error', message: 'Something was thrown that cannot be shown as text.' };
  }
}
