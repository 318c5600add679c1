import type { AnyDb } from '@khel/db';
import type { FastifyRequest } from 'fastify';
import { GameError, TOO_MANY_BETS } from './errors';
import { requireSession, type SessionMemory } from './sessions';

/** Bets per minute through the games API, per player and per address (the platform's RATE_BET_*). */
export interface BetRateLimit {
  /** Counts one hit of `key` in its current window: the hits so far (a shared store). */
  hit(key: string, windowSeconds: number): Promise<number>;
  perPlayer: number;
  perAddress: number;
}

/** The games API's calls that stake money. */
const BET_PATHS = ['/api/dice/bet', '/api/limbo/bet', '/api/mines/start', '/api/crash/bet'];

/**
 * A preHandler for the whole games plugin: a bet over the player's or the address's limit is
 * refused (TOO_MANY_REQUESTS, 429) before anything is staked. The platform's provider API limits
 * each player's bets too, whichever provider sends them.
 */
export function betRateHook(options: {
  prefix: string;
  db: AnyDb;
  sessions?: SessionMemory;
  limit: BetRateLimit;
}) {
  const paths = new Set(BET_PATHS.map((p) => `${options.prefix}${p}`));
  return async (request: FastifyRequest) => {
    if (!paths.has(request.routeOptions.url ?? '')) return;
    const session = await requireSession(options.db, request, options.sessions);
    const { limit } = options;
    const rules: [string, number][] = [
      [`games-bet:player:${session.playerId}`, limit.perPlayer],
      [`games-bet:ip:${request.ip}`, limit.perAddress],
    ];
    // Both counted at once (one statement of a batched store, not two in turn): a bet refused
    // by one limit still counts against the other, as every attempt should.
    const hits = await Promise.all(rules.map(([key]) => limit.hit(key, 60)));
    if (rules.some(([, max], i) => hits[i]! > max)) {
      throw new GameError('TOO_MANY_REQUESTS', TOO_MANY_BETS);
    }
  };
}
