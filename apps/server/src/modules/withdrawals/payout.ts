import { enqueueJob } from '@khel/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalOrders } from '../../db/schema';
import type { WithdrawalsDeps } from './deps';
import type { WithdrawalOrderRow } from './order-store';

/** The payout job's queue: one job per order, keyed by its order number. */
export const PAYOUT_QUEUE = 'withdrawals.payout';
/** The request that made the order sends it first; the job waits this long before it checks. */
const FIRST_CHECK_MS = 30_000;

/**
 * Enqueues the order's payout job in the transaction that moves the order to 'processing', so an
 * order never waits for a payout nobody will send (a crash or an unreachable gateway right after
 * the commit included).
 */
export async function enqueuePayout(tx: Db, orderNo: string, options: { sendNow: boolean }) {
  await enqueueJob(tx, {
    queue: PAYOUT_QUEUE,
    key: orderNo,
    payload: { orderNo },
    // Sent by the request itself first (sendNow), else by the job as soon as it runs.
    runAt: new Date(Date.now() + (options.sendNow ? FIRST_CHECK_MS : 0)),
  });
}

/**
 * Sends an order's payout to the gateway and records it; throws when the gateway cannot be
 * reached. The gateway is idempotent by merchantPayoutId (our order number), so sending twice —
 * a retry, or two instances — pays once.
 */
async function sendPayout(deps: WithdrawalsDeps, order: WithdrawalOrderRow) {
  const payout = await deps.gateway.createPayout({
    merchantPayoutId: order.orderNo,
    amountPaise: order.arrivalPaise,
    accountName: order.holderName,
    accountNumber: order.accountNumber,
    ifsc: order.ifsc,
  });
  const [updated] = await deps.db
    .update(withdrawalOrders)
    .set({
      payoutRequestedAt: sql`now()`,
      gatewayPayoutId: payout.gatewayPayoutId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(withdrawalOrders.id, order.id), isNull(withdrawalOrders.payoutRequestedAt)))
    .returning();
  return updated ?? (await reread(deps.db, order.id));
}

/**
 * The first attempt, in the request that made (or approved) the order. When the gateway cannot
 * be reached the order stays 'processing' with payout_requested_at null and its payout job sends
 * it later. Answers the order as it is now.
 */
export async function requestPayout(
  deps: WithdrawalsDeps,
  order: WithdrawalOrderRow,
): Promise<WithdrawalOrderRow> {
  try {
    return await sendPayout(deps, order);
  } catch (err) {
    deps.log.warn({ err, orderNo: order.orderNo }, 'withdrawal payout not sent; will retry');
    return reread(deps.db, order.id);
  }
}

async function reread(db: Db, id: bigint) {
  const [row] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
  return row!;
}

/**
 * The payout job: sends the order's payout unless it was sent or the order moved on. Throws when
 * the gateway cannot be reached, so the job runtime retries it with backoff.
 */
export async function runPayoutJob(deps: WithdrawalsDeps, payload: unknown): Promise<void> {
  const { orderNo } = payload as { orderNo: string };
  const [order] = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, orderNo));
  if (order?.status === 'processing' && !order.payoutRequestedAt) await sendPayout(deps, order);
}
