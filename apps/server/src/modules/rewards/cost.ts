import type { TCost } from '@khel/contract/admin-promotions';
import { toRupees } from '@khel/contract/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/**
 * What rewards have cost so far (README.md "Cost"), for the back office's promotions screens:
 * `paid` sums the rewards claimed — each claim is one ledger credit from bonus expense to the
 * wallet, of exactly the reward's amount — and `outstanding` the rewards still open (claimable,
 * or pending and not expired), what they would add if all were claimed.
 */

/** The aggregate columns of a cost row (see costAggregates). */
export interface CostColumns {
  paid: string | number;
  paid_count: string | number;
  players: string | number;
  outstanding: string | number;
}

interface CostRow extends CostColumns {
  key: string | null;
}

export const ZERO_COST: TCost = { paid: 0, paidCount: 0, players: 0, outstanding: 0 };

/** A cost row's columns (paise and counts as the database answers them) as the contract's cost. */
export const presentCost = (row: Partial<CostColumns> | undefined): TCost =>
  row
    ? {
        paid: toRupees(BigInt(row.paid ?? 0)),
        paidCount: Number(row.paid_count ?? 0),
        players: Number(row.players ?? 0),
        outstanding: toRupees(BigInt(row.outstanding ?? 0)),
      }
    : ZERO_COST;

/**
 * The aggregate select list of a cost over rewards `r` at `now`: `paid`, `paid_count`, `players`,
 * `outstanding` (paise as text). For a module that groups rewards by what it owns (a campaign,
 * a code) in its own query.
 */
export const costAggregates = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`coalesce(sum(r.amount_paise) filter (where r.status = 'claimed'), 0)::text as paid,
    count(*) filter (where r.status = 'claimed') as paid_count,
    count(distinct r.player_id) filter (where r.status = 'claimed') as players,
    coalesce(sum(r.amount_paise) filter (
      where r.status in ('pending', 'claimable')
        and (r.expires_at is null or r.expires_at > ${at})), 0)::text as outstanding`;
};

/**
 * Costs of the rewards `from` selects (SQL of `from … where …` naming the rewards `r`), grouped by
 * `key` (SQL over `r` and the joined tables; one row overall when absent), at `now`.
 */
export async function rewardCosts(
  db: Db,
  options: { from: SQL; now: Date; key?: SQL },
): Promise<Map<string | null, TCost>> {
  const key = options.key ?? sql`null::text`;
  const rows = await queryRows<CostRow>(
    db,
    sql`select ${key} as key, ${costAggregates(options.now)} ${options.from} group by 1`,
  );
  return new Map(rows.map((row) => [row.key === null ? null : String(row.key), presentCost(row)]));
}

/** The cost of the rewards `from` selects, as one figure. */
export async function rewardCost(db: Db, from: SQL, now: Date): Promise<TCost> {
  const costs = await rewardCosts(db, { from, now });
  return costs.get(null) ?? ZERO_COST;
}

/** Paid per platform day of the claim (`offsetMinutes` east of UTC), the last `days` days with any. */
export async function dailyPaid(
  db: Db,
  options: { from: SQL; offsetMinutes: number; days: number },
): Promise<{ day: string; paid: number; paidCount: number }[]> {
  const local = sql`(r.claimed_at + make_interval(mins => ${options.offsetMinutes}::int))::date`;
  const rows = await queryRows<{ day: string | Date; paid: string; paid_count: string | number }>(
    db,
    sql`select ${local}::text as day, sum(r.amount_paise)::text as paid, count(*) as paid_count
        ${options.from} and r.status = 'claimed'
        group by 1 order by 1 desc limit ${options.days}`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    paid: toRupees(r.paid),
    paidCount: Number(r.paid_count),
  }));
}
