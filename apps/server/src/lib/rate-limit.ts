import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryPrepared, queryRows } from '../db/query';
import { AppError } from '../errors';

export interface RateLimitRule {
  /** What is counted, e.g. `appstack:ip:1.2.3.4`. */
  key: string;
  /** Hits allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export const TOO_MANY_REQUESTS = 'Too many requests, please try again later';

/**
 * Counts one hit against a fixed window kept in the database, so every API instance shares the
 * count. Returns the hits so far in this window, this one included.
 */
export async function countHit(db: Db, rule: RateLimitRule): Promise<number> {
  const rows = await queryPrepared<{ hits: number }>(
    db,
    sql`
    insert into rate_limit_counters (key, window_start, hits)
    values (
      ${rule.key},
      to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}),
      1
    )
    on conflict (key, window_start) do update set hits = rate_limit_counters.hits + 1
    returning hits`,
  );
  return Number(rows[0]?.hits ?? 0);
}

/** Counts a hit against every rule; refuses with '429' when any is over its limit. */
export async function enforceRateLimits(
  db: Db,
  rules: RateLimitRule[],
  message = TOO_MANY_REQUESTS,
) {
  for (const rule of rules) {
    if ((await countHit(db, rule)) > rule.limit) throw new AppError('tooManyRequests', message);
  }
}

/** Deletes windows that ended more than a day ago. */
export async function pruneRateLimits(db: Db) {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < now() - interval '1 day'`,
  );
}

/**
 * Hits of a key over the last `windowSeconds`: the sum of its windows that started since then.
 * Counted in short windows (see countHit), this is a sliding window with their granularity, so
 * no clock boundary halves what came before it.
 */
export async function recentHits(db: Db, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ hits: number }>(
    db,
    sql`select coalesce(sum(hits), 0)::int as hits from rate_limit_counters
        where key = ${key}
          and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return Number(rows[0]?.hits ?? 0);
}

/** Forgets a key's current window (a success clears the failures before it). */
export async function clearHits(db: Db, key: string) {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}
