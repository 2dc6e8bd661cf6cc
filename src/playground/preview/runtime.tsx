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
  PREVIEW_CHANNEL,
  type FrameToParent,
  type ParentToFrame,
  type PreviewErrorPhase,
} from './protocol';

/**
 * The script of the playground's preview iframe, built by Rspack into one
 * self-contained file (see ./index.tsx) so React comes from this site,
 * never from a CDN. It evaluates the compiled modules it receives with a tiny
 * CommonJS loader and renders the entry file's default export.
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

const loopGuard = {
  start: () => performance.now(),
  check(start: number) {
    if (performance.now() - start > LOOP_LIMIT_MS) {
      throw new RangeError(
        `A loop ran for more than ${LOOP_LIMIT_MS / 1000} s and was stopped. Is it an infinite loop?`,
      );
    }
  },
};

function post(message: FrameToParent) {
  window.parent.postMessage({ channel: PREVIEW_CHANNEL, ...message }, '*');
}

function evaluate(modules: Record<string, string>, entry: string): any {
  const names = new Set(Object.keys(modules));
  const cache = new Map<string, { exports: any }>();
  const load = (name: string): any => {
    const cached = cache.get(name);
    if (cached) return cached.exports;
    const module = { exports: {} as any };
    cache.set(name, module);
     
    const factory = new Function(
      'require',
      'module',
      'exports',
      LOOP_GUARD_GLOBAL,
      `${modules[name]}\n//# sourceURL=playground:///${name}`,
    );
    factory(requireFrom(name), module, module.exports, loopGuard);
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
  return load(entry);
}

/** A module's only exported component (a capitalized function), if it has exactly one. */
function soleComponent(exports: any): any {
  if (!exports || typeof exports !== 'object') return undefined;
  const components = Object.keys(exports).filter(
    (key) => /^[A-Z]/.test(key) && typeof exports[key] === 'function',
  );
  return components.length === 1 ? exports[components[0]] : undefined;
}

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
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
  hideUncaught();

  let Component: any;
  try {
    const exports = evaluate(message.modules, message.entry);
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

// Errors outside rendering (event handlers, timers, promises) keep the UI
// but show a banner, and the parent shows them too.
let banner: HTMLElement | null = null;
function showUncaught(error: unknown) {
  const details = describe(error);
  post({ type: 'error', id: currentId, phase: 'uncaught' satisfies PreviewErrorPhase, ...details });
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
function hideUncaught() {
  banner?.remove();
  banner = null;
}

window.addEventListener('error', (event) => {
  event.preventDefault();
  showUncaught(event.error ?? event.message);
});
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  showUncaught(event.reason);
});

window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window.parent) return;
  const data = event.data as (ParentToFrame & { channel?: string }) | null;
  if (!data || data.channel !== PREVIEW_CHANNEL) return;
  switch (data.type) {
    case 'render':
      render(data);
      break;
    case 'ping':
      post({ type: 'pong', seq: data.seq });
      break;
    case 'color-scheme':
      document.documentElement.style.colorScheme = data.colorScheme;
      break;
  }
});

post({ type: 'ready' });
