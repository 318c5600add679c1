/** Players, their sessions, codes and files. */
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
} from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

/** Secrets the server makes for itself in sandbox mode (production brings SECRET_KEY). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Players. `id` is the random 8-digit player id (also the login id); `phone` is E.164.
 * Passwords are scrypt hashes with their parameters; profile fields are what docs/product.md §2 shows.
 */
export const players = pgTable(
  'players',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').unique(),
    passwordHash: text('password_hash'),
    withdrawPasswordHash: text('withdraw_password_hash'),
    nickname: text('nickname').notNull(),
    avatarFileId: bigint('avatar_file_id', { mode: 'number' }),
    birthday: text('birthday'),
    email: text('email'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    telegram: text('telegram'),
    twitter: text('twitter'),
    vipLevel: integer('vip_level').notNull().default(0),
    status: text('status').notNull().default('active'),
    isGuest: boolean('is_guest').notNull().default(false),
    googleId: text('google_id').unique(),
    googleEmail: text('google_email'),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: bigint('referred_by', { mode: 'number' }),
    registerIp: text('register_ip'),
    deviceNumber: text('device_number'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    adultCertifiedAt: timestamp('adult_certified_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('players_status', sql`${t.status} in ('active', 'disabled')`),
    check('players_id_range', sql`${t.id} between 10000000 and 99999999`),
    /** The referral burst check (migration 0026). */
    index('players_referred_address')
      .on(t.registerIp, t.createdAt)
      .where(sql`${t.referredBy} is not null`),
  ],
);

/** Login sessions; only the SHA-256 of the token (`sign`) is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    tokenHash: text('token_hash').notNull().unique(),
    method: text('method').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    deviceNumber: text('device_number'),
  },
  (t) => [
    index('sessions_player').on(t.playerId),
    index('sessions_player_ip').on(t.playerId, t.ip, t.createdAt),
  ],
);

/** One-time codes sent by SMS; only a keyed hash of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('otp_codes_lookup').on(t.phone, t.purpose, t.createdAt)],
);

/** SMS the sandbox adapter "sent": read back at {base}/dev/outbox in sandbox mode. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    purpose: text('purpose'),
    createdAt: createdAt(),
    /** pending, sent, failed (gave up) or expired (integrations/sms/outbox.ts, migration 0010). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('sms_outbox_phone').on(t.phone, t.createdAt),
    index('sms_outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Uploaded files (avatars), kept in the database so every API instance can serve them. */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** What its URL names: random, so files cannot be listed by counting (migration 0010). */
  publicId: text('public_id').notNull().unique('stored_files_public_id'),
  ownerPlayerId: bigint('owner_player_id', { mode: 'number' }).references(() => players.id),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Last online report of each player (/user/reportOnline). */
export const playerPresence = pgTable('player_presence', {
  playerId: bigint('player_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id),
  placeId: text('place_id'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
