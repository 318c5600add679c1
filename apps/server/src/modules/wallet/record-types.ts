/** The balance-record types of docs/product.md §2, as stored on ledger transactions (from the contract). */
export type { BalanceRecordType as RecordType } from '@khel/contract';
