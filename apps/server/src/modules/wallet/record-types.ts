/** The balance-record types of SPEC.md §2, as stored on ledger transactions. */
export const RECORD_TYPES = [
  'bet',
  'deposit',
  'withdrawal',
  'win',
  'gift',
  'vip_bonus',
  'daily_rebate',
  'deposit_bonus',
  'daily_bonus',
  /** A bet's stake returned (provider rollback) or a withdrawal given back: shown under all. */
  'refund',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];
