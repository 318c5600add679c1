import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query';
import { AppError } from '../errors';
import { SERVER_BUSY } from './limiter';

/** `array[$1, $2, …]::type[]`: drizzle would send a JS array as a row, not an array. */
const sqlArray = (values: (string | number)[], type: string) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** One throttle on an expensive check (a password), counted under `key`. */
export interface AttemptRule {
  key: string;
  /** Attempts allowed inside the sliding window; the next waits until the oldest leaves it. */
  limit: number;
  windowSeconds: number;
  /**
   * Attempts allowed back to back (default: the limit). Each attempt past these waits
   * `delaySeconds · 2^(n − free)` after the last one, at most `maxDelaySeconds`: a progressive
   * delay that slows guessing without ever locking the key for good.
   */
  free?: number;
  delaySeconds?: number;
  maxDelaySeconds?: number;
}

/** How long a request waits for checks still running on its keys before it is answered busy. */
const BUSY_WAIT_MS = 10_000;
/** Checks ending in another instance are not announced here: ask again at least this often. */
const RECHECK_MS = 250;

/** Requests of this process waiting for checks on a key to end, woken when one is settled. */
const waiting = new Map<string, Set<() => void>>();

function waitForSettle(keys: string[]) {
  return new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      for (const key of keys) waiting.get(key)?.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, RECHECK_MS);
    for (const key of keys) {
      const set = waiting.get(key) ?? new Set();
      set.add(wake);
      waiting.set(key, set);
    }
  });
}

function announceSettled(keys: string[]) {
  for (const key of keys) {
    const set = waiting.get(key);
    if (!set) continue;
    waiting.delete(key);
    for (const wake of set) wake();
  }
}

/**
 * Counts one attempt against every rule before the check runs, all or none, in one statement
 * (auth_attempt, migration 0009, locks the keys' rows in order), so concurrent attempts cannot
 * all pass a count read before any of them was recorded. An attempt is pending until settled:
 * pending ones count against the limit, so however many arrive at once, no more than the limit
 * are ever checked. When only pending checks stand in the way (a player's honest double tap),
 * the request waits until one of them ends — woken at once when it ends in this process, asking
 * again every 250 ms for other instances. Returns 0 when counted, else the seconds to wait.
 */
export async function countAttempt(db: Db, rules: AttemptRule[]): Promise<number> {
  const column = (pick: (rule: AttemptRule) => string | number, type: string) =>
    sqlArray(rules.map(pick), type);
  const keys = rules.map((rule) => rule.key);
  const started = Date.now();
  for (;;) {
    const [row] = await queryRows<{ wait: number }>(
      db,
      sql`select auth_attempt(
        ${column((r) => r.key, 'text')},
        ${column((r) => r.limit, 'int')},
        ${column((r) => r.windowSeconds, 'int')},
        ${column((r) => r.free ?? r.limit, 'int')},
        ${column((r) => r.delaySeconds ?? 0, 'float8')},
        ${column((r) => r.maxDelaySeconds ?? 0, 'float8')}
      ) as wait`,
    );
    const wait = Number(row?.wait ?? 0);
    if (wait >= 0) return Math.ceil(wait);
    if (Date.now() - started > BUSY_WAIT_MS) throw new AppError('unavailable', SERVER_BUSY);
    await waitForSettle(keys);
  }
}

/**
 * Ends a pending attempt. A wrong secret leaves it counted as a failure; a right one (or a check
 * that could not run) takes it back, and the keys in `clear` forget their earlier failures too
 * (a right password ends that run of failures).
 */
export async function settleAttempt(
  db: Db,
  options: { keys: string[]; failed: boolean; clear?: string[] },
) {
  const clear = options.clear ?? [];
  // Rows locked in key order first, as auth_attempt locks them, so the two never deadlock.
  await db.execute(sql`
    update auth_throttles t
    set pending = t.pending[2:],
        attempts = case
          when ${options.failed} then t.attempts
          when t.key = any(${sqlArray(clear, 'text')}) then '{}'::timestamptz[]
          else t.attempts[1:cardinality(t.attempts) - 1]
        end,
        updated_at = now()
    from (
      select key from auth_throttles
      where key = any(${sqlArray(options.keys, 'text')})
      order by key
      for update
    ) locked
    where t.key = locked.key`);
  announceSettled(options.keys);
}

/** Forgets every attempt under these keys and under keys starting with these prefixes. */
export async function clearAttempts(db: Db, options: { keys?: string[]; prefixes?: string[] }) {
  const patterns = (options.prefixes ?? []).map(
    (prefix) => `${prefix.replace(/[\\%_]/g, '\\$&')}%`,
  );
  await db.execute(sql`delete from auth_throttles
    where key = any(${sqlArray(options.keys ?? [], 'text')})
       or key like any(${sqlArray(patterns, 'text')})`);
}

/** Deletes keys untouched for a day: every window is shorter than that. */
export async function pruneAttempts(db: Db) {
  await db.execute(sql`delete from auth_throttles where updated_at < now() - interval '1 day'`);
}

/**
 * The one shape of every throttled secret check (login and withdrawal passwords): count the
 * attempt under `rules` (refused with `refused(seconds)` when any key is spent), run `verify`,
 * then settle it: a wrong secret stays counted; a right one, or a check that failed for a reason
 * of ours (the server too busy), is taken back. `clear` keys forget their failures on success.
 */
export async function guardedCheck(
  db: Db,
  rules: AttemptRule[],
  verify: () => Promise<boolean>,
  options: { clear?: string[]; refused: (seconds: number) => AppError },
): Promise<boolean> {
  const wait = await countAttempt(db, rules);
  if (wait > 0) throw options.refused(wait);
  const keys = rules.map((rule) => rule.key);
  let ok: boolean;
  try {
    ok = await verify();
  } catch (err) {
    await settleAttempt(db, { keys, failed: false });
    throw err;
  }
  await settleAttempt(db, { keys, failed: !ok, clear: ok ? (options.clear ?? []) : [] });
  return ok;
}
