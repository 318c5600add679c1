import type { AnyDb } from '@khel/db';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { GameError, TOO_MANY_BETS } from './errors';
import { requireSession, type SessionMemory } from './sessions';

/** Bets per minute through the games API, per player and per address (the platform's RATE_BET_*). */
export interface BetRateLimit {
  /** Counts one hit of `key` in its current window: the hits so far (a shared store). */
  hit(key: string, windowSeconds: number): Promise<number>;
  perPlayer: number;
  perAddress: number;
  /**
   * Set where the counters are rows of the games' own database (the platform's PostgreSQL
   * store): a Dice or Limbo bet is then counted by the statement that records it (bets.ts
   * insertBetWinsOnce), in its transaction, instead of by a statement of its own first — one
   * group commit fewer in the bet's way (docs/architecture.md §6). `windowStart` is the start of
   * the window a hit counts in now, in whole seconds since the epoch, on the store's clock; `count`
   * makes the upsert of (key, window_start, hits) rows, answering key, window_start, hits.
   */
  inStatement?: { windowStart: (windowSeconds: number) => number; count: CountRates };
}

/** The rate limits' upsert, for the counts in the record's statement (inStatement). */
export type CountRates = (rows: SQL) => SQL;

/** One key's hit to count with a bet: allowed while the key's hits, this one included, ≤ max. */
export interface BetRateHit {
  key: string;
  max: number;
  /** The window's start, in whole seconds since the epoch (60 s windows). */
  start: number;
}

const WINDOW_SECONDS = 60;

/** The games API's calls that stake money. */
const BET_PATHS = ['/api/dice/bet', '/api/limbo/bet', '/api/mines/start', '/api/crash/bet'];
/** Those whose bets are counted where they are recorded, when the limit allows (inStatement). */
const RECORDED_PATHS = ['/api/dice/bet', '/api/limbo/bet'];

/** The two keys a bet counts against, with their limits. */
const betRateRules = (limit: BetRateLimit, playerId: string, address: string) =>
  [
    [`games-bet:player:${playerId}`, limit.perPlayer],
    [`games-bet:ip:${address}`, limit.perAddress],
  ] as const;

/** A bet over a limit: TOO_MANY_REQUESTS (429). */
export const tooManyBets = () => new GameError('TOO_MANY_REQUESTS', TOO_MANY_BETS);

/**
 * Counts one bet of the player from the address in the shared store; TOO_MANY_REQUESTS (429)
 * when it is over either limit. Both keys are counted at once (one statement of a batched store,
 * not two in turn): a bet refused by one limit still counts against the other, as every attempt
 * should.
 */
export async function countBet(limit: BetRateLimit, playerId: string, address: string) {
  const rules = betRateRules(limit, playerId, address);
  const hits = await Promise.all(rules.map(([key]) => limit.hit(key, WINDOW_SECONDS)));
  if (rules.some(([, max], i) => hits[i]! > max)) throw tooManyBets();
}

/** The hits a bet's record counts (inStatement), in the store's current window. */
export function betRateHits(limit: BetRateLimit, playerId: string, address: string): BetRateHit[] {
  const start = limit.inStatement!.windowStart(WINDOW_SECONDS);
  return betRateRules(limit, playerId, address).map(([key, max]) => ({ key, max, start }));
}

/**
 * A preHandler for the whole games plugin: a bet over the player's or the address's limit is
 * refused (TOO_MANY_REQUESTS, 429) before anything is staked. Dice and Limbo bets are left to
 * their record where the limit counts in it (inStatement; instant.ts). The platform's provider
 * API limits each player's bets too, whichever provider sends them.
 */
export function betRateHook(options: {
  prefix: string;
  db: AnyDb;
  sessions?: SessionMemory;
  limit: BetRateLimit;
}) {
  const paths = new Set(BET_PATHS.map((p) => `${options.prefix}${p}`));
  const recorded = new Set(RECORDED_PATHS.map((p) => `${options.prefix}${p}`));
  return async (request: FastifyRequest) => {
    const path = request.routeOptions.url ?? '';
    if (!paths.has(path) || (options.limit.inStatement && recorded.has(path))) return;
    const session = await requireSession(options.db, request, options.sessions);
    await countBet(options.limit, session.playerId, request.ip);
  };
}
