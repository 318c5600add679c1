import { CAMPAIGN_KINDS, rupeesToPaise, type CampaignKind, type TCampaign } from '@khel/contract';
import { CAMPAIGN_PARAMS, type CampaignParams } from '@khel/contract/admin-promotions';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { localized, uiLanguage } from '../../lib/localize';
import { readWageringRules } from '../wallet';

/**
 * Campaigns: the operator's promotions (table `campaigns`, README.md). Each kind's parameters are
 * validated by its schema here, on the operator's write and again on every read (a row edited by
 * hand into something invalid is left out, never a 500).
 */

/** Each kind's parameters: the contract's schemas, the ones the back office's editor uses. */
export { CAMPAIGN_PARAMS, type CampaignParams };

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

/** A campaign (alias-less `campaigns`) running at instant `at`: enabled, inside its window. */
const runningAt = (at: SQL) =>
  sql`enabled and (starts_at is null or starts_at <= ${at}) and (ends_at is null or ends_at > ${at})`;

/** Campaigns running at `now` (enabled, inside their window), optionally of one kind. */
export async function runningCampaigns(db: Db, now: Date, kind?: CampaignKind) {
  const rows = await queryRows<CampaignDbRow>(
    db,
    sql`select ${columns} from campaigns
        where ${runningAt(sql`${now.toISOString()}::timestamptz`)}
          ${kind ? sql`and kind = ${kind}` : sql``}
        order by sort_order, id`,
  );
  return rows.flatMap((r) => fromRow(r) ?? []);
}

/**
 * runningCampaign of `kind` at each of many instants, in one statement (a batch of deposits):
 * answers one campaign or null per instant, in the order given.
 */
export async function runningCampaignAt<K extends CampaignKind>(
  db: Db,
  instants: Date[],
  kind: K,
): Promise<(Campaign<K> | null)[]> {
  if (instants.length === 0) return [];
  const rows = await queryRows<CampaignDbRow & { i: number }>(
    db,
    sql`select d.i, ${columns}
        from jsonb_to_recordset(${JSON.stringify(
          instants.map((at, i) => ({ i, at: at.toISOString() })),
        )}::jsonb) as d(i int, at timestamptz)
        join campaigns on ${runningAt(sql`d.at`)} and kind = ${kind}
        order by d.i, sort_order, id`,
  );
  const first = new Map<number, Campaign<K>>();
  for (const row of rows) {
    const i = Number(row.i);
    const campaign = fromRow(row) as Campaign<K> | null;
    if (campaign && !first.has(i)) first.set(i, campaign);
  }
  return instants.map((_, i) => first.get(i) ?? null);
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

/**
 * Records the campaign that paid rewards `ids` (its cost so far, README.md "Cost so far"), in
 * the granting transaction.
 */
export async function recordCampaignRewards(tx: Db, campaignId: string, ids: bigint[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`insert into campaign_rewards (reward_id, campaign_id)
        select unnest(${`{${ids.join(',')}}`}::bigint[]), ${campaignId}::bigint
        on conflict do nothing`,
  );
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
