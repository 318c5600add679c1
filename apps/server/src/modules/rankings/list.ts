import type { RankingPeriod, RankingScope, TRankingListResponse } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { periodAt, periodBounds, periodKey } from './periods';
import { placeOf, type StandingsCache } from './standings';
import { readOwnTotal } from './store';

export interface RankingReadDeps {
  db: Db;
  standings: StandingsCache;
  /** The platform's UTC offset in minutes (app_settings `timezone`). */
  offset: () => Promise<number>;
  now: () => Date;
}

/**
 * A ranking list of the period running now or the one before, and the player's own place: the
 * list from the standings the instance holds (at most a few seconds old), the player's own
 * total read live and placed among them, so a bet just settled shows in the player's row.
 */
export async function getRankingList(
  deps: RankingReadDeps,
  input: { period: RankingPeriod; scope: RankingScope; playerId: number | null },
): Promise<TRankingListResponse> {
  const offset = await deps.offset();
  const period = periodAt(input.period, input.scope, offset, deps.now());
  const [standings, own] = await Promise.all([
    deps.standings.get(periodKey(period), period, input.scope === 'history'),
    input.playerId === null ? null : readOwnTotal(deps.db, period, input.playerId),
  ]);
  const awardOf = (rank: number) => toRupees(standings.awards.get(rank) ?? 0n);
  const rank = own && placeOf(standings.rows, { ...own, playerId: input.playerId! });
  const { from, to } = periodBounds(period, offset);
  return {
    period: input.period,
    scope: input.scope,
    from: from.toISOString(),
    to: to.toISOString(),
    list: standings.top.map((row) => ({
      rank: row.rank,
      phone: row.phone,
      totalBet: toRupees(row.totalPaise),
      award: awardOf(row.rank),
    })),
    mine:
      input.playerId === null
        ? null
        : {
            rank,
            totalBet: toRupees(own?.totalPaise ?? 0n),
            award: rank ? awardOf(rank) : 0,
          },
    updatedAt: standings.asOf.toISOString(),
  };
}
