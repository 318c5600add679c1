/** Rewards (the bonus engine) and VIP progression (migrations 0015 and 0016). */
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt, paise } from './columns';
import { ledgerTransactions } from './ledger';

/** One reward given to a player; claimed at most once (src/modules/rewards/README.md). */
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    /** What it was given for (a level, a period, a campaign): unique per player. */
    source: text('source').notNull(),
    recordType: text('record_type').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    wagerMultipleHundredths: integer('wager_multiple_hundredths').notNull(),
    wagerCapitalPaise: paise('wager_capital_paise'),
    /** Added to the wager requirement on claim: (amount + capital) × multiple, rounded up. */
    wagerPaise: bigint('wager_paise', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('claimable'),
    autoClaim: boolean('auto_claim').notNull().default(false),
    claimableAt: timestamp('claimable_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'bigint' }).references(
      () => ledgerTransactions.id,
    ),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('rewards_player_source').on(t.playerId, t.source),
    check(
      'rewards_status',
      sql`${t.status} in ('pending', 'claimable', 'claimed', 'expired', 'cancelled')`,
    ),
    index('rewards_player').on(t.playerId, t.id),
  ],
);

/** Deposits counted toward a player's VIP level, and all their successful deposits. */
export const vipProgress = pgTable('vip_progress', {
  playerId: bigint('player_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id),
  countedDepositPaise: paise('counted_deposit_paise'),
  lifetimeDepositPaise: paise('lifetime_deposit_paise'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of a player's VIP level: the level held at any past instant can be told. */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    reason: text('reason').notNull(),
    period: text('period'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vip_level_changes_player').on(t.playerId, t.changedAt),
    uniqueIndex('vip_level_changes_period')
      .on(t.playerId, t.period)
      .where(sql`period is not null`),
  ],
);
