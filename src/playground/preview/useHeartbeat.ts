import { useEffect, type RefObject } from 'react';
import { HANG_TIMEOUT_MS, PING_INTERVAL_MS, type Link } from './link';
import type { ParentToFrame } from './protocol';

/**
 * Heartbeat: each frame with a port is pinged; one that has not answered
 * for too long is stuck, and `restart` is called.
 */
export function useHeartbeat(links: RefObject<Map<number, Link>>, restart: (kind: 'hung') => void): void {
  useEffect(() => {
    const onVisibility = () => {
      for (const link of links.current.values()) link.alive = performance.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      const now = performance.now();
      const connected = [...links.current.values()].filter((link) => link.port);
      if (connected.some((link) => now - link.alive > HANG_TIMEOUT_MS)) {
        restart('hung');
        return;
      }
      for (const link of connected) {
        link.pinged += 1;
        const message: ParentToFrame = { type: 'ping', seq: link.pinged };
        link.port!.postMessage(message);
      }
    }, PING_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [links, restart]);
}
