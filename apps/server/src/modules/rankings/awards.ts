import { RANKING_PERIODS, amount, type RankingPeriod } from '@khel/contract';
import { paiseOf, toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** Awarded places of one period kind at most (the table's CHECK says the same). */
export const MAX_AWARDED_RANKS = 100;

/**
 * The operator's awards of one period kind: every awarded place once, from rank 1 without gaps,
 * an award never above the one of a better place. An empty list awards nothing.
 */
export const ZRankingAwards = z.object({
  awards: z
    .array(z.object({ rank: z.number().int().min(1), amount: amount() }))
    .max(MAX_AWARDED_RANKS, `at most ${MAX_AWARDED_RANKS} awarded places`)
    .superRefine((awards, ctx) => {
      const sorted = [...awards].sort((a, b) => a.rank - b.rank);
      sorted.forEach((award, i) => {
        if (award.rank !== i + 1) {
          ctx.addIssue({
            code: 'custom',
            message: 'ranks must run from 1 without gaps or repeats',
          });
        } else if (i > 0 && award.amount > sorted[i - 1]!.amount) {
          ctx.addIssue({
            code: 'custom',
            message: `the award of rank ${award.rank} may not exceed the award of rank ${award.rank - 1}`,
          });
        }
      });
    }),
});

export const ZRankingPeriod = z.enum(RANKING_PERIODS);

/** Replaces the awards of a period kind in one transaction; the next close pays these. */
export async function setRankingAwards(
  db: Db,
  kind: RankingPeriod,
  awards: z.output<typeof ZRankingAwards>['awards'],
  now: Date,
) {
  await db.transaction(async (tx) => {
    // Operators' writes one after another (a rare act); readers are not held up.
    await tx.execute(sql`lock table ranking_awards in share row exclusive mode`);
    await tx.execute(sql`delete from ranking_awards where period_kind = ${kind}`);
    if (awards.length === 0) return;
    const list = (values: unknown[]) => `{${values.join(',')}}`;
    await tx.execute(
      sql`insert into ranking_awards (period_kind, rank, amount_paise, updated_at)
          select ${kind}, a.rank, a.amount, ${now.toISOString()}::timestamptz
          from unnest(${list(awards.map((a) => a.rank))}::int[],
                      ${list(awards.map((a) => paiseOf(a.amount)))}::bigint[]) as a(rank, amount)`,
    );
  });
  return listRankingAwards(db);
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
