/** Operator configuration, telemetry and rate limits. */
import { sql } from 'drizzle-orm';
import {
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
import { createdAt, paise } from './columns';

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

/** Customer-service contacts; `kind` is the mobileName of docs/product.md §3. */
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
  (t) => [
    check('service_contacts_kind', sql`${t.kind} in ('VipCS', 'VipWebCS', 'WebCS')`),
    // Migration 0040 (NOT VALID there: older rows are not re-checked).
    check(
      'service_contacts_figures',
      sql`${t.minVipLevel} >= 0 and ${t.sortOrder} >= 0 and length(${t.contact}) between 1 and 200`,
    ),
  ],
);

/** VIP levels and their privileges (docs/product.md §2 VIP; values are operator configuration). */
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
  (t) => [
    check('vip_levels_level', sql`${t.level} >= 0`),
    // Migration 0040 (NOT VALID there: older rows are not re-checked).
    check(
      'vip_levels_figures',
      sql`${t.depositRequiredPaise} >= 0 and ${t.upgradeBonusPaise} >= 0
        and ${t.weeklyBonusPaise} >= 0 and ${t.birthdayBonusPaise} >= 0
        and ${t.withdrawDailyLimitPaise} >= 0 and ${t.relegationDepositPaise} >= 0
        and ${t.withdrawDailyTimes} >= 0 and ${t.betRebateBp} between 0 and 10000
        and ${t.withdrawFeeBp} between 0 and 10000`,
    ),
  ],
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

/**
 * Password throttles (apps/server/src/lib/attempts.ts): per key, the times of the attempts still
 * inside its window, and of those whose check is still running; see auth_attempt (0009).
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    attempts: timestamp('attempts', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    pending: timestamp('pending', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_throttles_updated').on(t.updatedAt)],
);
