import type { AnyDb } from '@khel/db';

/** The advisory lock key the Crash loop's leader holds on PostgreSQL. */
export const CRASH_LEADER_LOCK = 7_261_201;

/** Whether this process may run the Crash loop now. */
export interface Leadership {
  /** Tries to become (or checks that it still is) the leader; true while it is. */
  check(): Promise<boolean>;
  release(): Promise<void>;
}

interface PoolClient {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  release(destroy?: boolean): void;
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
 * really held by our backend), so a leader that lost its connection stops at once. On PGlite the
 * database lives inside this process: it is the only one, always the leader.
 */
export function databaseLeadership(db: AnyDb, lockKey = CRASH_LEADER_LOCK): Leadership {
  const pool = poolOf(db);
  if (!pool) return { check: async () => true, release: async () => undefined };
  let held: PoolClient | null = null;
  const drop = (destroy: boolean) => {
    held?.release(destroy);
    held = null;
  };
  return {
    async check() {
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
        const { rows } = await client.query('select pg_try_advisory_lock($1) as ok', [lockKey]);
        if (rows[0]?.ok === true) {
          held = client;
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
