/** Daily engagement: the check-in and the lucky wheel (migrations 0022 and 0023). */
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
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { rewards } from './rewards';

/** One check-in per player and day (YYYY-MM-DD in the platform timezone). */
export const checkinDays = pgTable(
  'checkin_days',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    day: text('day').notNull(),
    cycleDay: integer('cycle_day').notNull(),
    rewardPaise: bigint('reward_paise', { mode: 'bigint' }).notNull(),
    rewardId: bigint('reward_id', { mode: 'bigint' }).references(() => rewards.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.day] }),
    check('checkin_days_cycle_day', sql`${t.cycleDay} between 1 and 7`),
  ],
);

/** A player's wheel seed pairs; one active, its server seed revealed when rotated. */
export const wheelSeeds = pgTable(
  'wheel_seeds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wheel_seeds_active')
      .on(t.playerId)
      .where(sql`active`),
  ],
);

/** Spins used per player and day. */
export const wheelDays = pgTable(
  'wheel_days',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    day: text('day').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day] })],
);

/** Every spin with what verifies it. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    day: text('day').notNull(),
    seedId: bigint('seed_id', { mode: 'bigint' })
      .notNull()
      .references(() => wheelSeeds.id),
    nonce: integer('nonce').notNull(),
    slot: integer('slot').notNull(),
    prizes: jsonb('prizes').notNull(),
    prizePaise: bigint('prize_paise', { mode: 'bigint' }).notNull(),
    rewardId: bigint('reward_id', { mode: 'bigint' }).references(() => rewards.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('wheel_spins_seed_nonce').on(t.seedId, t.nonce),
    index('wheel_spins_player').on(t.playerId, t.id),
    index('wheel_spins_wins')
      .on(t.id)
      .where(sql`prize_paise > 0`),
  ],
);
