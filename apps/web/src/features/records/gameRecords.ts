import type { DateRange } from './dateRanges';

/** Game record statuses of SPEC.md §4. */
export const GAME_STATUSES = ['settled', 'unsettled', 'cancel'] as const;
export type GameRecordStatus = (typeof GAME_STATUSES)[number];
export type GameStatusFilter = 'all' | GameRecordStatus;

/** One bet as the record list shows it (SPEC.md §2: bet id, valid bet and W/L). */
export interface GameRecord {
  betId: string;
  gameName: string;
  providerName: string;
  /** ISO time the bet was placed. */
  betTime: string;
  betRupees: number;
  validBetRupees: number;
  /** Win minus stake: positive is a win, negative a loss. */
  winLossRupees: number;
  status: GameRecordStatus;
}

export interface GameRecordQuery extends DateRange {
  status: GameStatusFilter;
}
