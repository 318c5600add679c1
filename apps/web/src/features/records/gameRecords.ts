import { useQuery } from '@tanstack/react-query';
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

export const recordKeys = {
  all: ['records'] as const,
  game: (query: GameRecordQuery) => [...recordKeys.all, 'game', query] as const,
  balance: (query: object) => [...recordKeys.all, 'balance', query] as const,
};

/**
 * The player's bets. The records endpoint arrives with the games issue; until the platform
 * takes bets there are none to list, so this answers an empty page without a request.
 */
async function fetchGameRecords(_query: GameRecordQuery): Promise<GameRecord[]> {
  return [];
}

export function useGameRecords(query: GameRecordQuery) {
  return useQuery({ queryKey: recordKeys.game(query), queryFn: () => fetchGameRecords(query) });
}
