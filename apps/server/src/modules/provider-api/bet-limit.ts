import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameSessions } from '../../db/schema';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import { sha256 } from '../../lib/tokens';
import { readWallet } from '../wallet';
import { ProviderError } from './errors';

const REMEMBERED_SESSIONS = 10_000;

/**
 * Bets per player per minute through the provider API (RATE_BET_PLAYER), whatever provider or
 * game session they come through. A game session's player never changes, so it is looked up
 * once per session and remembered; an unknown session is left to the bet call to refuse.
 */
export function createBetLimiter(options: { db: Db; store: RateLimitStore; perMinute: number }) {
  const players = new Map<string, number>();
  return async function limitBet(providerCode: string, sessionId: string) {
    const key = `${providerCode}:${sha256(sessionId)}`;
    let playerId = players.get(key);
    if (playerId === undefined) {
      const [row] = await options.db
        .select({ playerId: gameSessions.playerId })
        .from(gameSessions)
        .where(
          and(
            eq(gameSessions.sessionTokenHash, sha256(sessionId)),
            eq(gameSessions.providerCode, providerCode),
          ),
        );
      if (!row) return;
      if (players.size >= REMEMBERED_SESSIONS) players.clear();
      players.set(key, row.playerId);
      playerId = row.playerId;
    }
    const hits = await options.store.hit(`provider-bet:player:${playerId}`, 60);
    if (hits > options.perMinute) {
      throw new ProviderError(
        'TOO_MANY_BETS',
        (await readWallet(options.db, playerId)).balancePaise,
      );
    }
  };
}

export type BetLimiter = ReturnType<typeof createBetLimiter>;
