import {
  PREVIEW_CHANNEL,
  type FrameToParent,
  type FrameToParentWindow,
  type ParentToFrame,
  type ParentToFrameWindow,
} from '../protocol';
import { apply, dataOf, parentWindow, portPost, portsOf, sourceOf } from './intrinsics';

/** The frame's private line to the parent: the user's code never gets hold of it. */
let port: MessagePort | null = null;

export function post(message: FrameToParent) {
  if (port) apply(portPost, port, [message]);
}

/**
 * Waits for the parent's port, then hands each of the parent's messages on
 * it to `onMessage`; tells the parent the frame is ready for it. The port
 * comes from the parent by `window.postMessage`, before any of the user's
 * code runs.
 */
export function connectToParent(onMessage: (message: ParentToFrame) => void) {
  window.addEventListener('message', function connect(event: MessageEvent) {
    if (port || apply(sourceOf, event, []) !== parentWindow) return;
    const data = apply(dataOf, event, []) as (ParentToFrameWindow & { channel?: string }) | null;
    if (!data || data.channel !== PREVIEW_CHANNEL || data.type !== 'connect') return;
    const [received] = apply(portsOf, event, []) as readonly MessagePort[];
    if (!received) return;
    window.removeEventListener('message', connect);
    port = received;
    port.onmessage = (portEvent: MessageEvent) => {
      const message = apply(dataOf, portEvent, []) as ParentToFrame | null;
      if (message) onMessage(message);
    };
  });

  const ready: FrameToParentWindow = { type: 'ready' };
  parentWindow.postMessage({ channel: PREVIEW_CHANNEL, ...ready }, '*');
}
