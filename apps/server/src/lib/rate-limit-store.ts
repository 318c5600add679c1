import type { FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Db } from '../db/client';
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

export function postgresRateLimitStore(db: Db): RateLimitStore {
  return {
    kind: 'postgres',
    hit: (key, windowSeconds) => countHit(db, { key, limit: 0, windowSeconds }),
    close: async () => {},
  };
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
