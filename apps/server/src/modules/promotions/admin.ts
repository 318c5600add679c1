import {
  COST_SOURCES,
  type CostSource,
  type TAdminCampaign,
} from '@khel/contract/admin-promotions';
import type { adminCampaignList, ZCampaignInput } from '@khel/contract/admin-promotions';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { costAggregates, presentCost, rewardCosts, ZERO_COST, type CostColumns } from '../rewards';
import { CAMPAIGN_PARAMS } from './campaigns';

/**
 * The back office's campaigns (README.md "Back office"): every kind listed with what it has cost
 * so far, created and replaced whole (validated by the contract's ZCampaignInput, its kind's
 * parameters included), switched on and off. Writes take the caller's transaction, so the audit
 * row commits with them.
 */

type CampaignInput = z.output<typeof ZCampaignInput>;

interface AdminCampaignRow extends CostColumns {
  id: string;
  kind: TAdminCampaign['kind'];
  title: Record<string, string>;
  rules: Record<string, string>;
  banner_url: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  enabled: boolean;
  params: Record<string, unknown>;
  wager_multiple_hundredths: number | null;
  sort_order: number;
  demo: boolean;
  running: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function present(row: AdminCampaignRow): TAdminCampaign {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    rules: row.rules,
    bannerUrl: row.banner_url,
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    enabled: row.enabled,
    params: row.params,
    wagerMultiple:
      row.wager_multiple_hundredths === null ? null : row.wager_multiple_hundredths / 100,
    sortOrder: row.sort_order,
    demo: row.demo,
    running: row.running,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    cost: presentCost(row),
  };
}

/** Campaigns with their cost (paid rewards recorded in campaign_rewards), as one query. */
function campaignsWithCost(now: Date, where = sql`true`) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`select c.id::text as id, c.id as row_id, c.kind, c.title, c.rules, c.banner_url, c.starts_at,
      c.ends_at, c.enabled, c.params, c.wager_multiple_hundredths, c.sort_order, c.demo,
      (c.enabled and (c.starts_at is null or c.starts_at <= ${at})
        and (c.ends_at is null or c.ends_at > ${at})) as running,
      c.created_at, c.updated_at,
      coalesce(x.paid, '0') as paid, coalesce(x.paid_count, 0) as paid_count,
      coalesce(x.players, 0) as players, coalesce(x.outstanding, '0') as outstanding,
      coalesce(x.paid, '0')::bigint as paid_paise
    from campaigns c
    left join (select cr.campaign_id, ${costAggregates(now)}
               from campaign_rewards cr join rewards r on r.id = cr.reward_id
               group by cr.campaign_id) x on x.campaign_id = c.id
    where ${where}`;
}

const SORTS = { sortOrder: 'sort_order', createdAt: 'created_at', paid: 'paid_paise' } as const;

export async function listCampaignsForAdmin(
  db: Db,
  input: z.output<(typeof adminCampaignList)['request']>,
  now: Date,
) {
  const filters = [sql`true`];
  if (input.kind) filters.push(sql`c.kind = ${input.kind}`);
  if (input.enabled !== undefined) filters.push(sql`c.enabled = ${input.enabled}`);
  const { rows, total } = await pageRows<AdminCampaignRow>(
    db,
    campaignsWithCost(now, sql.join(filters, sql` and `)),
    // The Promo tab's order by default: ascending.
    orderOf(SORTS, input.sortBy, input.sortBy ? input.sortDesc : false, 'sortOrder', 'row_id'),
    input,
  );
  return { list: rows.map(present), total };
}

export async function readCampaignForAdmin(db: Db, id: string, now: Date) {
  const [row] = await queryRows<AdminCampaignRow>(
    db,
    campaignsWithCost(now, sql`c.id = ${id}::bigint`),
  );
  if (!row) throw new AppError('notFound', 'No such campaign');
  return present(row);
}

const hundredths = (multiple: number | null) =>
  multiple === null ? null : Math.round(multiple * 100);
const json = (value: unknown) => JSON.stringify(value);

export async function createCampaign(tx: Db, input: CampaignInput, now: Date) {
  const params = CAMPAIGN_PARAMS[input.kind].parse(input.params ?? {});
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into campaigns (kind, title, rules, banner_url, starts_at, ends_at, enabled, params,
          wager_multiple_hundredths, sort_order, created_at, updated_at)
        values (${input.kind}, ${json(input.title)}::jsonb, ${json(input.rules)}::jsonb,
          ${input.bannerUrl}, ${input.startsAt}::timestamptz, ${input.endsAt}::timestamptz,
          ${input.enabled}, ${json(params)}::jsonb, ${hundredths(input.wagerMultiple)},
          ${input.sortOrder}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        returning id::text as id`,
  );
  return readCampaignForAdmin(tx, row!.id, now);
}

/** Locks and reads a campaign before a change (the audit's before). */
async function lockCampaign(tx: Db, id: string, now: Date) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id::text as id from campaigns where id = ${id}::bigint for update`,
  );
  if (!row) throw new AppError('notFound', 'No such campaign');
  return readCampaignForAdmin(tx, id, now);
}

/** Replaces a campaign whole; its kind stays (its cost so far belongs to that kind). */
export async function updateCampaign(tx: Db, id: string, input: CampaignInput, now: Date) {
  const before = await lockCampaign(tx, id, now);
  if (input.kind !== before.kind) {
    throw new AppError(
      'badRequest',
      "Invalid campaign.kind: a campaign's kind cannot change; create a new campaign",
    );
  }
  const params = CAMPAIGN_PARAMS[input.kind].parse(input.params ?? {});
  await tx.execute(
    sql`update campaigns set title = ${json(input.title)}::jsonb,
          rules = ${json(input.rules)}::jsonb, banner_url = ${input.bannerUrl},
          starts_at = ${input.startsAt}::timestamptz, ends_at = ${input.endsAt}::timestamptz,
          enabled = ${input.enabled}, params = ${json(params)}::jsonb,
          wager_multiple_hundredths = ${hundredths(input.wagerMultiple)},
          sort_order = ${input.sortOrder}, demo = false,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}::bigint`,
  );
  return { before, after: await readCampaignForAdmin(tx, id, now) };
}

export async function setCampaignEnabled(tx: Db, id: string, enabled: boolean, now: Date) {
  const before = await lockCampaign(tx, id, now);
  await tx.execute(
    sql`update campaigns set enabled = ${enabled}, demo = false,
          updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}::bigint`,
  );
  return { before, after: await readCampaignForAdmin(tx, id, now) };
}

/** What a campaign's audit row keeps: the campaign without its (ever-changing) cost. */
export const auditView = ({ cost: _cost, running: _running, ...campaign }: TAdminCampaign) =>
  campaign;

/**
 * Every promotion's cost so far, by the kind of reward that paid it (the bonus engine's kinds of
 * COST_SOURCES), and their total.
 */
export async function promotionCosts(db: Db, now: Date) {
  const kinds = `{${COST_SOURCES.join(',')}}`;
  const costs = await rewardCosts(db, {
    from: sql`from rewards r where r.kind = any(${kinds}::text[])`,
    key: sql`r.kind`,
    now,
  });
  const list = COST_SOURCES.map((source: CostSource) => ({
    source,
    ...(costs.get(source) ?? ZERO_COST),
  }));
  const [total] = await queryRows<CostColumns>(
    db,
    sql`select ${costAggregates(now)} from rewards r where r.kind = any(${kinds}::text[])`,
  );
  return { list, total: presentCost(total) };
}
