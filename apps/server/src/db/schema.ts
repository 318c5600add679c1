/**
 * The one Drizzle schema of the platform. `npm run db:generate` turns changes into SQL
 * migrations in apps/server/drizzle, which the server applies at start.
 * Money columns are integer paise (`bigint`), rates are basis points (1 % = 100).
 */
import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const paise = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/** Operator configuration as key → JSON value (app name, links, currency, theme, …). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Seeds applied once each (demo configuration and later ones), so a restart never re-seeds. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: createdAt(),
});

/** Customer-service contacts; `kind` is the mobileName of SPEC.md §3. */
export const serviceContacts = pgTable(
  'service_contacts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    contact: text('contact').notNull(),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('service_contacts_kind', sql`${t.kind} in ('VipCS', 'VipWebCS', 'WebCS')`)],
);

/** VIP levels and their privileges (SPEC.md §2 VIP; values are operator configuration). */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: integer('level').primaryKey(),
    depositRequiredPaise: paise('deposit_required_paise'),
    upgradeBonusPaise: paise('upgrade_bonus_paise'),
    betRebateBp: integer('bet_rebate_bp').notNull().default(0),
    weeklyBonusPaise: paise('weekly_bonus_paise'),
    birthdayBonusPaise: paise('birthday_bonus_paise'),
    withdrawDailyLimitPaise: paise('withdraw_daily_limit_paise'),
    withdrawFeeBp: integer('withdraw_fee_bp').notNull().default(0),
    withdrawDailyTimes: integer('withdraw_daily_times').notNull().default(0),
    relegationDepositPaise: paise('relegation_deposit_paise'),
    vipCustomerService: boolean('vip_customer_service').notNull().default(false),
  },
  (t) => [check('vip_levels_level', sql`${t.level} >= 0`)],
);

/** Uncaught app errors uploaded through /u/appStackUpload. */
export const appStackUploads = pgTable(
  'app_stack_uploads',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    createdAt: createdAt(),
    appId: integer('app_id').notNull(),
    packageName: text('package_name').notNull(),
    deviceNumber: text('device_number').notNull(),
    userId: text('user_id'),
    data: text('data').notNull(),
    ip: text('ip').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [index('app_stack_uploads_created').on(t.createdAt)],
);

/** Attribution events uploaded through /u/transferEventUpload. */
export const transferEvents = pgTable(
  'transfer_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    createdAt: createdAt(),
    deviceNumber: text('device_number').notNull(),
    userId: text('user_id'),
    eventName: text('event_name').notNull(),
    linkId: text('link_id'),
    eventData: jsonb('event_data'),
    ip: text('ip').notNull(),
  },
  (t) => [index('transfer_events_created').on(t.createdAt)],
);

/** Fixed-window counters shared by every API instance (rate limits, throttles). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_window').on(t.windowStart),
  ],
);

/** Secrets the server makes for itself in sandbox mode (production brings SECRET_KEY). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Players. `id` is the random 8-digit player id (also the login id); `phone` is E.164.
 * Passwords are scrypt hashes with their parameters; profile fields are what SPEC.md §2 shows.
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
  (t) => [index('sessions_player').on(t.playerId)],
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
  },
  (t) => [index('sms_outbox_phone').on(t.phone, t.createdAt)],
);

/** Uploaded files (avatars), kept in the database so every API instance can serve them. */
export const storedFiles = pgTable('stored_files', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
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
