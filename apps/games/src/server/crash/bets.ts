import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type AnyDb } from '@khel/db';
import { decimal, hundredths, iso, type Raw } from './rows';

/** kg_crash_bets: one row per player bet, its own platform round; money in paise. */

export type BetStatus = 'pending' | 'placed' | 'refused' | 'cashed_out' | 'lost' | 'refunded';

export interface BetRow {
  id: number;
  roundNo: number;
  playerId: string;
  nickname: string;
  platformSessionId: string;
  amountPaise: bigint;
  autoCashout: number | null;
  cashoutAt: number | null;
  payoutPaise: bigint;
  status: BetStatus;
  settled: boolean;
  createdAt: string;
}

const toBet = (r: Raw): BetRow => ({
  id: Number(r.id),
  roundNo: Number(r.round_no),
  playerId: String(r.player_id),
  nickname: String(r.nickname),
  platformSessionId: String(r.platform_session_id),
  amountPaise: BigInt(String(r.amount_paise)),
  autoCashout: hundredths(r.auto_cashout),
  cashoutAt: hundredths(r.cashout_at),
  payoutPaise: BigInt(String(r.payout_paise)),
  status: r.status as BetStatus,
  settled: Boolean(r.settled),
  createdAt: iso(r.created_at),
});

const bets = async (db: AnyDb, query: SQL) => (await queryRows<Raw>(db, query)).map(toBet);

/** A new pending bet, only while the round takes bets; undefined when it no longer does. */
export async function insertBet(
  db: AnyDb,
  bet: {
    roundNo: number;
    playerId: string;
    nickname: string;
    platformSessionId: string;
    amountPaise: bigint;
    autoCashout: number | null;
  },
) {
  const [row] = await bets(
    db,
    sql`insert into kg_crash_bets
          (round_no, player_id, nickname, platform_session_id, amount_paise, auto_cashout)
        select ${bet.roundNo}, ${bet.playerId}, ${bet.nickname}, ${bet.platformSessionId},
               ${bet.amountPaise}, ${bet.autoCashout === null ? null : decimal(bet.autoCashout)}
        where exists (select 1 from kg_crash_rounds
                      where round_no = ${bet.roundNo} and status = 'betting')
        returning *`,
  );
  return row;
}

/** pending → placed / refused; undefined when the bet moved on meanwhile (e.g. refunded). */
export const markBetPlaced = async (db: AnyDb, id: number) =>
  (
    await bets(
      db,
      sql`update kg_crash_bets set status = 'placed'
          where id = ${id} and status = 'pending' returning *`,
    )
  )[0];

export const markBetRefused = async (db: AnyDb, id: number, error: string) =>
  (
    await bets(
      db,
      sql`update kg_crash_bets set status = 'refused', settled = true, settled_at = now(),
                                   last_error = ${error}
          where id = ${id} and status = 'pending' returning *`,
    )
  )[0];

/** pending → refunded: the stake's answer never came, so it is rolled back. */
export const markBetRefunded = async (db: AnyDb, id: number) =>
  (
    await bets(
      db,
      sql`update kg_crash_bets set status = 'refunded'
          where id = ${id} and status = 'pending' returning *`,
    )
  )[0];

/** placed → cashed_out at `at` (hundredths) while the round runs; undefined otherwise. */
export const cashOutBet = async (
  db: AnyDb,
  bet: { roundNo: number; playerId: string; at: number; maxPayoutPaise: bigint },
) =>
  (
    await bets(
      db,
      sql`update kg_crash_bets
          set status = 'cashed_out', cashout_at = ${decimal(bet.at)},
              payout_paise = least(amount_paise * ${bet.at} / 100, ${bet.maxPayoutPaise})
          where round_no = ${bet.roundNo} and player_id = ${bet.playerId} and status = 'placed'
            and exists (select 1 from kg_crash_rounds
                        where round_no = ${bet.roundNo} and status = 'running')
          returning *`,
    )
  )[0];

/** Every placed bet whose auto cash-out target is at most `upTo` (hundredths) cashes out there. */
export const autoCashOut = (db: AnyDb, roundNo: number, upTo: number, maxPayoutPaise: bigint) =>
  bets(
    db,
    sql`update kg_crash_bets
        set status = 'cashed_out', cashout_at = auto_cashout,
            payout_paise = least(amount_paise * round(auto_cashout * 100)::bigint / 100,
                                 ${maxPayoutPaise})
        where round_no = ${roundNo} and status = 'placed' and auto_cashout <= ${decimal(upTo)}
          and exists (select 1 from kg_crash_rounds
                      where round_no = ${roundNo} and status = 'running')
        returning *`,
  );

/** The biggest bets of a round (the list players see), and how many and how much in all. */
export const roundBets = (db: AnyDb, roundNo: number, limit = 100) =>
  bets(
    db,
    sql`select * from kg_crash_bets where round_no = ${roundNo} and status <> 'refused'
        order by amount_paise desc, id limit ${limit}`,
  );

export async function roundTotals(db: AnyDb, roundNo: number) {
  const [row] = await queryRows<{ n: unknown; total: unknown }>(
    db,
    sql`select count(*) as n, coalesce(sum(amount_paise), 0) as total from kg_crash_bets
        where round_no = ${roundNo} and status <> 'refused'`,
  );
  return { count: Number(row?.n ?? 0), totalPaise: BigInt(String(row?.total ?? 0)) };
}

export const findPlayerRoundBet = async (db: AnyDb, roundNo: number, playerId: string) =>
  (
    await bets(
      db,
      sql`select * from kg_crash_bets
          where round_no = ${roundNo} and player_id = ${playerId} and status <> 'refused'`,
    )
  )[0];

export const playerBets = (db: AnyDb, playerId: string, limit: number) =>
  bets(
    db,
    sql`select * from kg_crash_bets
        where player_id = ${playerId} and status in ('cashed_out', 'lost', 'refunded')
        order by id desc limit ${limit}`,
  );

export const findBet = async (db: AnyDb, id: number) =>
  (await bets(db, sql`select * from kg_crash_bets where id = ${id}`))[0];

/**
 * Bets whose final platform call (win or rollback) is not yet acknowledged, the least tried first
 * (so a row the platform keeps refusing never holds the others back; its last_error says why).
 */
export const unsettledBets = (db: AnyDb, limit: number) =>
  bets(
    db,
    sql`select * from kg_crash_bets
        where not settled and status in ('cashed_out', 'lost', 'refunded')
        order by attempts, id limit ${limit}`,
  );

export const markSettled = (db: AnyDb, id: number) =>
  db.execute(
    sql`update kg_crash_bets set settled = true, settled_at = now(), last_error = null
        where id = ${id}`,
  );

export const markAttemptFailed = (db: AnyDb, id: number, error: string) =>
  db.execute(
    sql`update kg_crash_bets set attempts = attempts + 1, last_error = ${error} where id = ${id}`,
  );
