import * as React from 'react';
import { statusColors } from '../../../tokens/tokens.stylex';
import type { PreviewErrorPhase } from '../protocol';
import { later, now } from './intrinsics';
import { describe } from './lockDown';
import { post } from './port';

type ErrorDetails = { name: string; message: string };

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

export function ErrorPanel({ title, error }: { title: string; error: ErrorDetails }) {
  return (
    <div role="alert" data-preview-error="" style={panelStyle}>
      <strong>{title}</strong>
      {`\n${error.name}: ${error.message}`}
    </div>
  );
}

export function Notice({ children }: { children: React.ReactNode }) {
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

export class Boundary extends React.Component<
  { id: number; children: React.ReactNode },
  { error: ErrorDetails | null }
> {
  state = { error: null as ErrorDetails | null };

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

/**
 * Errors outside rendering (event handlers, timers, promises) keep the UI
 * but show a banner, and the parent shows them too: at most a few times a
 * second, the latest last (code that throws in a fast timer must not flood
 * the parent, which would stop the frame). `currentId` is the build they
 * are reported for.
 */
const UNCAUGHT_GAP_MS = 250;
export function reportUncaughtErrors(currentId: () => number) {
  let banner: HTMLElement | null = null;
  let lastUncaught = -Infinity;
  let pendingUncaught: ErrorDetails | null = null;
  function reportUncaught(details: ErrorDetails) {
    const wait = lastUncaught + UNCAUGHT_GAP_MS - now();
    if (wait <= 0) {
      lastUncaught = now();
      post({ type: 'error', id: currentId(), phase: 'uncaught' satisfies PreviewErrorPhase, ...details });
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
}
