/** Rankings (migration 0024, src/modules/rankings/README.md). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';

/**
 * A player's total valid bet in one daily, weekly or monthly period, kept by the trigger
 * `game_rounds_ranking` in the transaction that settles a round.
 */
export const rankingTotals = pgTable(
  'ranking_totals',
  {
    periodKind: text('period_kind').notNull(),
    periodStart: date('period_start').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    totalPaise: bigint('total_paise', { mode: 'bigint' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodKind, t.periodStart, t.playerId] }),
    check('ranking_totals_kind', sql`${t.periodKind} in ('daily', 'weekly', 'monthly')`),
    check('ranking_totals_total', sql`${t.totalPaise} > 0`),
  ],
);

/** The award of each rank of a period kind, set by the operator. */
export const rankingAwards = pgTable(
  'ranking_awards',
  {
    periodKind: text('period_kind').notNull(),
    rank: integer('rank').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.periodKind, t.rank] }),
    check('ranking_awards_kind', sql`${t.periodKind} in ('daily', 'weekly', 'monthly')`),
    check('ranking_awards_rank', sql`${t.rank} between 1 and 100`),
    check('ranking_awards_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** The awarded places of a closed period, written once by its close. */
export const rankingWinners = pgTable(
  'ranking_winners',
  {
    periodKind: text('period_kind').notNull(),
    periodStart: date('period_start').notNull(),
    rank: integer('rank').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    totalPaise: bigint('total_paise', { mode: 'bigint' }).notNull(),
    awardPaise: bigint('award_paise', { mode: 'bigint' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.periodKind, t.periodStart, t.rank] }),
    unique('ranking_winners_player').on(t.periodKind, t.periodStart, t.playerId),
  ],
);
