/** Game providers, launch sessions, rounds and the provider transactions seen. */
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
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { createdAt, paise } from './columns';

/** Providers playing through the seamless-wallet API; their secret signs every request. */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

/** A launch: a one-time token the game exchanges for a session (hashes only). */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    gameCode: text('game_code'),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    sessionTokenHash: text('session_token_hash').unique(),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('game_sessions_player').on(t.playerId, t.id)],
);

/** A round of a game: its bets and wins, and whether it is settled (SPEC.md §2 game records). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    roundId: text('round_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    gameCode: text('game_code'),
    status: text('status').notNull().default('open'),
    stakePaise: paise('stake_paise'),
    winPaise: paise('win_paise'),
    /** The stake that counted toward the wager requirement when the round settled. */
    validBetPaise: paise('valid_bet_paise'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('game_rounds_provider_round').on(t.providerCode, t.roundId),
    index('game_rounds_player').on(t.playerId, t.id),
    check('game_rounds_status', sql`${t.status} in ('open', 'settled', 'cancelled')`),
  ],
);

/**
 * Every money call a provider made, with the answer it got: a replay of the same transactionId
 * gets the same answer and moves nothing. A rollback of a bet never seen leaves a 'void' row, so
 * that bet is refused if it arrives later.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    roundId: text('round_id'),
    playerId: bigint('player_id', { mode: 'number' }),
    amountPaise: bigint('amount_paise', { mode: 'bigint' }),
    requestHash: text('request_hash').notNull(),
    /** 'ok', 'refused', 'void' (rolled back before seen) or 'rolled_back' (a bet later cancelled). */
    status: text('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('provider_transactions_id').on(t.providerCode, t.transactionId)],
);
