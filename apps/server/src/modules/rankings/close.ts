import type { RankingPeriod } from '@khel/contract';
import { addDays, localDay } from '@khel/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimDueAutoRewards, insertRewards } from '../rewards';
import type { AccountDirectory } from '../wallet';
import { periodOfDay, type Period } from './periods';
import { RANKING_ORDER } from './store';

export interface RankingCloseDeps {
  db: Db;
  accounts: AccountDirectory;
  offset: () => Promise<number>;
}

/** The reward source of a period's awards: one award per player and period. */
export const awardSource = (period: Period) => `ranking:${period.kind}:${period.start}`;

/**
 * Closes a finished period: its awarded places are written once (`ranking_winners`, the awards as
 * the operator set them at the first close), granted as 'ranking_award' rewards unique per
 * player and period, and paid at once through the bonus engine. Safe to run again and on two
 * instances at once: the winners are written only while none exist (a second writer's rows
 * conflict and are dropped), a reward is granted once per (player, source), and a reward is paid
 * by the one transaction that moves it to 'claimed'.
 */
export async function closeRankingPeriod(deps: RankingCloseDeps, period: Period, now: Date) {
  const source = awardSource(period);
  const winners = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ranking_winners (period_kind, period_start, rank, player_id, total_paise,
            award_paise, closed_at)
          select ${period.kind}, ${period.start}::date, w.rank, w.player_id, w.total_paise,
            a.amount_paise, ${now.toISOString()}::timestamptz
          from (select t.player_id, t.total_paise, row_number() over (order by ${RANKING_ORDER}) as rank
                from ranking_totals t
                where t.period_kind = ${period.kind} and t.period_start = ${period.start}::date
                order by ${RANKING_ORDER}
                limit (select count(*) from ranking_awards where period_kind = ${period.kind})) w
          join ranking_awards a on a.period_kind = ${period.kind} and a.rank = w.rank
          where not exists (select 1 from ranking_winners x
                            where x.period_kind = ${period.kind}
                              and x.period_start = ${period.start}::date)
          on conflict do nothing`,
    );
    return insertRewards(
      tx,
      { kind: 'ranking_award', autoClaim: true },
      sql`select w.player_id, w.award_paise as amount_paise, ${source} as source
          from ranking_winners w
          where w.period_kind = ${period.kind} and w.period_start = ${period.start}::date`,
      now,
    );
  });
  const paid = await claimDueAutoRewards(deps.db, deps.accounts, { now, source });
  return { source, granted: winners.length, ...paid };
}

/** The period of `kind` that ended by `occurrence` (the one holding the local day before it). */
export async function closeFinishedPeriod(
  deps: RankingCloseDeps,
  kind: RankingPeriod,
  occurrence: Date,
  now: Date,
) {
  const offset = await deps.offset();
  const period = periodOfDay(kind, addDays(localDay(offset, occurrence), -1));
  return closeRankingPeriod(deps, period, now);
}
