import { ADVISORY_LOCKS, type AnyDb } from '@khel/db';

/** The advisory lock key the Crash loop's leader holds on PostgreSQL (packages/db locks.ts). */
export const CRASH_LEADER_LOCK = ADVISORY_LOCKS.crashLeader;

/** Whether this process may run the Crash loop now. */
export interface Leadership {
  /** Tries to become (or checks that it still is) the leader; true while it is. */
  check(): Promise<boolean>;
  release(): Promise<void>;
}

interface PoolClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(destroy?: boolean | Error): void;
  on(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}
interface Pool {
  connect(): Promise<PoolClient>;
  totalCount: number;
}

const poolOf = (db: AnyDb): Pool | null => {
  const client = (db as unknown as { $client?: unknown }).$client as Partial<Pool> | undefined;
  return client && typeof client.connect === 'function' && 'totalCount' in client
    ? (client as Pool)
    : null;
};

/**
 * Leadership by a session-level PostgreSQL advisory lock held on a connection of its own: exactly
 * one process holds it; if that process dies or loses its connection, PostgreSQL frees the lock
 * and another instance takes over on its next check. Each check re-asks the database (the lock is
 * really held by our backend), so a leader that lost its connection stops at once. The held
 * connection has its own 'error' listener: PostgreSQL stopping, failing over or terminating it
 * must not end the process; the lock went with the connection, so the next check tries to take
 * it again on a new one. On PGlite the database lives inside this process: it is the only one,
 * always the leader.
 */
export function databaseLeadership(db: AnyDb, lockKey: number = CRASH_LEADER_LOCK): Leadership {
  const pool = poolOf(db);
  if (!pool) return { check: async () => true, release: async () => undefined };
  let held: PoolClient | null = null;
  // A lock lost between checks is reported once, so the engine gives up and recovers anew
  // (rounds may have moved on meanwhile) even when it re-takes the lock at once.
  let lost = false;
  const onError = () => {
    lost = true;
    drop(true);
  };
  const drop = (destroy: boolean) => {
    const client = held;
    held = null;
    if (!client) return;
    client.off('error', onError);
    client.release(destroy);
  };
  return {
    async check() {
      if (lost) {
        lost = false;
        return false;
      }
      try {
        if (held) {
          const { rows } = await held.query(
            `select count(*)::int as n from pg_locks
             where locktype = 'advisory' and granted and pid = pg_backend_pid()
               and classid = 0 and objid = $1 and objsubid = 1`,
            [lockKey],
          );
          if (Number(rows[0]?.n) > 0) return true;
          drop(true);
        }
        const client = await pool.connect();
        let rows: Record<string, unknown>[];
        try {
          ({ rows } = await client.query('select pg_try_advisory_lock($1) as ok', [lockKey]));
        } catch (error) {
          client.release(true);
          throw error;
        }
        if (rows[0]?.ok === true) {
          held = client;
          client.on('error', onError);
          return true;
        }
        client.release();
        return false;
      } catch {
        drop(true);
        return false;
      }
    },
    async release() {
      if (!held) return;
      try {
        await held.query('select pg_advisory_unlock($1)', [lockKey]);
      } catch {
        // the connection is gone: so is the lock
      }
      drop(false);
    },
  };
}
