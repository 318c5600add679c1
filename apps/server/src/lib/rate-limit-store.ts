import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/query';
import { AppError } from '../errors';
import { TOO_MANY_REQUESTS, countHit } from './rate-limit';

/**
 * Where fixed-window rate-limit counters live, shared by every API instance: PostgreSQL's
 * rate_limit_counters by default, Redis when REDIS_URL is set. Either way one hit is one atomic
 * increment that returns the count, so concurrent requests cannot all read "under the limit".
 */
export interface RateLimitStore {
  readonly kind: 'postgres' | 'redis';
  /** Counts one hit of `key` in its current window; the hits so far, this one included. */
  hit(key: string, windowSeconds: number): Promise<number>;
  close(): Promise<void>;
}

interface PendingHit {
  key: string;
  windowSeconds: number;
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
export function postgresRateLimitStore(db: Db): RateLimitStore {
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
        // A key counted in two window sizes at once could meet itself in one upsert: the
        // second size waits for the next statement.
        if (same && same[0]!.windowSeconds !== hit.windowSeconds) later.push(hit);
        else {
          byKey.set(hit.key, [...(same ?? []), hit]);
          batch.push(hit);
        }
      }
      waiting = later;
      const rows = [...byKey.values()].map((hits) => ({
        key: hits[0]!.key,
        window: hits[0]!.windowSeconds,
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
    hit: (key, windowSeconds) =>
      new Promise<number>((resolve, reject) => {
        waiting.push({ key, windowSeconds, resolve, reject });
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

/** Adds `count` hits to each key's current window in one upsert; the new totals, in order. */
async function countHits(db: Db, rows: { key: string; window: number; count: number }[]) {
  if (rows.length === 1) {
    const [row] = rows;
    if (row!.count === 1)
      return [await countHit(db, { key: row!.key, limit: 0, windowSeconds: row!.window })];
  }
  const result = await queryPrepared<{ i: number; hits: number }>(
    db,
    sql`with given as (
          select r.i, r.key, r.count,
                 to_timestamp(floor(extract(epoch from now()) / r.window) * r.window) as window_start
          from jsonb_to_recordset(${JSON.stringify(rows.map((r, i) => ({ ...r, i })))}::jsonb)
               as r(i int, key text, "window" int, count int)
        ),
        counted as (
          insert into rate_limit_counters as c (key, window_start, hits)
          select key, window_start, count from given
          on conflict (key, window_start) do update set hits = c.hits + excluded.hits
          returning key, window_start, hits
        )
        select given.i, counted.hits from given
        join counted using (key, window_start)`,
  );
  const totals: number[] = [];
  for (const row of result) totals[Number(row.i)] = Number(row.hits);
  return totals;
}

// The window comes from Redis's own clock, so instances with skewed clocks share windows; the
// key expires a window after it ends.
const HIT_SCRIPT = `
local now = redis.call('TIME')
local window = tonumber(ARGV[1])
local key = KEYS[1] .. ':' .. math.floor(tonumber(now[1]) / window)
local hits = redis.call('INCR', key)
if hits == 1 then redis.call('EXPIRE', key, window * 2) end
return hits`;

export function redisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // A dropped connection reconnects by itself; without a listener the error would end the process.
  redis.on('error', () => {});
  return {
    kind: 'redis',
    async hit(key, windowSeconds) {
      const hits = await redis.eval(HIT_SCRIPT, 1, `khel:rl:${key}`, windowSeconds);
      return Number(hits);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimitStore(options: { db: Db; redisUrl: string | undefined }) {
  return options.redisUrl
    ? redisRateLimitStore(options.redisUrl)
    : postgresRateLimitStore(options.db);
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
