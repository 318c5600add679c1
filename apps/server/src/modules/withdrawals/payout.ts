import { enqueueJob, type JobInfo } from '@khel/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalOrders } from '../../db/schema';
import { GatewayRefusal } from '../../integrations/payments/types';
import type { WithdrawalsDeps } from './deps';
import { transitionOrder, type WithdrawalOrderRow } from './order-store';
import { readWithdrawSettings } from './settings';

/** The payout job's queue: one job per order, keyed by its order number. */
export const PAYOUT_QUEUE = 'withdrawals.payout';
/** The request that made the order sends it first; the job waits this long before it checks. */
const FIRST_CHECK_MS = 30_000;

/**
 * Enqueues the order's payout job in the transaction that moves the order to 'processing', so an
 * order never waits for a payout nobody will send (a crash or an unreachable gateway right after
 * the commit included).
 */
export async function enqueuePayout(
  tx: Db,
  orderNo: string,
  options: { sendNow: boolean; round?: number },
) {
  const round = options.round ?? 1;
  await enqueueJob(tx, {
    queue: PAYOUT_QUEUE,
    // An operator's retry of a held payout is a new job: the key of each round is its own.
    key: payoutJobKey(orderNo, round),
    payload: { orderNo },
    // Sent by the request itself first (sendNow), else by the job as soon as it runs.
    runAt: new Date(Date.now() + (options.sendNow ? FIRST_CHECK_MS : 0)),
  });
}

/** The payout job of an order's round (1, then one more per operator retry). */
export const payoutJobKey = (orderNo: string, round: number) =>
  round > 1 ? `${orderNo}:${round}` : orderNo;

/**
 * Holds an order whose payout the gateway refused for good, or could not take after the
 * configured attempts: 'payout_failed', the amount still held, an alert for operators (the back
 * office's alerts) and an error in the log. An operator retries the payout or refunds it.
 */
export async function holdPayout(deps: WithdrawalsDeps, order: WithdrawalOrderRow, reason: string) {
  const held = await deps.db.transaction((tx) =>
    transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['processing'],
      to: 'payout_failed',
      actor: 'system',
      detail: reason,
      patch: { failureReason: reason },
    }),
  );
  if (held) {
    deps.log.error(
      { orderNo: order.orderNo, playerId: order.playerId, reason },
      'withdrawal payout refused for good: held for an operator (payout_failed)',
    );
  }
  return held ?? (await reread(deps.db, order.id));
}

const refusalReason = (err: GatewayRefusal) => `Gateway refused the payout: ${err.message}`;

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
    if (err instanceof GatewayRefusal) return holdPayout(deps, order, refusalReason(err));
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
 * the gateway cannot be reached, so the job runtime retries it with backoff — until the
 * configured attempts (app_settings `withdraw.payoutMaxAttempts`) are spent, or at once when the
 * gateway refuses the payout for good: then the order is held for an operator (`holdPayout`).
 */
export async function runPayoutJob(
  deps: WithdrawalsDeps,
  payload: unknown,
  job: Pick<JobInfo, 'attempt'>,
): Promise<void> {
  const { orderNo } = payload as { orderNo: string };
  const [order] = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, orderNo));
  if (order?.status !== 'processing' || order.payoutRequestedAt) return;
  try {
    await sendPayout(deps, order);
  } catch (err) {
    if (err instanceof GatewayRefusal) {
      await holdPayout(deps, order, refusalReason(err));
      return;
    }
    const { payoutMaxAttempts } = await readWithdrawSettings(deps.db);
    if (job.attempt >= payoutMaxAttempts) {
      await holdPayout(
        deps,
        order,
        `The gateway could not take the payout after ${job.attempt} attempts`,
      );
      return;
    }
    throw err;
  }
}
