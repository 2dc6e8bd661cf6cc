import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { type ParentToFrame } from './protocol';
import { Boundary, ErrorPanel, Notice, reportUncaughtErrors } from './sandbox/errors';
import { evaluate, soleComponent } from './sandbox/loader';
import { describe, lockDown } from './sandbox/lockDown';
import { connectToParent, post } from './sandbox/port';

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

reportUncaughtErrors(() => currentId);

/** The parent's messages, through the port: one build to render, pings, colour-mode changes. */
let renderedOnce = false;
connectToParent((data) => {
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
});
