/** Game providers, launch sessions, rounds and the provider transactions seen. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players, sessions } from './accounts';
import { createdAt, paise } from './columns';

/**
 * Providers playing through the seamless-wallet API; their secret signs every request. `adapter`
 * names the code that builds a launch URL (apps/server/src/modules/games/adapters); `launchUrl`
 * and `config` are that adapter's settings. A provider's games show only while it is enabled.
 */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  adapter: text('adapter').notNull().default('seamless'),
  launchUrl: text('launch_url'),
  config: jsonb('config').notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Lobby categories (the Home tabs); names are translated in the app by `code`. */
export const gameCategories = pgTable('game_categories', {
  code: text('code').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** The catalogue: one row per game of a provider. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code),
    /** The provider's own code for the game (sent back in launch and bet calls). */
    gameCode: text('game_code').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => gameCategories.code),
    /** 'hot', 'new'. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('games_provider_game').on(t.providerCode, t.gameCode),
    index('games_category').on(t.categoryCode, t.sortOrder),
  ],
);

/** Home banners; `link` is an app route, an https URL or a game id, per `linkType`. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkType: text('link_type').notNull().default('none'),
  link: text('link').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Per UI language, what differs from the English row: `{"es": {"title", "imageUrl"}}`. */
  translations: jsonb('translations')
    .$type<Record<string, { title?: string; imageUrl?: string }>>()
    .notNull()
    .default({}),
});

/** Operator announcements for the Home marquee, beside the real big wins it shows. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Per UI language: `{"es": {"text"}}`; English (`text`) when a language has none. */
  translations: jsonb('translations')
    .$type<Record<string, { text?: string }>>()
    .notNull()
    .default({}),
});

/** Search terms players typed, counted per day: the Search page's popular searches. */
export const gameSearchTerms = pgTable(
  'game_search_terms',
  {
    term: text('term').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.day] }),
    index('game_search_terms_day_count').on(t.day, t.count.desc(), t.term),
  ],
);

/** Each searcher's most recent distinct terms (a player, or an address): modules/games/search-terms.ts. */
export const gameSearchRecent = pgTable(
  'game_search_recent',
  {
    searcher: text('searcher').notNull(),
    term: text('term').notNull(),
    day: date('day').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.searcher, t.term] }),
    index('game_search_recent_searcher').on(t.searcher, t.searchedAt),
    index('game_search_recent_day').on(t.day),
  ],
);

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
    /** The login that launched the game: the game session ends with it (migration 0010). */
    playerSessionId: bigint('player_session_id', { mode: 'bigint' }).references(() => sessions.id),
    launchTokenHash: text('launch_token_hash').notNull().unique(),
    launchExpiresAt: timestamp('launch_expires_at', { withTimezone: true }).notNull(),
    sessionTokenHash: text('session_token_hash').unique(),
    exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('game_sessions_player').on(t.playerId, t.id)],
);

/** A round of a game: its bets and wins, and whether it is settled (docs/product.md §2 game records). */
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
