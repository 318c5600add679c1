/** Promo codes and game-provider gift codes (migration 0020, src/modules/promo-codes). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt, paise } from './columns';
import { rewards } from './rewards';

/** A code the operator created: a fixed amount, or a share of the redeemer's next deposit. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Upper case; matched case-insensitively. */
    code: text('code').notNull(),
    /** null: a platform promo code; else the provider whose gift-code page takes it. */
    provider: text('provider'),
    kind: text('kind').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }),
    percentBp: integer('percent_bp'),
    capPaise: bigint('cap_paise', { mode: 'bigint' }),
    minDepositPaise: paise('min_deposit_paise'),
    /** null: the operator's bonus multiple at redemption. */
    wagerMultipleHundredths: integer('wager_multiple_hundredths'),
    totalUses: integer('total_uses').notNull(),
    used: integer('used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Disabled by an operator (migration 0038): no redemption while set. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('promo_codes_code').on(t.code),
    check(
      'promo_codes_uses',
      sql`${t.totalUses} > 0 and ${t.used} >= 0 and ${t.used} <= ${t.totalUses}`,
    ),
  ],
);

/** One redemption of a code by a player: at most one per (code, player). */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    codeId: bigint('code_id', { mode: 'bigint' })
      .notNull()
      .references(() => promoCodes.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** granted (paid at redemption) | pending_deposit | paid (with a deposit). */
    status: text('status').notNull(),
    rewardId: bigint('reward_id', { mode: 'bigint' }).references(() => rewards.id),
    depositOrderNo: text('deposit_order_no'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('promo_code_redemptions_once').on(t.codeId, t.playerId),
    index('promo_code_redemptions_player').on(t.playerId, t.id),
  ],
);
