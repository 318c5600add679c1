/** The balance-record types of SPEC.md §2, as stored on ledger transactions (from the contract). */
export type { BalanceRecordType as RecordType } from '@khel/contract';
