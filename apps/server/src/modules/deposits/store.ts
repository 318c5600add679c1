import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrders, players } from '../../db/schema';
import { queryRows } from '../../db/query';

/** SQL of the deposit orders; no business rule lives here. */
export type DepositOrderRow = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;
export type DepositStatus = 'pending' | 'success' | 'failed' | 'expired' | 'rejected';

/** Inserts an order; null when its order number is taken (the caller draws another). */
export async function insertDepositOrder(tx: Db, values: NewDepositOrder) {
  const [row] = await tx
    .insert(depositOrders)
    .values(values)
    .onConflictDoNothing({ target: depositOrders.orderNo })
    .returning();
  return row ?? null;
}

export async function findDepositOrder(db: Db, orderNo: string) {
  const [row] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
  return row ?? null;
}

export async function findPlayerDepositOrder(db: Db, playerId: number, orderNo: string) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.orderNo, orderNo), eq(depositOrders.playerId, playerId)));
  return row ?? null;
}

/** Whether any order already carries this UTR or transaction hash. */
export async function isReferenceTaken(db: Db, field: 'utr' | 'txHash', value: string) {
  const column = field === 'utr' ? depositOrders.utr : depositOrders.txHash;
  const [row] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(eq(column, value));
  return row !== undefined;
}

/**
 * Locks the player's row for the rest of the transaction: order creations of one player run one
 * after another, so the pending-order limit cannot be raced past. Answers what the order's checks
 * read off that row: the bound phone (their country's) and the date of birth (the age check).
 */
export async function lockPlayer(
  tx: Db,
  playerId: number,
): Promise<{ phone: string | null; birthday: string | null }> {
  const [row] = await tx
    .select({ phone: players.phone, birthday: players.birthday })
    .from(players)
    .where(eq(players.id, playerId))
    .for('update');
  return { phone: row?.phone ?? null, birthday: row?.birthday ?? null };
}

/** The player's bound phone, if any (charge info offers their country's deposit kinds). */
export async function phoneOfPlayer(db: Db, playerId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: players.phone })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.phone ?? null;
}

export async function countPendingOrders(tx: Db, playerId: number): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(depositOrders)
    .where(and(eq(depositOrders.playerId, playerId), eq(depositOrders.status, 'pending')));
  return Number(row?.count ?? 0);
}

/**
 * Changes an order only while it is in one of `from`: the conditional update is what makes
 * every transition happen once, whoever runs it concurrently. Null when it was not in `from`.
 */
export async function transitionDepositOrder(
  tx: Db,
  options: { id: bigint; from: DepositStatus[]; set: Partial<NewDepositOrder>; also?: SQL },
) {
  const [row] = await tx
    .update(depositOrders)
    .set({ ...options.set, updatedAt: sql`now()` })
    .where(
      and(
        eq(depositOrders.id, options.id),
        inArray(depositOrders.status, options.from),
        options.also,
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Moves many orders to success (a batch of callbacks), each only while it is in its `from`: the
 * conditional update of transitionDepositOrder, one statement for all. Answers the ids moved.
 */
export async function creditDepositOrders(
  tx: Db,
  orders: {
    id: bigint;
    from: DepositStatus[];
    set: {
      creditedPaise: bigint;
      bonusPaise: bigint;
      successAt: Date;
      bankRef: string | null;
      note: string | null;
    };
  }[],
): Promise<Set<bigint>> {
  if (orders.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update deposit_orders o
        set status = 'success', credited_paise = d.credited, bonus_paise = d.bonus,
            success_at = d.success_at, bank_ref = d.bank_ref, note = d.note, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(
          orders.map((o) => ({
            id: String(o.id),
            from_status: o.from,
            credited: String(o.set.creditedPaise),
            bonus: String(o.set.bonusPaise),
            success_at: o.set.successAt.toISOString(),
            bank_ref: o.set.bankRef,
            note: o.set.note,
          })),
        )}::jsonb) as d(id bigint, from_status text[], credited bigint, bonus bigint,
                        success_at timestamptz, bank_ref text, note text)
        where o.id = d.id and o.status = any(d.from_status)
        returning o.id::text as id`,
  );
  return new Set(rows.map((r) => BigInt(r.id)));
}

/** Locks the players' rows in id order (a batch of callbacks, before its orders). */
export async function lockPlayers(tx: Db, playerIds: number[]) {
  if (playerIds.length === 0) return;
  await tx.execute(
    sql`select id from players where id = any(${`{${[...new Set(playerIds)].join(',')}}`}::bigint[])
        order by id for update`,
  );
}

/** Reads and locks the orders of `ids`, in id order. */
export function lockDepositOrders(tx: Db, ids: bigint[]) {
  return tx
    .select()
    .from(depositOrders)
    .where(inArray(depositOrders.id, ids))
    .orderBy(depositOrders.id)
    .for('update');
}
