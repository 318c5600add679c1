import { RANKING_PERIODS, type RankingPeriod } from '@khel/contract';
import { adminRankingsGet, adminRankingsSet, type TCost } from '@khel/contract/admin-promotions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { registerAdminEndpoint, type OperatorsDeps } from '../operators';
import { rewardCosts, ZERO_COST } from '../rewards';
import { listRankingAwards, setRankingAwards } from './awards';

/** Closed periods listed with what each paid. */
const PERIODS_SHOWN = 30;

/**
 * Ranking awards and what they have cost: the awards are rewards of kind `ranking_award` with
 * source `ranking:<kind>:<start>` (close.ts awardSource), so each period's cost is its source's.
 */
async function rankingsView(db: Db, now: Date) {
  const from = sql`from rewards r where r.kind = 'ranking_award'`;
  const byKind = await rewardCosts(db, { from, key: sql`split_part(r.source, ':', 2)`, now });
  const cost = Object.fromEntries(
    RANKING_PERIODS.map((p) => [p, byKind.get(p) ?? ZERO_COST]),
  ) as Record<RankingPeriod, TCost>;
  const bySource = await rewardCosts(db, { from, key: sql`r.source`, now });
  const periods: { kind: RankingPeriod; start: string; winners: number; paid: number }[] = [];
  for (const [source, c] of bySource) {
    const [, kind, start] = (source ?? '').split(':') as [string, RankingPeriod, string];
    if (!(RANKING_PERIODS as readonly string[]).includes(kind) || !start) continue;
    periods.push({ kind, start, winners: c.paidCount, paid: c.paid });
  }
  periods.sort((a, b) => b.start.localeCompare(a.start) || a.kind.localeCompare(b.kind));
  return {
    awards: await listRankingAwards(db),
    cost,
    periods: periods.slice(0, PERIODS_SHOWN),
  };
}

/**
 * The back office's ranking awards (README.md "Awards and the close"), promotions.write: read
 * with what each period kind has paid, and one kind's list replaced in one transaction with its
 * audit row.
 */
export function adminRankingRoutes(app: FastifyInstance, admin: OperatorsDeps) {
  registerAdminEndpoint(app, admin, adminRankingsGet, (_input, context) =>
    rankingsView(context.db, context.at),
  );
  registerAdminEndpoint(app, admin, adminRankingsSet, async (input, context) => {
    await setRankingAwards(context.db, input.period, input.awards, context.at, (tx, change) =>
      context.auditIn(tx, {
        action: 'rankingAwards.update',
        targetType: 'rankingAwards',
        targetId: input.period,
        before: change.before[input.period],
        after: change.after[input.period],
      }),
    );
    return rankingsView(context.db, context.at);
  });
}
