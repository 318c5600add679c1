/**
 * The double-entry ledger. Every change of a balance is one ledger transaction whose entries sum
 * to zero; entries are never updated or deleted. Player wallets keep a balance that never goes
 * below zero; house accounts keep none (their balance is the sum of their entries), so no single
 * hot row serialises every player's traffic.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt } from './columns';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** 'wallet:<playerId>' or a house account code such as 'house:game:khel'. */
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    /** Kept for player wallets only; null on house accounts. */
    balancePaise: bigint('balance_paise', { mode: 'bigint' }),
    /** What the player still has to bet before withdrawing (wallets only). */
    wagerRemainingPaise: bigint('wager_remaining_paise', { mode: 'bigint' }),
    tracksBalance: boolean('tracks_balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_accounts_kind', sql`${t.kind} in ('wallet', 'house')`),
    check('ledger_accounts_balance', sql`${t.balancePaise} is null or ${t.balancePaise} >= 0`),
    check(
      'ledger_accounts_wager',
      sql`${t.wagerRemainingPaise} is null or ${t.wagerRemainingPaise} >= 0`,
    ),
    check(
      'ledger_accounts_tracking',
      sql`(${t.tracksBalance} and ${t.balancePaise} is not null) or (not ${t.tracksBalance} and ${t.balancePaise} is null)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Unique per effect: a provider transaction id, a PSP order id, a job key… */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Hash of the request behind the key: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    /** The type the player sees in balance records (docs/product.md §2), when a player is involved. */
    recordType: text('record_type'),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  // No index by player: nothing reads a player's transactions but through the wallet account's
  // entries (migration 0072).
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this entry (wallets only), for balance records. */
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'bigint' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_transaction').on(t.transactionId),
    check('ledger_entries_nonzero', sql`${t.amountPaise} <> 0`),
  ],
);
