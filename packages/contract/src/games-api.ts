import { z } from 'zod';
import { amount, text } from './input';

/**
 * Request bodies of the in-house games' own HTTP API (apps/games, mounted at /games/api, answers
 * `{error, message}` on failure). Not in ENDPOINTS: these are a game provider's calls, not the
 * platform's; they follow the same input rules. Bounds a game checks with its own message (a
 * Dice target's winning chance, the number of mines) stay with the game.
 */

export const INHOUSE_GAME_CODES = ['dice', 'limbo', 'mines', 'crash'] as const;

const stake = amount({
  messages: {
    invalid: 'must be a number of rupees',
    notPositive: 'must be above zero',
    tooLarge: 'is too large',
    decimals: 'must have at most 2 decimals',
  },
}).describe('Stake in rupees, at most 2 decimals');
/** A multiplier or target: a finite number, bounded so arithmetic on it stays exact. */
const multiplier = z.number().min(0).max(100_000_000);

export const ZGamesSessionRequest = z.object({
  launchToken: text().trim().min(1).max(200),
  game: text().max(32).optional(),
});
export const ZDiceBetRequest = z.object({
  amount: stake,
  target: multiplier,
  direction: z.enum(['under', 'over']),
});
export const ZLimboBetRequest = z.object({ amount: stake, target: multiplier });
export const ZMinesStartRequest = z.object({ amount: stake, mines: z.number().int() });
export const ZMinesRevealRequest = z.object({ gameId: text().max(40), tile: z.number().int() });
export const ZMinesCashoutRequest = z.object({ gameId: text().max(40) });
export const ZGamesHistoryRequest = z.object({
  game: z.enum(INHOUSE_GAME_CODES),
  limit: z.number().int().min(1).max(50).optional(),
});
export const ZRotateSeedRequest = z.object({ clientSeed: text().max(64).optional() });
export const ZCrashBetRequest = z.object({ amount: stake, autoCashout: multiplier.nullish() });
/** Crash lists clamp `limit` to what they show. */
export const ZCrashListRequest = z.object({ limit: z.number().int().optional() });

/** The JSON calls of the games API, by path under /games/api, and whether they need a session. */
export const GAMES_API_REQUESTS = [
  { path: '/session', request: ZGamesSessionRequest, session: false },
  { path: '/dice/bet', request: ZDiceBetRequest, session: true },
  { path: '/limbo/bet', request: ZLimboBetRequest, session: true },
  { path: '/mines/start', request: ZMinesStartRequest, session: true },
  { path: '/mines/reveal', request: ZMinesRevealRequest, session: true },
  { path: '/mines/cashout', request: ZMinesCashoutRequest, session: true },
  { path: '/history', request: ZGamesHistoryRequest, session: true },
  { path: '/fairness/rotate', request: ZRotateSeedRequest, session: true },
  { path: '/crash/bet', request: ZCrashBetRequest, session: true },
  { path: '/crash/history', request: ZCrashListRequest, session: true },
  { path: '/crash/rounds', request: ZCrashListRequest, session: false },
] as const;
