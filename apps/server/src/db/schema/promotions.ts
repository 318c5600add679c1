/** Promotions as operator configuration (migration 0018, src/modules/promotions/README.md). */
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
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { rewards } from './rewards';

/** One campaign: what it is, its text per UI language, when it runs and its parameters. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    /** Per UI language ({ en: '…', zh-CN: '…' }); English is the fallback. */
    title: jsonb('title').notNull(),
    rules: jsonb('rules').notNull(),
    bannerUrl: text('banner_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    /** The kind's own parameters, validated per kind (campaigns.ts). */
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Wager multiple × 100; null: the operator's bonusMultiple. */
    wagerMultipleHundredths: integer('wager_multiple_hundredths'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Seeded demo configuration (sandbox only). */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_order').on(t.sortOrder, t.id),
    check(
      'campaigns_kind',
      sql`${t.kind} in ('first_deposit', 'deposit_gift', 'signup_bonus', 'deposit_cashback', 'popup', 'link')`,
    ),
    check(
      'campaigns_window',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    check(
      'campaigns_wager_multiple',
      sql`${t.wagerMultipleHundredths} is null or ${t.wagerMultipleHundredths} between 0 and 10000`,
    ),
  ],
);

/** The campaign that paid each campaign reward (migration 0037): the cost of each campaign. */
export const campaignRewards = pgTable(
  'campaign_rewards',
  {
    rewardId: bigint('reward_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => rewards.id),
    campaignId: bigint('campaign_id', { mode: 'bigint' })
      .notNull()
      .references(() => campaigns.id),
  },
  (t) => [index('campaign_rewards_campaign').on(t.campaignId)],
);
