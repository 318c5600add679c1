import {
  RANKING_LIST_SIZE,
  type RankingPeriod,
  type RankingScope,
  type TRankingListResponse,
} from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { periodAt, periodBounds, periodKey } from './periods';
import { maskedName, placeOf, type Standings, type StandingsCache } from './standings';
import { readOwnTotal, readPhones } from './store';

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
 * total read live and placed among them, so a bet just settled shows in the player's row — and in
 * the list, where that place is within it (README.md "Reads").
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
  const top =
    rank && rank <= RANKING_LIST_SIZE
      ? await withOwnRow(deps.db, standings, rank, own!.totalPaise, input.playerId!)
      : standings.top;
  return {
    period: input.period,
    scope: input.scope,
    from: from.toISOString(),
    to: to.toISOString(),
    list: top.map((row) => ({
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

/**
 * The standings' top rows with the player's live total at its place: their older row (if any)
 * taken out, the others below it moved down one, the list cut at its size again. The player's
 * masked name is read only when they were not already shown.
 */
async function withOwnRow(
  db: Db,
  standings: Standings,
  rank: number,
  totalPaise: bigint,
  playerId: number,
): Promise<Standings['top']> {
  const others = standings.top.filter((row) => row.playerId !== playerId);
  const shown = standings.top.find((row) => row.playerId === playerId);
  const phone =
    shown?.phone ?? maskedName(playerId, (await readPhones(db, [playerId])).get(playerId) ?? null);
  others.splice(rank - 1, 0, { rank, playerId, phone, totalPaise });
  return others.slice(0, RANKING_LIST_SIZE).map((row, i) => ({ ...row, rank: i + 1 }));
}
