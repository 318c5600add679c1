import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type AnyDb } from '@khel/db';
import { decimal, hundredths, iso, num, type Raw } from './rows';

/** kg_crash_rounds: one row per round of the chain, its phase and (once ended) its seed. */

export type RoundStatus = 'betting' | 'running' | 'crashed' | 'cancelled';

export interface RoundRow {
  roundNo: number;
  chainId: number;
  chainIndex: number;
  seedHash: string;
  seed: string | null;
  crashPoint: number | null;
  /** The maximum multiplier in force for the round (hundredths; null: none, older rounds). */
  maxMultiplier: number | null;
  status: RoundStatus;
  bettingEndsAtMs: number;
  startedAtMs: number | null;
  crashedAtMs: number | null;
  createdAt: string;
}

const toRound = (r: Raw): RoundRow => ({
  roundNo: Number(r.round_no),
  chainId: Number(r.chain_id),
  chainIndex: Number(r.chain_index),
  seedHash: String(r.seed_hash),
  seed: (r.seed as string | null) ?? null,
  crashPoint: hundredths(r.crash_point),
  maxMultiplier: hundredths(r.max_multiplier),
  status: r.status as RoundStatus,
  bettingEndsAtMs: Number(r.betting_ends_at_ms),
  startedAtMs: num(r.started_at_ms),
  crashedAtMs: num(r.crashed_at_ms),
  createdAt: iso(r.created_at),
});

const rounds = async (db: AnyDb, query: SQL) => (await queryRows<Raw>(db, query)).map(toRound);

export const latestRound = async (db: AnyDb) =>
  (await rounds(db, sql`select * from kg_crash_rounds order by round_no desc limit 1`))[0];

export const findRound = async (db: AnyDb, roundNo: number) =>
  (await rounds(db, sql`select * from kg_crash_rounds where round_no = ${roundNo}`))[0];

export const unfinishedRounds = (db: AnyDb) =>
  rounds(
    db,
    sql`select * from kg_crash_rounds where status in ('betting', 'running') order by round_no`,
  );

/** The last crash points, newest first. */
export const recentRounds = (db: AnyDb, limit: number) =>
  rounds(
    db,
    sql`select * from kg_crash_rounds where status = 'crashed'
        order by round_no desc limit ${limit}`,
  );

export async function insertRound(
  db: AnyDb,
  round: {
    chainId: number;
    chainIndex: number;
    seedHash: string;
    bettingEndsAtMs: number;
    maxMultiplier: number;
  },
) {
  const [row] = await rounds(
    db,
    sql`insert into kg_crash_rounds (chain_id, chain_index, seed_hash, betting_ends_at_ms,
                                     max_multiplier)
        values (${round.chainId}, ${round.chainIndex}, ${round.seedHash}, ${round.bettingEndsAtMs},
                ${decimal(round.maxMultiplier)})
        returning *`,
  );
  return row!;
}

/** betting → running; undefined when the round is no longer betting. */
export const startRound = async (db: AnyDb, roundNo: number, startedAtMs: number) =>
  (
    await rounds(
      db,
      sql`update kg_crash_rounds set status = 'running', started_at_ms = ${startedAtMs}
          where round_no = ${roundNo} and status = 'betting' returning *`,
    )
  )[0];

/**
 * running → crashed, revealing the seed; in the same transaction every stake still in play is
 * lost — or, in a round that ends at its maximum multiplier (`capAt`), cashed out at it — and a
 * stake whose platform answer never came is to be rolled back.
 */
export function crashRound(
  db: AnyDb,
  round: {
    roundNo: number;
    seed: string;
    crashPoint: number;
    crashedAtMs: number;
    capAt: number | null;
    maxPayoutPaise: bigint;
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await rounds(
      tx,
      sql`update kg_crash_rounds
          set status = 'crashed', seed = ${round.seed}, crash_point = ${decimal(round.crashPoint)},
              crashed_at_ms = ${round.crashedAtMs}, ended_at = now()
          where round_no = ${round.roundNo} and status = 'running' returning *`,
    );
    if (!row) return undefined;
    if (round.capAt !== null) {
      await tx.execute(
        sql`update kg_crash_bets
            set status = 'cashed_out', cashout_at = ${decimal(round.capAt)},
                payout_paise = least(amount_paise * ${round.capAt} / 100, ${round.maxPayoutPaise})
            where round_no = ${round.roundNo} and status = 'placed'`,
      );
    }
    await tx.execute(
      sql`update kg_crash_bets set status = case status when 'placed' then 'lost' else 'refunded' end
          where round_no = ${round.roundNo} and status in ('placed', 'pending')`,
    );
    return row;
  });
}

/**
 * An interrupted round (betting or running when its engine went away): cancelled, its seed
 * revealed (the chain stays verifiable) and every stake not cashed out to be rolled back.
 */
export function cancelRound(
  db: AnyDb,
  round: { roundNo: number; seed: string; crashPoint: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await rounds(
      tx,
      sql`update kg_crash_rounds
          set status = 'cancelled', seed = ${round.seed}, crash_point = ${decimal(round.crashPoint)},
              ended_at = now()
          where round_no = ${round.roundNo} and status in ('betting', 'running') returning *`,
    );
    if (!row) return undefined;
    await tx.execute(
      sql`update kg_crash_bets set status = 'refunded'
          where round_no = ${round.roundNo} and status in ('placed', 'pending')`,
    );
    return row;
  });
}
