import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameRounds } from '../../db/schema';

export type RoundRow = typeof gameRounds.$inferSelect;

/** The round as it is now, without a lock (to find its player before a transaction starts). */
export async function findRound(
  db: Db,
  providerCode: string,
  roundId: string,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerCode, providerCode), eq(gameRounds.roundId, roundId)));
  return row;
}

export async function lockRound(
  tx: Db,
  providerCode: string,
  roundId: string,
): Promise<RoundRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerCode, providerCode), eq(gameRounds.roundId, roundId)))
    .for('update');
  return row;
}

export const addToRound = (
  tx: Db,
  id: bigint,
  change: { stakePaise?: bigint; winPaise?: bigint },
) =>
  tx
    .update(gameRounds)
    .set({
      stakePaise: sql`${gameRounds.stakePaise} + ${change.stakePaise ?? 0n}`,
      winPaise: sql`${gameRounds.winPaise} + ${change.winPaise ?? 0n}`,
    })
    .where(eq(gameRounds.id, id));

export const closeRound = (
  tx: Db,
  id: bigint,
  status: 'settled' | 'cancelled',
  validBetPaise: bigint,
) =>
  tx
    .update(gameRounds)
    .set({ status, validBetPaise, settledAt: sql`now()` })
    .where(eq(gameRounds.id, id));
