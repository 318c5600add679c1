import { RANKING_PERIODS, type RankingPeriod } from '@khel/contract';
import type { ZRankingAwardList } from '@khel/contract/admin-promotions';
import { paiseOf, toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** The awards of one period kind as the operator gives them (checked by the contract's schema). */
type Awards = z.output<typeof ZRankingAwardList>;
type AwardsByKind = Awaited<ReturnType<typeof listRankingAwards>>;

/**
 * Replaces the awards of a period kind in one transaction; the next close pays these. `hook`
 * runs in it with the awards before and after (the back office's audit row).
 */
export async function setRankingAwards(
  db: Db,
  kind: RankingPeriod,
  awards: Awards,
  now: Date,
  hook?: (tx: Db, change: { before: AwardsByKind; after: AwardsByKind }) => Promise<void>,
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Operators' writes one after another (a rare act); readers are not held up.
    await tx.execute(sql`lock table ranking_awards in share row exclusive mode`);
    const before = hook ? await listRankingAwards(tx) : null;
    await tx.execute(sql`delete from ranking_awards where period_kind = ${kind}`);
    if (awards.length > 0) await insertAwards(tx, kind, awards, now);
    if (hook) await hook(tx, { before: before!, after: await listRankingAwards(tx) });
  });
  return listRankingAwards(db);
}

async function insertAwards(tx: Db, kind: RankingPeriod, awards: Awards, now: Date) {
  const list = (values: unknown[]) => `{${values.join(',')}}`;
  await tx.execute(
    sql`insert into ranking_awards (period_kind, rank, amount_paise, updated_at)
        select ${kind}, a.rank, a.amount, ${now.toISOString()}::timestamptz
        from unnest(${list(awards.map((a) => a.rank))}::int[],
                    ${list(awards.map((a) => paiseOf(a.amount)))}::bigint[]) as a(rank, amount)`,
  );
}

/** Every period kind's awards, best place first, amounts in rupees. */
export async function listRankingAwards(db: Db) {
  const rows = await queryRows<{ kind: RankingPeriod; rank: number; amount: string }>(
    db,
    sql`select period_kind as kind, rank, amount_paise::text as amount from ranking_awards
        order by period_kind, rank`,
  );
  const byKind = Object.fromEntries(
    RANKING_PERIODS.map((kind) => [kind, [] as { rank: number; amount: number }[]]),
  ) as Record<RankingPeriod, { rank: number; amount: number }[]>;
  for (const row of rows) byKind[row.kind].push({ rank: row.rank, amount: toRupees(row.amount) });
  return byKind;
}
