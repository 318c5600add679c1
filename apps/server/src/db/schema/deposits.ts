/**
 * Deposit orders (docs/product.md §2–§5). One row per order of every tab: online (pay page), transfer
 * (UTR), self-service UTR and crypto (transaction hash). Money never moves here: a row only
 * records what was asked and what the gateway confirmed; the ledger holds the money.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt } from './columns';

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Platform order number, e.g. R2611210123456789; the gateway's merchantOrderId. */
    orderNo: text('order_no').notNull().unique(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** Deposit tab: 1 online, 2 transfer, 4 crypto. */
    channel: integer('channel').notNull(),
    /** How the gateway collects it: UPI, IMPS or CRYPTO. */
    method: text('method').notNull(),
    /** The rechargeTypeList type chosen (online orders). */
    methodType: integer('method_type'),
    channelName: text('channel_name').notNull(),
    /** What the player asked to pay (online, transfer) or says was sent (self-service, crypto). */
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    /** What was credited: the gateway's received amount; null until success. */
    creditedPaise: bigint('credited_paise', { mode: 'bigint' }),
    /** Bonus fraction promised at creation (bonus event, transfer or crypto gift), basis points. */
    bonusRateBp: integer('bonus_rate_bp').notNull().default(0),
    /** Bonus credited with the deposit. */
    bonusPaise: bigint('bonus_paise', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Whether the player joined the bonus event with it (promotions pay it at credit). */
    bonusEvent: boolean('bonus_event').notNull().default(false),
    status: text('status').notNull().default('pending'),
    selfService: boolean('self_service').notNull().default(false),
    /** Gateway code (its clearing account is HOUSE.gateway(code)). */
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    payUrl: text('pay_url'),
    /** 12-digit UTR the player submitted (transfer); unique platform-wide. */
    utr: text('utr'),
    /** Crypto transaction hash, lower-case; unique platform-wide. */
    txHash: text('tx_hash'),
    /** The bank reference the gateway reported for a paid online order. */
    bankRef: text('bank_ref'),
    /** When the UTR or hash was submitted (self-service bonus hours count from here). */
    referenceAt: timestamp('reference_at', { withTimezone: true }),
    /** Where a transfer or crypto order is paid, as shown when it was created. */
    payTo: jsonb('pay_to'),
    /** Set when the order needs an operator (e.g. 'amount_mismatch'); expiry skips it. */
    reviewReason: text('review_reason'),
    /** Internal note, e.g. that it was paid after the platform had expired it. */
    note: text('note'),
    expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
    successAt: timestamp('success_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_orders_channel', sql`${t.channel} in (1, 2, 4)`),
    check('deposit_orders_method', sql`${t.method} in ('UPI', 'IMPS', 'CRYPTO')`),
    check(
      'deposit_orders_status',
      sql`${t.status} in ('pending', 'success', 'failed', 'expired', 'rejected')`,
    ),
    check('deposit_orders_amount', sql`${t.amountPaise} > 0`),
    uniqueIndex('deposit_orders_utr')
      .on(t.utr)
      .where(sql`${t.utr} is not null`),
    uniqueIndex('deposit_orders_tx_hash')
      .on(t.txHash)
      .where(sql`${t.txHash} is not null`),
    index('deposit_orders_player').on(t.playerId, t.id),
    index('deposit_orders_pending_expiry')
      .on(t.expireAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What happened to a deposit order (migration 0034): the player's reference, each verified
 * gateway callback, operator decisions. Append-only, enforced by the database.
 */
export const depositEvents = pgTable(
  'deposit_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => depositOrders.id),
    source: text('source').notNull(),
    /** reference, payment, transfer, match, reject */
    kind: text('kind').notNull(),
    status: text('status'),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }),
    reference: text('reference'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_events_source', sql`${t.source} in ('player', 'gateway', 'operator', 'system')`),
    index('deposit_events_order').on(t.orderId, t.id),
  ],
);
