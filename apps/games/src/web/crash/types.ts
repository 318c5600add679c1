/** The Crash API and WebSocket messages (server: src/server/crash/view.ts, feed.ts). */

export type RoundStatus = 'betting' | 'running' | 'crashed' | 'cancelled';
export type CrashBetStatus = 'pending' | 'placed' | 'refused' | 'cashed_out' | 'lost' | 'refunded';

export interface CrashRound {
  roundNo: number;
  status: RoundStatus;
  seedHash: string;
  seed: string | null;
  /** The verifiable crash point, once the round ended; it ended at min(it, maxMultiplier). */
  crashPoint: number | null;
  /** The round's maximum multiplier (null: none): a round reaching it ends there, paying it. */
  maxMultiplier: number | null;
  /** Server clock, epoch ms. */
  bettingEndsAt: number;
  startedAt: number | null;
  crashedAt: number | null;
}

export interface CrashPlayer {
  betId: string;
  name: string;
  amount: number;
  cashoutAt: number | null;
  payout: number;
  status: CrashBetStatus;
}

export interface CrashHistoryItem {
  roundNo: number;
  crashPoint: number;
  maxMultiplier: number | null;
}

export interface CrashState {
  type: 'state';
  now: number;
  round: CrashRound | null;
  players: CrashPlayer[];
  playerCount: number;
  totalAmount: number;
  history: CrashHistoryItem[];
}

export interface CrashBet {
  id: string;
  game: 'crash';
  amount: number;
  payout: number;
  multiplier: number;
  win: boolean;
  status: CrashBetStatus;
  params: { cashoutAt: number | null; autoCashout: number | null };
  result: number | null;
  nonce: number;
  serverSeedHash: string;
  createdAt: string;
}

/** The round number a bet id c-<roundNo>-<id> belongs to. */
export const roundOfBet = (betId: string) => Number(betId.split('-')[1]);
