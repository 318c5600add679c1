import type { BalanceRecordType, TBalanceRecord } from '@khel/contract';
import { BALANCE_FILTER_TYPES } from '@khel/contract/constants';

export { BALANCE_FILTER_TYPES };

export type BalanceFilterType = (typeof BALANCE_FILTER_TYPES)[number];
export type BalanceTypeFilter = 'all' | BalanceFilterType;
export const BALANCE_TYPE_FILTERS: BalanceTypeFilter[] = ['all', ...BALANCE_FILTER_TYPES];

export type BalanceRecord = TBalanceRecord;

/** Label key (account `balanceRecords.types.*`) of each record type. */
const LABEL_KEYS = {
  bet: 'bet',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  win: 'win',
  gift: 'giftMoney',
  vip_bonus: 'vipBonus',
  daily_rebate: 'dailyRebate',
  deposit_bonus: 'depositBonus',
  daily_bonus: 'dailyBonus',
  refund: 'refund',
} as const satisfies Record<BalanceRecordType, string>;

export type RecordLabelKey = (typeof LABEL_KEYS)[BalanceRecordType] | 'other';

/** A record of a type the server has not named (or this app does not know yet) reads 'Other'. */
export const recordLabelKey = (type: string | null): RecordLabelKey =>
  type !== null && Object.hasOwn(LABEL_KEYS, type)
    ? LABEL_KEYS[type as BalanceRecordType]
    : 'other';
