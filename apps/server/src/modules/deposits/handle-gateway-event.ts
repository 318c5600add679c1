import { toRupees } from '@khel/contract/money';
import type { GatewayEvent } from '../../integrations/payments/types';
import type { Db } from '../../db/client';
import { storeDepositCallback, type DepositEvent } from './callback-inbox';
import { creditDepositIn, type PreparedCredit } from './credit-deposit';
import type { DepositDeps } from './deps';
import { transitionDepositOrder, type DepositOrderRow } from './store';

/** 'unknown_order': not ours — not acknowledged, so a misrouted callback is not lost silently. */
export type EventOutcome = 'handled' | 'unknown_order';

/**
 * A verified gateway callback about a deposit, as it arrives: stored in the inbox (with its line
 * in the order's history) for the batch that credits it; answers the inbox row's id, or
 * 'unknown_order' (nothing stored).
 */
export async function storeDepositEvent(
  deps: Pick<DepositDeps, 'db' | 'gateway'>,
  event: Extract<GatewayEvent, { type: 'order' | 'transfer' }>,
): Promise<{ stored: string } | 'unknown_order'> {
  const stored = await storeDepositCallback(
    deps.db,
    { orderNo: event.merchantOrderId, gateway: deps.gateway.code },
    event,
  );
  return stored === null ? 'unknown_order' : { stored };
}

/** What applying an event needs: the batch's transaction and what its credit read beforehand. */
export interface ApplyContext {
  tx: Db;
  prepared: PreparedCredit;
  log?: DepositDeps['log'];
}

/**
 * Applies a stored callback to its order inside the batch's transaction. Every branch is
 * idempotent: a replay finds the order already moved and changes nothing.
 */
export async function applyDepositEvent(
  ctx: ApplyContext,
  order: DepositOrderRow,
  event: DepositEvent,
): Promise<void> {
  if (event.type === 'order') await handlePayment(ctx, order, event);
  else await handleTransfer(ctx, order, event);
}

async function handlePayment(
  ctx: ApplyContext,
  order: DepositOrderRow,
  event: Extract<GatewayEvent, { type: 'order' }>,
) {
  if (order.channel !== 1) return flagForReview(ctx, order, 'payment event for a non-online order');
  if (event.status === 'failed') {
    await transitionDepositOrder(ctx.tx, {
      id: order.id,
      from: ['pending'],
      set: { status: 'failed' },
    });
    return;
  }
  if (event.amountPaise !== order.amountPaise) {
    return flagForReview(
      ctx,
      order,
      `amount_mismatch: paid ${toRupees(event.amountPaise)}, ordered ${toRupees(order.amountPaise)}`,
    );
  }
  // Paid after the platform expired (or gave up on) the order: the money really arrived, so it
  // is credited — refusing would keep the player's money — and the order says so.
  const late = order.status === 'expired' || order.status === 'failed';
  await creditDepositIn(ctx.tx, ctx.prepared, {
    order,
    from: ['pending', 'expired', 'failed'],
    creditedPaise: event.amountPaise,
    confirmedAt: event.at,
    bankRef: event.utr,
    note: late ? `paid after the order was ${order.status}` : null,
  });
  if (late) ctx.log?.warn({ orderNo: order.orderNo }, `deposit paid after it was ${order.status}`);
}

async function handleTransfer(
  ctx: ApplyContext,
  order: DepositOrderRow,
  event: Extract<GatewayEvent, { type: 'transfer' }>,
) {
  const reference = order.utr ?? order.txHash;
  if (order.channel === 1 || (reference !== null && reference !== event.reference.toLowerCase())) {
    return flagForReview(ctx, order, `transfer event for reference ${event.reference}`);
  }
  if (event.status === 'not_found' || event.amountPaise === null) {
    await transitionDepositOrder(ctx.tx, {
      id: order.id,
      from: ['pending'],
      set: { status: 'rejected' },
    });
    return;
  }
  // What arrived is what is credited, whatever the player claimed.
  await creditDepositIn(ctx.tx, ctx.prepared, {
    order,
    from: ['pending', 'expired'],
    creditedPaise: event.amountPaise,
    confirmedAt: event.at,
  });
}

/**
 * Something an operator must look at (the gateway reports another amount or reference): nothing
 * is credited, the player keeps seeing the order pending, and expiry leaves it alone.
 */
async function flagForReview(ctx: ApplyContext, order: DepositOrderRow, reason: string) {
  await transitionDepositOrder(ctx.tx, {
    id: order.id,
    from: ['pending', 'expired'],
    set: { status: 'pending', reviewReason: reason.split(':')[0], note: reason },
  });
  ctx.log?.warn({ orderNo: order.orderNo, reason }, 'deposit callback needs review');
}
