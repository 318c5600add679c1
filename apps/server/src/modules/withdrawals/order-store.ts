import type { AdminWithdrawStatus as WithdrawStatus } from '@khel/contract/admin-money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalEvents, withdrawalOrders } from '../../db/schema';

export type WithdrawalOrderRow = typeof withdrawalOrders.$inferSelect;
export type Actor = 'player' | 'operator' | 'gateway' | 'system';

export async function findOrderByNo(db: Db, orderNo: string) {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, orderNo));
  return row ?? null;
}

export async function recordEvent(
  tx: Db,
  event: {
    orderId: bigint;
    from: WithdrawStatus | null;
    to: WithdrawStatus;
    actor: Actor;
    detail?: string | null;
  },
) {
  await tx.insert(withdrawalEvents).values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    actor: event.actor,
    detail: event.detail ?? null,
  });
}

/** A new order and its first event, in the caller's transaction. */
export async function insertOrder(tx: Db, values: typeof withdrawalOrders.$inferInsert) {
  const [row] = await tx.insert(withdrawalOrders).values(values).returning();
  await recordEvent(tx, {
    orderId: row!.id,
    from: null,
    to: row!.status as WithdrawStatus,
    actor: 'player',
  });
  return row!;
}

/**
 * Moves an order from one of `from` to `to`, only if it is still there: the one way a status
 * changes, so a duplicate callback or a double click finds nothing to change (null).
 */
export async function transitionOrder(
  tx: Db,
  options: {
    orderNo: string;
    from: WithdrawStatus[];
    to: WithdrawStatus;
    actor: Actor;
    detail?: string | null;
    patch?: Partial<typeof withdrawalOrders.$inferInsert>;
  },
) {
  const [before] = await tx
    .select({ id: withdrawalOrders.id, status: withdrawalOrders.status })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.orderNo, options.orderNo),
        inArray(withdrawalOrders.status, options.from),
      ),
    )
    .for('update');
  if (!before) return null;
  const final = options.to === 'success' || options.to === 'failed' || options.to === 'rejected';
  const [row] = await tx
    .update(withdrawalOrders)
    .set({
      ...options.patch,
      status: options.to,
      updatedAt: sql`now()`,
      ...(final ? { finishedAt: sql`now()` } : {}),
    })
    .where(eq(withdrawalOrders.id, before.id))
    .returning();
  await recordEvent(tx, {
    orderId: before.id,
    from: before.status as WithdrawStatus,
    to: options.to,
    actor: options.actor,
    detail: options.detail ?? null,
  });
  return row!;
}
