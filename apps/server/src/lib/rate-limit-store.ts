import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/query';
import { AppError } from '../errors';

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/**
 * Where fixed-window rate-limit counters live, shared by every API instance: PostgreSQL's
 * rate_limit_counters by default, Redis when REDIS_URL is set. Either way one hit is one atomic
 * increment that returns the count, so concurrent requests cannot all read "under the limit".
 *
 * Windows follow the API's clock (buildApp's `now`), as the provider bet limit's do
 * (docs/architecture.md §6): a test that pins the clock never sees a burst split by a window's
 * end, and one that moves it sees the next window. Instances with skewed clocks split a window
 * at slightly different instants, which a per-minute or per-hour limit does not notice.
 */
export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit of `key` in its current window; the hits so far, this one included. */
  hit(key: string, windowSeconds: number): Promise<number>;
  /**
   * A PostgreSQL server's only: hits counted by another statement of the same database, in its
   * transaction (the games' bet record, docs/architecture.md §6) — the start of the window a hit
   * counts in now (windowStart on the store's clock), and the upsert (countInStatement) to put in
   * that statement. Not offered on PGlite, where the
   * games' record statement with the counts in it measured 0.8 ms more a bet than the two apart
   * (bench:games: 1,292–1,345 against 692–793 bets/s), and one instance has no commit to save.
   */
  inStatement?: { windowStart: (windowSeconds: number) => number; count: (rows: SQL) => SQL };
  close(): Promise<void>;
}

/**
 * The counters' upsert as part of a bigger statement: `rows` selects (key, window_start, hits)
 * with one row per key and window, whose hits are added at once; answers each counted row's key,
 * window_start and new total (hits). Rows are taken in key order, as every batch of counts takes
 * them, so two statements counting the same keys wait for each other instead of deadlocking.
 */
export const countInStatement = (rows: SQL) =>
  sql`insert into rate_limit_counters as c (key, window_start, hits)
      select r.key, r.window_start, r.hits from (${rows}) r order by r.key, r.window_start
      on conflict (key, window_start) do update set hits = c.hits + excluded.hits
      returning c.key, c.window_start, c.hits`;

/** The start of the fixed window `at` falls in, in whole seconds since the epoch. */
export const windowStart = (at: Date, windowSeconds: number) =>
  Math.floor(at.getTime() / 1000 / windowSeconds) * windowSeconds;

interface PendingHit {
  key: string;
  windowSeconds: number;
  /** The window this hit counts in (windowStart), read from the clock as it arrived. */
  start: number;
  resolve: (hits: number) => void;
  reject: (error: unknown) => void;
}

/**
 * PostgreSQL's counters, with the hits of concurrent requests counted together: while one
 * statement is in flight, the hits that arrive wait and go in the next one, a single upsert of
 * one row per key (its hits added at once) — one statement and one commit for many requests
 * under load, no added wait when idle. Each hit still gets its own count, the same as one
 * increment after another: the n hits of a key in a statement get the key's new total − n + 1
 * … the new total, in arrival order. Counting stays atomic per key; a failed statement fails
 * the hits it held (never counted as allowed).
 */
export function postgresRateLimitStore(
  db: Db,
  now: () => Date,
  { inStatements = false }: { inStatements?: boolean } = {},
): RateLimitStore {
  let waiting: PendingHit[] = [];
  let flushing = false;

  const flush = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const batch: PendingHit[] = [];
      const later: PendingHit[] = [];
      const byKey = new Map<string, PendingHit[]>();
      for (const hit of waiting) {
        const same = byKey.get(hit.key);
        // A key counted in two windows at once (two sizes, or hits either side of a window's
        // end) could meet itself in one upsert: the second waits for the next statement.
        if (same && (same[0]!.start !== hit.start || same[0]!.windowSeconds !== hit.windowSeconds))
          later.push(hit);
        else {
          byKey.set(hit.key, [...(same ?? []), hit]);
          batch.push(hit);
        }
      }
      waiting = later;
      const rows = [...byKey.values()].map((hits) => ({
        key: hits[0]!.key,
        start: hits[0]!.start,
        count: hits.length,
      }));
      try {
        const totals = await countHits(db, rows);
        rows.forEach((row, i) => {
          const total = totals[i]!;
          byKey.get(row.key)!.forEach((hit, n) => {
            hit.resolve(total - row.count + 1 + n);
          });
        });
      } catch (error) {
        for (const hit of batch) hit.reject(error);
      }
    }
    flushing = false;
  };

  return {
    kind: 'postgres',
    ...(inStatements
      ? {
          inStatement: {
            windowStart: (windowSeconds: number) => windowStart(now(), windowSeconds),
            count: countInStatement,
          },
        }
      : {}),
    hit: (key, windowSeconds) =>
      new Promise<number>((resolve, reject) => {
        waiting.push({
          key,
          windowSeconds,
          start: windowStart(now(), windowSeconds),
          resolve,
          reject,
        });
        // The first hit waits for the end of this turn of the event loop: the requests read in
        // the same turn count with it. Embedded PGlite answers within the turn, so without the
        // wait every hit was a statement and a commit of its own.
        if (!flushing) {
          flushing = true;
          setImmediate(() => void flush());
        }
      }),
    close: async () => {},
  };
}

/** Adds `count` hits to each key's window in one upsert; the new totals, in order. */
async function countHits(db: Db, rows: { key: string; start: number; count: number }[]) {
  if (rows.length === 1) {
    // The common case when idle: a plain upsert, no JSON to unpack.
    const [row] = rows;
    const single = await queryPrepared<{ hits: number }>(
      db,
      sql`insert into rate_limit_counters as c (key, window_start, hits)
          values (${row!.key}, to_timestamp(${row!.start}), ${row!.count})
          on conflict (key, window_start) do update set hits = c.hits + excluded.hits
          returning hits`,
    );
    return [Number(single[0]!.hits)];
  }
  const result = await queryPrepared<{ i: number; hits: number }>(
    db,
    sql`with given as (
          select r.i, r.key, r.count, to_timestamp(r.start) as window_start
          from jsonb_to_recordset(${JSON.stringify(rows.map((r, i) => ({ ...r, i })))}::jsonb)
               as r(i int, key text, start bigint, count int)
        ),
        counted as (${countInStatement(sql`select key, window_start, count as hits from given`)})
        select given.i, counted.hits from given
        join counted using (key, window_start)`,
  );
  const totals: number[] = [];
  for (const row of result) totals[Number(row.i)] = Number(row.hits);
  return totals;
}

/** Deletes windows that ended more than a day ago (the maintenance job, every 10 minutes). */
export async function pruneRateLimits(db: Db) {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`,
  );
}

// KEYS[1] names the key and its window (windowStart); the key expires a window after it ends.
const HIT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('EXPIRE', KEYS[1], tonumber(ARGV[1]) * 2) end
return hits`;

export function redisRateLimitStore(url: string, now: () => Date): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // A dropped connection reconnects by itself; without a listener the error would end the process.
  redis.on('error', () => {});
  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const start = windowStart(now(), windowSeconds);
      const hits = await redis.eval(HIT_SCRIPT, 1, `khel:rl:${key}:${start}`, windowSeconds);
      return Number(hits);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimitStore(options: {
  db: Db;
  redisUrl: string | undefined;
  now: () => Date;
  /** Whether `db` is a PostgreSQL server (not PGlite): offers `inStatement`. */
  server: boolean;
}) {
  return options.redisUrl
    ? redisRateLimitStore(options.redisUrl, options.now)
    : postgresRateLimitStore(options.db, options.now, { inStatements: options.server });
}

export interface LimitRule {
  key: string;
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** A per-minute limit for a key. */
export const perMinute = (key: string, limit: number): LimitRule => ({
  key,
  limit,
  windowSeconds: 60,
});

/**
 * An action's limits per minute: per player when one is logged in (request.player), and per
 * address (request.ip: the socket's, or X-Forwarded-For's with TRUST_PROXY).
 */
export const limitsOf =
  (action: string, rate: { player: number; ip: number }) =>
  (request: Pick<FastifyRequest, 'player' | 'ip'>): LimitRule[] => [
    ...(request.player
      ? [perMinute(`${action}:player:${request.player.player.id}`, rate.player)]
      : []),
    perMinute(`${action}:ip:${request.ip}`, rate.ip),
  ];

/**
 * Counts a hit against every rule, in order; refuses with '429' at the first one over its
 * limit. A store that cannot be reached refuses too ('503'), rather than letting all through.
 */
export async function enforceLimits(
  store: RateLimitStore,
  rules: LimitRule[],
  message = TOO_MANY_REQUESTS,
) {
  for (const rule of rules) {
    let hits: number;
    try {
      hits = await store.hit(rule.key, rule.windowSeconds);
    } catch (error) {
      if (store.kind === 'postgres') throw error;
      throw new AppError('unavailable', 'system: rate limits unavailable, please try again');
    }
    if (hits > rule.limit) throw new AppError('tooManyRequests', message);
  }
}
