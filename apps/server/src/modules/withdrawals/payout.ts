import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { withdrawalOrders } from '../../db/schema';
import type { WithdrawalsDeps } from './deps';
import type { WithdrawalOrderRow } from './order-store';

/**
 * Sends an order's payout to the gateway. The gateway is idempotent by merchantPayoutId (our
 * order number), so sending twice — a retry, or two instances — pays once. When the gateway
 * cannot be reached the order stays 'processing' with payout_requested_at null, and the retry
 * job sends it later. Answers the order as it is now.
 */
export async function requestPayout(
  deps: WithdrawalsDeps,
  order: WithdrawalOrderRow,
): Promise<WithdrawalOrderRow> {
  try {
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
  } catch (err) {
    deps.log.warn({ err, orderNo: order.orderNo }, 'withdrawal payout not sent; will retry');
    return reread(deps.db, order.id);
  }
}

async function reread(db: Db, id: bigint) {
  const [row] = await db.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
  return row!;
}

const RETRY_LEASE_SECONDS = 60;
const BATCH = 20;

/**
 * The retry job's one run: leases due unsent payouts (FOR UPDATE SKIP LOCKED, lease pushed a
 * minute ahead, in one statement so no transaction is open while the gateway is called) and
 * sends each. Two instances never lease the same order at the same time.
 */
export async function resendUnsentPayouts(deps: WithdrawalsDeps): Promise<number> {
  const due = await queryRows<{ id: string }>(
    deps.db,
    sql`update withdrawal_orders o
        set payout_retry_at = now() + make_interval(secs => ${RETRY_LEASE_SECONDS})
        where o.id in (
          select id from withdrawal_orders
          where status = 'processing' and payout_requested_at is null
            and (payout_retry_at is null or payout_retry_at <= now())
          order by payout_retry_at nulls first
          limit ${BATCH}
          for update skip locked)
        returning o.id::text as id`,
  );
  for (const { id } of due) {
    const order = await reread(deps.db, BigInt(id));
    if (order.status === 'processing' && !order.payoutRequestedAt) await requestPayout(deps, order);
  }
  return due.length;
}
