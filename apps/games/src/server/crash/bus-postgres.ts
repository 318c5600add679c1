import type { AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { newOrigin, orderedPublisher, unpackMessage, type CrashBus } from './bus';
import type { CrashChange } from './engine';

/** The NOTIFY channel (per database: PostgreSQL delivers a database's notifications only). */
export const CRASH_CHANNEL = 'khel_crash';

interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(
    event: 'notification',
    listener: (message: { channel: string; payload?: string }) => void,
  ): unknown;
  removeAllListeners(event: 'notification'): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

interface Pool {
  connect(): Promise<unknown>;
  totalCount: number;
  /** pg-pool keeps the client class and the connection options it opens its clients with. */
  Client: new (options: unknown) => ListenClient;
  options: unknown;
}

/** The node-postgres pool under a drizzle handle; null on PGlite. */
export const listenPoolOf = (db: AnyDb): Pool | null => {
  const client = (db as unknown as { $client?: unknown }).$client as Partial<Pool> | undefined;
  return client &&
    typeof client.connect === 'function' &&
    'totalCount' in client &&
    typeof client.Client === 'function'
    ? (client as Pool)
    : null;
};

/** How long to wait before listening again after `attempt` failed tries (0: at once). */
const defaultRetryDelay = (attempt: number) =>
  new Promise<void>((resolve) => {
    // Unref'd: a process shutting down does not wait for the next try.
    setTimeout(resolve, Math.min(attempt * 500, 5_000)).unref();
  });

export interface PostgresBus extends CrashBus {
  /** Listening now (false between a dropped connection and the next LISTEN). */
  readonly listening: boolean;
  /** Awaited before each new try to listen; tests replace it to hold the gap open. */
  retryDelay: (attempt: number) => Promise<void>;
}

/**
 * LISTEN/NOTIFY: one connection of this instance LISTENs, opened beside the pool with its options
 * (so it takes nothing from the pool's queries) and held for as long as it runs; changes are sent with pg_notify on any pooled connection, in order, packed
 * under NOTIFY's 8000-byte limit (bus.ts). When the listening connection drops (PostgreSQL
 * restarted, failed over, the backend terminated) its 'error' is caught, a new one LISTENs —
 * at once, then backing off while the server stays away — and the feed resyncs from the database.
 */
export function postgresBus(db: AnyDb, pool: Pool, onError: (error: unknown) => void): PostgresBus {
  const origin = newOrigin();
  const publisher = orderedPublisher(
    origin,
    (message) => db.execute(sql`select pg_notify(${CRASH_CHANNEL}, ${message})`),
    onError,
  );
  let client: ListenClient | null = null;
  let closed = false;
  let deliver: (change: CrashChange) => void = () => undefined;
  let resync: () => void = () => undefined;
  let reconnecting: Promise<void> | null = null;

  const onClientError = (error: Error) => {
    onError(error);
    drop();
    if (!closed) reconnecting ??= reconnect().finally(() => (reconnecting = null));
  };
  const drop = () => {
    const held = client;
    client = null;
    if (!held) return;
    held.off('error', onClientError);
    held.removeAllListeners('notification');
    // Keep a no-op listener: a late error on a discarded connection must not end the process.
    held.on('error', () => undefined);
    void held.end().catch(() => undefined);
  };
  const listen = async () => {
    const next = new pool.Client(pool.options);
    next.on('error', onClientError);
    next.on('notification', (message) => {
      if (message.channel !== CRASH_CHANNEL || !message.payload) return;
      for (const change of unpackMessage(origin, message.payload)) deliver(change);
    });
    try {
      await next.connect();
      await next.query(`listen ${CRASH_CHANNEL}`);
    } catch (error) {
      next.off('error', onClientError);
      next.removeAllListeners('notification');
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      void next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  const reconnect = async () => {
    for (let attempt = 0; !closed && !client; attempt += 1) {
      await bus.retryDelay(attempt);
      if (closed) return;
      try {
        await listen();
      } catch (error) {
        onError(error);
      }
    }
    // Whatever was published while nobody listened here is read back from the database.
    if (client) resync();
  };

  const bus: PostgresBus = {
    kind: 'postgres',
    retryDelay: defaultRetryDelay,
    get listening() {
      return client !== null;
    },
    async start(onChange, onResync) {
      deliver = onChange;
      resync = onResync;
      try {
        await listen();
      } catch (error) {
        onError(error);
        reconnecting ??= reconnect().finally(() => (reconnecting = null));
      }
    },
    publish: (change) => publisher.publish(change),
    async close() {
      closed = true;
      await publisher.flush();
      const held = client;
      if (held) {
        try {
          await held.query(`unlisten ${CRASH_CHANNEL}`);
        } catch {
          // the connection is gone already
        }
      }
      drop();
    },
  };
  return bus;
}
