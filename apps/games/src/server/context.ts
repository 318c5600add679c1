import { parseRupees, rupeesText } from '@khel/contract/money';
import type { AnyDb } from '@khel/db';
import type { BetRateLimit } from './bet-rate';
import type { BetWinRecord, BetWinRecorded } from './bets';
import { GameError } from './errors';
import type { PlatformClient } from './platform';
import { loadGameSettings, type GameSettings } from './settings';
import { createSeedMemory, type SeedMemory } from './seeds';
import { createSessionMemory, type SessionMemory } from './sessions';
import type { SettleDeps } from './settle';

/** What this instance remembers between requests (docs/architecture.md §6). */
export interface GamesMemory {
  sessions: SessionMemory;
  seeds: SeedMemory;
  /** Each game's settings as last read, checked unchanged where a bet is recorded (instant.ts). */
  settings: Map<string, GameSettings>;
}

export const createGamesMemory = (): GamesMemory => ({
  sessions: createSessionMemory(),
  seeds: createSeedMemory(),
  settings: new Map(),
});

/** What the games' handlers share. */
export interface GamesContext {
  db: AnyDb;
  platform: PlatformClient;
  settle: SettleDeps;
  /** Records a Dice or Limbo bet by the instance's group commit (bets.ts createBetWriter). */
  recordBetWin: (record: BetWinRecord) => Promise<BetWinRecorded>;
  /** The bets-per-minute limits (bet-rate.ts), where there are any. */
  betRate?: BetRateLimit;
  /** options.rtp: the RTP of games without their own setting. */
  defaultRtp: number;
  memory: GamesMemory;
}

/** A game's settings, read now; GAME_STATE when the operator closed it. */
export async function openGameSettings(ctx: GamesContext, game: string): Promise<GameSettings> {
  const settings = await loadGameSettings(ctx.db, game, ctx.defaultRtp);
  ctx.memory.settings.set(game, settings);
  if (!settings.enabled) throw new GameError('GAME_STATE', 'This game is closed for now');
  return settings;
}

/** A stake in rupees as integer paise, by the contract's amount rule; INVALID_REQUEST otherwise. */
export function stakePaise(rupees: unknown): bigint {
  const parsed = parseRupees(rupees);
  if (!parsed.ok) throw new GameError('INVALID_REQUEST', parsed.reason);
  return parsed.paise;
}

/** BET_LIMIT unless minBet ≤ amount ≤ maxBet. */
export function checkStake(settings: GameSettings, amountPaise: bigint) {
  if (amountPaise <= 0n) throw new GameError('INVALID_REQUEST', 'The amount must be above zero');
  if (amountPaise < settings.minBetPaise || amountPaise > settings.maxBetPaise) {
    throw new GameError(
      'BET_LIMIT',
      `Bets are between Rs ${rupeesText(settings.minBetPaise)} and Rs ${rupeesText(settings.maxBetPaise)}`,
    );
  }
}

/** BET_LIMIT when a bet could pay more than the maximum payout. */
export function checkPayout(settings: GameSettings, payoutPaise: bigint) {
  if (payoutPaise > settings.maxPayoutPaise) {
    throw new GameError(
      'BET_LIMIT',
      `A bet may pay at most Rs ${rupeesText(settings.maxPayoutPaise)}`,
    );
  }
}
