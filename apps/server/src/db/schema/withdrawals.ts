/**
 * Withdraw accounts and withdrawals (modules/withdrawals). An order keeps a copy of the bank
 * account it pays to, so editing or deleting an account never changes a past withdrawal; every
 * status change is one row of withdrawal_events.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    holderName: text('holder_name').notNull(),
    /** Stored whole for payouts; only '••••1234' ever leaves the server. */
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull().default(''),
    accountType: text('account_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** Soft delete: withdrawals made to the account still name it. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    check('bank_accounts_type', sql`${t.accountType} in ('savings', 'current')`),
    index('bank_accounts_player').on(t.playerId, t.id),
    uniqueIndex('bank_accounts_player_number')
      .on(t.playerId, t.accountNumber)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('bank_accounts_one_default')
      .on(t.playerId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    bankAccountId: bigint('bank_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => bankAccounts.id),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    bankName: text('bank_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    feePaise: bigint('fee_paise', { mode: 'bigint' }).notNull(),
    arrivalPaise: bigint('arrival_paise', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    gatewayCode: text('gateway_code').notNull(),
    gatewayPayoutId: text('gateway_payout_id'),
    utr: text('utr'),
    failureReason: text('failure_reason'),
    /** When the gateway accepted the payout; null while it still has to be sent. */
    payoutRequestedAt: at('payout_requested_at'),
    /** When the retry job may (re)send the payout: a lease, so instances do not send together. */
    payoutRetryAt: at('payout_retry_at'),
    /** Payout jobs so far: 1, plus one per operator retry of a held payout (its job key). */
    payoutRound: integer('payout_round').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check(
      'withdrawal_orders_status',
      sql`${t.status} in ('review', 'processing', 'success', 'failed', 'rejected', 'payout_failed')`,
    ),
    check(
      'withdrawal_orders_amounts',
      sql`${t.amountPaise} > 0 and ${t.feePaise} >= 0 and ${t.arrivalPaise} = ${t.amountPaise} - ${t.feePaise}`,
    ),
    index('withdrawal_orders_player').on(t.playerId, t.id),
    index('withdrawal_orders_player_day').on(t.playerId, t.createdAt),
    index('withdrawal_orders_unsent')
      .on(t.payoutRetryAt)
      .where(sql`${t.status} = 'processing' and ${t.payoutRequestedAt} is null`),
    index('withdrawal_orders_status').on(t.status, t.id),
  ],
);

export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawalOrders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    detail: text('detail'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'withdrawal_events_actor',
      sql`${t.actor} in ('player', 'operator', 'gateway', 'system')`,
    ),
    index('withdrawal_events_order').on(t.orderId, t.id),
  ],
);
