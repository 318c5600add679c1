import { toRupees } from '@khel/contract/money';
import type { GatewayEvent } from '../../integrations/payments/types';
import type { Db } from '../../db/client';
import { storeDepositCallback, type DepositEvent } from './callback-inbox';
import { creditDepositIn, type CreditDepositOptions, type PreparedCredit } from './credit-deposit';
import type { DepositDeps } from './deps';
import { transitionDepositOrder, type DepositOrderRow, type DepositStatus } from './store';

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
 * What a callback does to its order, decided from the order as read and the event: credit it
 * (`late`: paid after the platform expired or gave up on it), move it to another status, or flag
 * it for an operator's review. Applying it is idempotent: each is a conditional move of the
 * order, so a replay finds the order already moved and changes nothing.
 */
export type EventDecision =
  | { kind: 'credit'; options: CreditDepositOptions; late: boolean }
  | { kind: 'move'; from: DepositStatus[]; status: DepositStatus }
  | { kind: 'review'; reason: string };

export function decideDepositEvent(order: DepositOrderRow, event: DepositEvent): EventDecision {
  if (event.type === 'order') {
    if (order.channel !== 1)
      return { kind: 'review', reason: 'payment event for a non-online order' };
    if (event.status === 'failed') return { kind: 'move', from: ['pending'], status: 'failed' };
    if (event.amountPaise !== order.amountPaise) {
      return {
        kind: 'review',
        reason: `amount_mismatch: paid ${toRupees(event.amountPaise)}, ordered ${toRupees(order.amountPaise)}`,
      };
    }
    // Paid after the platform expired (or gave up on) the order: the money really arrived, so it
    // is credited — refusing would keep the player's money — and the order says so.
    const late = order.status === 'expired' || order.status === 'failed';
    return {
      kind: 'credit',
      late,
      options: {
        order,
        from: ['pending', 'expired', 'failed'],
        creditedPaise: event.amountPaise,
        confirmedAt: event.at,
        bankRef: event.utr,
        note: late ? `paid after the order was ${order.status}` : null,
      },
    };
  }
  const reference = order.utr ?? order.txHash;
  if (order.channel === 1 || (reference !== null && reference !== event.reference.toLowerCase())) {
    return { kind: 'review', reason: `transfer event for reference ${event.reference}` };
  }
  if (event.status === 'not_found' || event.amountPaise === null) {
    return { kind: 'move', from: ['pending'], status: 'rejected' };
  }
  // What arrived is what is credited, whatever the player claimed.
  return {
    kind: 'credit',
    late: false,
    options: {
      order,
      from: ['pending', 'expired'],
      creditedPaise: event.amountPaise,
      confirmedAt: event.at,
    },
  };
}

/** Applies a stored callback to its order inside the batch's transaction, alone. */
export async function applyDepositEvent(
  ctx: ApplyContext,
  order: DepositOrderRow,
  event: DepositEvent,
): Promise<void> {
  const decision = decideDepositEvent(order, event);
  if (decision.kind === 'credit') {
    await creditDepositIn(ctx.tx, ctx.prepared, decision.options);
    reportLate(ctx.log, decision);
  } else if (decision.kind === 'move') {
    await transitionDepositOrder(ctx.tx, {
      id: order.id,
      from: decision.from,
      set: { status: decision.status },
    });
  } else {
    await flagForReview(ctx, order, decision.reason);
  }
}

/** A payment after the order expired or failed is logged (a credit's note says so too). */
export function reportLate(
  log: DepositDeps['log'],
  decision: Extract<EventDecision, { kind: 'credit' }>,
) {
  if (!decision.late) return;
  const { order } = decision.options;
  log?.warn({ orderNo: order.orderNo }, `deposit paid after it was ${order.status}`);
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
