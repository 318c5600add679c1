import { useEffect, useRef, useState } from 'react';
import type { CrashState } from './types';

export type Connection = 'connecting' | 'open' | 'lost';

export interface CrashFeed {
  state: CrashState | null;
  connection: Connection;
  /** Server clock minus this device's clock, ms (so countdowns and the curve match the server). */
  offsetMs: number;
}

const FEED_URL = () => {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${import.meta.env.BASE_URL}api/crash/ws`;
};
const PING_EVERY_MS = 10_000;
const PONG_WITHIN_MS = 5_000;
const MAX_BACKOFF_MS = 10_000;

/**
 * The round feed over WebSocket, reconnecting with exponential backoff (0.5 s doubling to 10 s,
 * with jitter) after any drop, at once when the tab comes back, and when pings go unanswered.
 */
export function useCrashFeed(): CrashFeed {
  const [state, setState] = useState<CrashState | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [offsetMs, setOffsetMs] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: number | undefined;
    let ping: number | undefined;
    let pongDeadline: number | undefined;
    let disposed = false;

    const schedule = () => {
      if (disposed) return;
      const base = Math.min(MAX_BACKOFF_MS, 500 * 2 ** failures.current);
      failures.current += 1;
      retry = window.setTimeout(connect, base / 2 + Math.random() * (base / 2));
    };

    const stopTimers = () => {
      window.clearInterval(ping);
      window.clearTimeout(pongDeadline);
    };

    function connect() {
      window.clearTimeout(retry);
      if (disposed) return;
      const ws = new WebSocket(FEED_URL());
      socket = ws;
      ws.onopen = () => {
        failures.current = 0;
        setConnection('open');
        ping = window.setInterval(() => {
          ws.send(JSON.stringify({ type: 'ping' }));
          window.clearTimeout(pongDeadline);
          pongDeadline = window.setTimeout(() => ws.close(), PONG_WITHIN_MS);
        }, PING_EVERY_MS);
      };
      ws.onmessage = (event) => {
        let message: { type?: string; now?: number };
        try {
          message = JSON.parse(String(event.data)) as { type?: string; now?: number };
        } catch {
          return;
        }
        if (typeof message.now === 'number') setOffsetMs(message.now - Date.now());
        if (message.type === 'pong') window.clearTimeout(pongDeadline);
        if (message.type === 'state') setState(message as CrashState);
      };
      ws.onclose = () => {
        stopTimers();
        if (socket !== ws || disposed) return;
        socket = null;
        setConnection('lost');
        schedule();
      };
    }

    const onVisible = () => {
      if (document.visibilityState === 'visible' && !socket) {
        failures.current = 0;
        connect();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    connect();
    return () => {
      disposed = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.clearTimeout(retry);
      stopTimers();
      socket?.close();
    };
  }, []);

  return { state, connection, offsetMs };
}
