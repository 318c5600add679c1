import { useQuery } from '@tanstack/react-query';
import type { DateRange } from './dateRanges';
import { recordKeys } from './gameRecords';

/** Balance record types of SPEC.md §2 (the ledger's entry types), in its order. */
export const BALANCE_TYPES = [
  'bet',
  'deposit',
  'withdrawal',
  'win',
  'giftMoney',
  'vipBonus',
  'dailyRebate',
  'depositBonus',
  'dailyBonus',
] as const;
export type BalanceRecordType = (typeof BALANCE_TYPES)[number];
export type BalanceTypeFilter = 'all' | BalanceRecordType;

/** One ledger entry of the player's wallet. */
export interface BalanceRecord {
  id: string;
  type: BalanceRecordType;
  /** Signed: money in is positive, money out negative. */
  amountRupees: number;
  /** The wallet balance after this entry. */
  balanceAfterRupees: number;
  /** ISO time of the entry. */
  createdAt: string;
}

export interface BalanceRecordQuery extends DateRange {
  type: BalanceTypeFilter;
}

/**
 * The wallet's entries. The ledger's records endpoint arrives with the wallet issue; until it
 * does the wallet has no entries, so this answers an empty page without a request.
 */
async function fetchBalanceRecords(_query: BalanceRecordQuery): Promise<BalanceRecord[]> {
  return [];
}

export function useBalanceRecords(query: BalanceRecordQuery) {
  return useQuery({
    queryKey: recordKeys.balance(query),
    queryFn: () => fetchBalanceRecords(query),
  });
}
