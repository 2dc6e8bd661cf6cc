import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as stylex from '@stylexjs/stylex';
import { resolveImport } from '../compiler/resolve';
import { LOOP_GUARD_GLOBAL } from '../compiler/loopGuard';
import { statusColors } from '../../tokens/tokens.stylex';
import {
  LOOP_LIMIT_MS,
  MAX_MESSAGE_CHARS,
  PREVIEW_CHANNEL,
  type FrameToParent,
  type FrameToParentWindow,
  type ParentToFrame,
  type ParentToFrameWindow,
  type PreviewErrorPhase,
} from './protocol';

/**
 * The script of the playground's preview iframe, built by Rspack into one
 * self-contained file (see ./index.tsx) so React comes from this site,
 * never from a CDN. It renders one build: it evaluates the compiled modules
 * it receives with a tiny CommonJS loader and renders the entry file's
 * default export. Each build gets a frame of its own (see ./index.tsx), so
 * nothing an earlier build left running (a listener, a timer) sees a later one.
 *
 * It runs in a sandboxed iframe with an opaque origin: it cannot reach the
 * site's storage, cookies or DOM, only post messages to the parent.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- user modules are untyped. */

const builtins: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-dom/client': ReactDOMClient,
  '@stylexjs/stylex': stylex,
};

// What the runtime uses once the user's code runs, taken before it does: that
// code may replace any built-in, and must not get hold of the port to the
// parent through one (a patched `postMessage` or `data` getter would see it).
const apply = Reflect.apply;
const now = performance.now.bind(performance);
const later = window.setTimeout.bind(window);
const portPost = MessagePort.prototype.postMessage;
const getter = (name: 'data' | 'ports' | 'source') => Object.getOwnPropertyDescriptor(MessageEvent.prototype, name)!.get!;
const dataOf = getter('data');
const portsOf = getter('ports');
const sourceOf = getter('source');
const parentWindow = window.parent;
/** The real constructor, for the module loader: see lockDown(). */
const CompileFunction = Function;

/** The longest text the runtime posts (the parent clips it again). */
const clip = (text: string) => (text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS - 1)}…` : text);

/** The loops stopped in this frame, by name (see ../compiler/loopGuard.ts). */
const stoppedLoops = new Set<string>();
const loopGuard = {
  start: (site: string) => ({ site, at: now() }),
  check(loop: { site: string; at: number }) {
    // A loop stopped once stops at its first check from then on: React calls
    // a component that threw again (several times), and each call would
    // otherwise run the loop for the whole limit again.
    if (stoppedLoops.has(loop.site) || now() - loop.at > LOOP_LIMIT_MS) {
      stoppedLoops.add(loop.site);
      const file = loop.site.split('#')[0];
      throw new RangeError(
        `A loop in ${file} ran for more than ${LOOP_LIMIT_MS / 1000} s and was stopped. Is it an infinite loop?`,
      );
    }
  },
};

let port: MessagePort | null = null;
function post(message: FrameToParent) {
  if (port) apply(portPost, port, [message]);
}

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
function lockDown() {
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

/** Compiles every module of the build (before lockDown), then runs the entry. */
function evaluate(modules: Record<string, string>, entry: string): () => any {
  const names = new Set(Object.keys(modules));
  const factories = new Map<string, (...args: unknown[]) => void>();
  for (const name of names) {
    factories.set(
      name,
      new CompileFunction(
        'require',
        'module',
        'exports',
        LOOP_GUARD_GLOBAL,
        `${modules[name]}\n//# sourceURL=playground:///${name}`,
      ) as (...args: unknown[]) => void,
    );
  }
  const cache = new Map<string, { exports: any }>();
  const load = (name: string): any => {
    const cached = cache.get(name);
    if (cached) return cached.exports;
    const module = { exports: {} as any };
    cache.set(name, module);
    factories.get(name)!(requireFrom(name), module, module.exports, loopGuard);
    return module.exports;
  };
  const requireFrom = (from: string) => (specifier: string) => {
    if (Object.prototype.hasOwnProperty.call(builtins, specifier)) return builtins[specifier];
    const resolved = resolveImport(specifier, from, names);
    if (resolved == null) {
      throw new Error(
        specifier.startsWith('.')
          ? `Cannot find '${specifier}' (imported by ${from}): there is no such file in the playground.`
          : `Cannot import '${specifier}' in ${from}: the preview provides react, react-dom and @stylexjs/stylex, plus the playground's own files.`,
      );
    }
    return load(resolved);
  };
  return () => load(entry);
}

/** A module's only exported component (a capitalized function), if it has exactly one. */
function soleComponent(exports: any): any {
  if (!exports || typeof exports !== 'object') return undefined;
  const components = Object.keys(exports).filter(
    (key) => /^[A-Z]/.test(key) && typeof exports[key] === 'function',
  );
  return components.length === 1 ? exports[components[0]] : undefined;
}

/** An error as two short strings (the user's code chose what it threw: reading it may throw too). */
function describe(error: unknown): { name: string; message: string } {
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

const panelStyle: React.CSSProperties = {
  boxSizing: 'border-box',
  margin: 12,
  padding: '12px 14px',
  borderRadius: 8,
  border: `1px solid ${statusColors.dangerBorder}`,
  background: statusColors.dangerSoft,
  color: statusColors.danger,
  font: '13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
};

function ErrorPanel({ title, error }: { title: string; error: { name: string; message: string } }) {
  return (
    <div role="alert" data-preview-error="" style={panelStyle}>
      <strong>{title}</strong>
      {`\n${error.name}: ${error.message}`}
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      data-preview-notice=""
      style={{
        margin: 12,
        font: '14px/1.5 system-ui, sans-serif',
        color: statusColors.muted,
      }}>
      {children}
    </p>
  );
}

class Boundary extends React.Component<
  { id: number; children: React.ReactNode },
  { error: { name: string; message: string } | null }
> {
  state = { error: null as { name: string; message: string } | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: describe(error) };
  }

  componentDidCatch(error: unknown) {
    post({ type: 'error', id: this.props.id, phase: 'render', ...describe(error) });
  }

  render() {
    if (this.state.error) return <ErrorPanel title="The component threw while rendering." error={this.state.error} />;
    return this.props.children;
  }
}

/** Tells the parent once React has committed the new tree. */
function Committed({ id }: { id: number }) {
  React.useEffect(() => {
    post({ type: 'rendered', id });
  }, [id]);
  return null;
}

const container = document.getElementById('root')!;
const styleElement = document.getElementById('stylex-css')!;
let root: ReactDOMClient.Root | null = null;
let currentId = 0;

function mount(node: React.ReactNode) {
  if (!root) root = ReactDOMClient.createRoot(container);
  root.render(node);
}

function render(message: Extract<ParentToFrame, { type: 'render' }>) {
  currentId = message.id;
  document.documentElement.style.colorScheme = message.colorScheme;
  styleElement.textContent = message.css;

  let Component: any;
  try {
    const run = evaluate(message.modules, message.entry);
    lockDown();
    const exports = run();
    Component = exports?.default ?? exports?.App ?? soleComponent(exports);
  } catch (error) {
    const details = describe(error);
    post({ type: 'error', id: message.id, phase: 'module', ...details });
    mount(<ErrorPanel key={message.id} title={`${message.entry} threw while loading.`} error={details} />);
    return;
  }

  if (typeof Component !== 'function' && !(Component && typeof Component === 'object' && '$$typeof' in Component)) {
    const text = `Export a component from ${message.entry} (export default function App() { … }) to see it here; the CSS and JS tabs show what it compiles to.`;
    post({ type: 'notice', id: message.id, message: text });
    mount(<Notice key={message.id}>{text}</Notice>);
    return;
  }

  mount(
    <Boundary key={message.id} id={message.id}>
      <Component />
      <Committed id={message.id} />
    </Boundary>,
  );
}

/**
 * Errors outside rendering (event handlers, timers, promises) keep the UI
 * but show a banner, and the parent shows them too: at most a few times a
 * second, the latest last (code that throws in a fast timer must not flood
 * the parent, which would stop the frame).
 */
const UNCAUGHT_GAP_MS = 250;
let banner: HTMLElement | null = null;
let lastUncaught = -Infinity;
let pendingUncaught: { name: string; message: string } | null = null;
function reportUncaught(details: { name: string; message: string }) {
  const wait = lastUncaught + UNCAUGHT_GAP_MS - now();
  if (wait <= 0) {
    lastUncaught = now();
    post({ type: 'error', id: currentId, phase: 'uncaught' satisfies PreviewErrorPhase, ...details });
    return;
  }
  if (!pendingUncaught) {
    later(() => {
      const latest = pendingUncaught!;
      pendingUncaught = null;
      reportUncaught(latest);
    }, wait);
  }
  pendingUncaught = details;
}
function showUncaught(error: unknown) {
  const details = describe(error);
  reportUncaught(details);
  if (!banner) {
    banner = document.createElement('div');
    banner.setAttribute('role', 'alert');
    banner.setAttribute('data-preview-error', '');
    Object.assign(banner.style, panelStyle, {
      position: 'fixed',
      insetInline: '0',
      bottom: '0',
      margin: '8px',
    });
    document.body.append(banner);
  }
  banner.textContent = `Uncaught ${details.name}: ${details.message}`;
}

window.addEventListener('error', (event) => {
  event.preventDefault();
  showUncaught(event.error ?? event.message);
});
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  showUncaught(event.reason);
});

/** The parent's messages, through the port: one build to render, pings, colour-mode changes. */
let renderedOnce = false;
function onPortMessage(event: MessageEvent) {
  const data = apply(dataOf, event, []) as ParentToFrame | null;
  if (!data) return;
  switch (data.type) {
    case 'render':
      // One build per frame: its policy forbids compiling any other.
      if (renderedOnce) return;
      renderedOnce = true;
      render(data);
      break;
    case 'ping':
      post({ type: 'pong', seq: data.seq });
      break;
    case 'color-scheme':
      document.documentElement.style.colorScheme = data.colorScheme;
      break;
  }
}

/** The port comes from the parent by `window.postMessage`, before any of the user's code runs. */
window.addEventListener('message', function connect(event: MessageEvent) {
  if (port || apply(sourceOf, event, []) !== parentWindow) return;
  const data = apply(dataOf, event, []) as (ParentToFrameWindow & { channel?: string }) | null;
  if (!data || data.channel !== PREVIEW_CHANNEL || data.type !== 'connect') return;
  const [received] = apply(portsOf, event, []) as readonly MessagePort[];
  if (!received) return;
  window.removeEventListener('message', connect);
  port = received;
  port.onmessage = onPortMessage;
});

const ready: FrameToParentWindow = { type: 'ready' };
parentWindow.postMessage({ channel: PREVIEW_CHANNEL, ...ready }, '*');
