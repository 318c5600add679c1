import {
  CAMPAIGN_KINDS,
  rupeesToPaise,
  text,
  type CampaignKind,
  type TCampaign,
} from '@khel/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { localized, uiLanguage } from '../../lib/localize';
import { readWageringRules } from '../wallet';

/**
 * Campaigns: the operator's promotions (table `campaigns`, README.md). Each kind's parameters are
 * validated by its schema here, on the operator's write and again on every read (a row edited by
 * hand into something invalid is left out, never a 500).
 */

const rupees = (max: number) =>
  z
    .number()
    .positive('must be more than 0')
    .max(max)
    .refine((v) => rupeesToPaise(v) !== null, 'at most 2 decimals');
const percent = (max: number) => z.number().positive('must be more than 0').max(max);
/** An app page the web opens (checked there against its page table). */
const pageLink = text()
  .trim()
  .regex(/^\/pages\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&_-]*)?$/, 'must be an app page, /pages/...');

export const CAMPAIGN_PARAMS = {
  first_deposit: z.object({ percent: percent(500), capRupees: rupees(10_000_000) }).strict(),
  deposit_gift: z.object({ percent: percent(100) }).strict(),
  signup_bonus: z.object({ amountRupees: rupees(1_000_000) }).strict(),
  deposit_cashback: z
    .object({
      percent: percent(100),
      minDepositRupees: z.number().min(0).max(10_000_000),
      dailyCapRupees: rupees(10_000_000),
    })
    .strict(),
  popup: z.object({ link: pageLink.nullable().default(null) }).strict(),
  link: z.object({ link: pageLink }).strict(),
} satisfies Record<CampaignKind, z.ZodType>;

export type CampaignParams = { [K in CampaignKind]: z.output<(typeof CAMPAIGN_PARAMS)[K]> };

/** Sign-up bonus: taken within 24 h of registering, then claimable 7 days (docs/product.md §9). */
export const SIGNUP_WINDOW_HOURS = 24;
export const SIGNUP_KEEP_DAYS = 7;
/** A deposit cashback stays claimable this long. */
export const CASHBACK_KEEP_DAYS = 7;

export interface Campaign<K extends CampaignKind = CampaignKind> {
  id: string;
  kind: K;
  title: Record<string, string>;
  rules: Record<string, string>;
  bannerUrl: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
  params: CampaignParams[K];
  /** null: the operator's bonusMultiple. */
  wagerMultiple: number | null;
  sortOrder: number;
  demo: boolean;
}

interface CampaignDbRow {
  id: string;
  kind: string;
  title: unknown;
  rules: unknown;
  banner_url: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  enabled: boolean;
  params: unknown;
  wager_multiple_hundredths: number | null;
  sort_order: number;
  demo: boolean;
}

const texts = (value: unknown): Record<string, string> =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

function fromRow(row: CampaignDbRow): Campaign | null {
  if (!(CAMPAIGN_KINDS as readonly string[]).includes(row.kind)) return null;
  const kind = row.kind as CampaignKind;
  const params = CAMPAIGN_PARAMS[kind].safeParse(row.params);
  if (!params.success) return null;
  return {
    id: row.id,
    kind,
    title: texts(row.title),
    rules: texts(row.rules),
    bannerUrl: row.banner_url,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    enabled: row.enabled,
    params: params.data,
    wagerMultiple:
      row.wager_multiple_hundredths === null ? null : row.wager_multiple_hundredths / 100,
    sortOrder: row.sort_order,
    demo: row.demo,
  };
}

const columns = sql`id::text as id, kind, title, rules, banner_url, starts_at, ends_at, enabled,
  params, wager_multiple_hundredths, sort_order, demo`;

/** Every campaign (the operator's list), in the Promo tab's order. */
export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await queryRows<CampaignDbRow>(
    db,
    sql`select ${columns} from campaigns order by sort_order, id`,
  );
  return rows.flatMap((r) => fromRow(r) ?? []);
}

export async function readCampaign(db: Db, id: string): Promise<Campaign | null> {
  const [row] = await queryRows<CampaignDbRow>(
    db,
    sql`select ${columns} from campaigns where id = ${id}::bigint`,
  );
  return row ? fromRow(row) : null;
}

/** Campaigns running at `now` (enabled, inside their window), optionally of one kind. */
export async function runningCampaigns(db: Db, now: Date, kind?: CampaignKind) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await queryRows<CampaignDbRow>(
    db,
    sql`select ${columns} from campaigns
        where enabled and (starts_at is null or starts_at <= ${at})
          and (ends_at is null or ends_at > ${at}) ${kind ? sql`and kind = ${kind}` : sql``}
        order by sort_order, id`,
  );
  return rows.flatMap((r) => fromRow(r) ?? []);
}

/** The running campaign of a kind that pays (the first in the operator's order), if any. */
export async function runningCampaign<K extends CampaignKind>(
  db: Db,
  now: Date,
  kind: K,
): Promise<Campaign<K> | null> {
  const [campaign] = await runningCampaigns(db, now, kind);
  return (campaign as Campaign<K> | undefined) ?? null;
}

/** The campaign's wager multiple, else the operator's bonus multiple. */
export async function wagerMultipleOf(db: Db, campaign: Campaign): Promise<number> {
  return campaign.wagerMultiple ?? (await readWageringRules(db)).bonusMultiple;
}

/** A percentage of an amount in paise, rounded down to the paisa. */
export const percentOf = (paise: bigint, percent: number) =>
  (paise * BigInt(Math.round(percent * 100))) / 10_000n;

export const paiseOfRupees = (rupees: number) => rupeesToPaise(rupees) ?? 0n;

/** What the player's client shows of a campaign, in the request's UI language. */
export async function presentCampaign(
  db: Db,
  campaign: Campaign,
  language: string | null | undefined,
): Promise<TCampaign> {
  const lang = uiLanguage(language);
  const pick = (byLanguage: Record<string, string>) => {
    const { en = '', ...rest } = byLanguage;
    return localized(
      { value: en },
      Object.fromEntries(Object.entries(rest).map(([l, value]) => [l, { value }])),
      lang,
    ).value;
  };
  const p = campaign.params as Record<string, unknown>;
  const num = (key: string) => (typeof p[key] === 'number' ? (p[key] as number) : undefined);
  const figures: TCampaign['figures'] = {};
  if (num('percent') !== undefined) figures.percent = num('percent');
  if (num('capRupees') !== undefined) figures.cap = num('capRupees');
  if (num('amountRupees') !== undefined) figures.amount = num('amountRupees');
  if (num('minDepositRupees') !== undefined) figures.minDeposit = num('minDepositRupees');
  if (num('dailyCapRupees') !== undefined) figures.dailyCap = num('dailyCapRupees');
  return {
    id: campaign.id,
    kind: campaign.kind,
    title: pick(campaign.title),
    rules: pick(campaign.rules),
    bannerUrl: campaign.bannerUrl,
    link: typeof p.link === 'string' ? p.link : null,
    startsAt: campaign.startsAt?.toISOString() ?? null,
    endsAt: campaign.endsAt?.toISOString() ?? null,
    wagerMultiple: await wagerMultipleOf(db, campaign),
    figures,
  };
}
