import type { RankingPeriod } from '@khel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';

/** A period by its kind and first local day (periods.ts). */
type Period = { kind: RankingPeriod; start: string };

/** Ranking order: higher total first, then who reached it first, then the older account. */
export const RANKING_ORDER = sql`t.total_paise desc, t.reached_at, t.player_id`;

const ofPeriod = (period: Period) =>
  sql`t.period_kind = ${period.kind} and t.period_start = ${period.start}::date`;

/** Microseconds since the epoch: exact in a float64 and ordered as PostgreSQL orders them. */
const micros = sql`(extract(epoch from t.reached_at) * 1000000)`;

export interface StandingsRows {
  playerIds: Float64Array;
  totals: Float64Array;
  reachedMicros: Float64Array;
}

/** A comma-separated list of numbers as a float64 column. */
const column = (text: string) =>
  text === '' ? new Float64Array(0) : Float64Array.from(text.split(','), Number);

/**
 * Every player's total of a period, in ranking order (columnar: 100,000 rows are ~2.4 MB). Sent
 * as three comma-separated texts, not 100,000 rows: parsing rows into objects would hold the
 * instance's event loop for most of a second, which every read behind it would wait out.
 */
export async function readStandings(db: Db, period: Period): Promise<StandingsRows> {
  const [row] = await queryRows<{ p: string; t: string; r: string }>(
    db,
    sql`select coalesce(string_agg(s.player_id::text, ','), '') as p,
          coalesce(string_agg(s.total_paise::text, ','), '') as t,
          coalesce(string_agg(s.micros::text, ','), '') as r
        from (select t.player_id, t.total_paise, ${micros}::bigint as micros
              from ranking_totals t where ${ofPeriod(period)} order by ${RANKING_ORDER}) s`,
  );
  return { playerIds: column(row!.p), totals: column(row!.t), reachedMicros: column(row!.r) };
}

/** One player's total of a period (a primary-key read), or null without a valid bet in it. */
export async function readOwnTotal(db: Db, period: Period, playerId: number) {
  const [row] = await queryRows<{ t: string; r: number }>(
    db,
    sql`select t.total_paise::text as t, ${micros}::float8 as r from ranking_totals t
        where ${ofPeriod(period)} and t.player_id = ${playerId}`,
  );
  return row ? { totalPaise: BigInt(row.t), reachedMicros: Number(row.r) } : null;
}

/** Phone numbers of the players shown (masked before they leave the module). */
export async function readPhones(db: Db, playerIds: number[]) {
  if (playerIds.length === 0) return new Map<number, string | null>();
  const rows = await queryRows<{ id: string; phone: string | null }>(
    db,
    sql`select id::text as id, phone from players
        where id = any(${`{${playerIds.join(',')}}`}::bigint[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.phone]));
}

/** The operator's award per rank of a period kind. */
export async function readAwards(db: Db, kind: RankingPeriod) {
  const rows = await queryRows<{ rank: number; amount: string }>(
    db,
    sql`select rank, amount_paise::text as amount from ranking_awards
        where period_kind = ${kind} order by rank`,
  );
  return new Map(rows.map((r) => [Number(r.rank), BigInt(r.amount)]));
}

/** The awards paid at a closed period's close, by rank (empty before its close). */
export async function readWinnerAwards(db: Db, period: Period) {
  const rows = await queryRows<{ rank: number; amount: string }>(
    db,
    sql`select rank, award_paise::text as amount from ranking_winners
        where period_kind = ${period.kind} and period_start = ${period.start}::date`,
  );
  return new Map(rows.map((r) => [Number(r.rank), BigInt(r.amount)]));
}
