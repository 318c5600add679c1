import type { GatewayEvent } from '../../integrations/payments/types';
import { toRupees } from '@khel/contract/money';
import { creditDeposit } from './credit-deposit';
import type { DepositDeps } from './deps';
import { recordDepositEvent } from './events';
import { findDepositOrder, transitionDepositOrder, type DepositOrderRow } from './store';

/** 'unknown_order': not ours — not acknowledged, so a misrouted callback is not lost silently. */
export type EventOutcome = 'handled' | 'unknown_order';

type DepositEvent = Extract<GatewayEvent, { type: 'order' | 'transfer' }>;

/**
 * A verified gateway callback about a deposit. Every branch is idempotent: a replay finds the
 * order already moved and changes nothing, and is still acknowledged so the gateway stops.
 */
export async function handleDepositEvent(
  deps: DepositDeps,
  event: DepositEvent,
): Promise<EventOutcome> {
  const order = await findDepositOrder(deps.db, event.merchantOrderId);
  if (!order || order.gateway !== deps.gateway.code) return 'unknown_order';
  await recordDepositEvent(deps.db, {
    orderId: order.id,
    source: 'gateway',
    kind: event.type === 'order' ? 'payment' : 'transfer',
    status: event.status,
    amountPaise: event.amountPaise,
    reference: event.type === 'order' ? event.utr : event.reference,
  });
  if (event.type === 'order') await handlePayment(deps, order, event);
  else await handleTransfer(deps, order, event);
  return 'handled';
}

async function handlePayment(
  deps: DepositDeps,
  order: DepositOrderRow,
  event: Extract<GatewayEvent, { type: 'order' }>,
) {
  if (order.channel !== 1)
    return flagForReview(deps, order, 'payment event for a non-online order');
  if (event.status === 'failed') {
    await transitionDepositOrder(deps.db, {
      id: order.id,
      from: ['pending'],
      set: { status: 'failed' },
    });
    return;
  }
  if (event.amountPaise !== order.amountPaise) {
    return flagForReview(
      deps,
      order,
      `amount_mismatch: paid ${toRupees(event.amountPaise)}, ordered ${toRupees(order.amountPaise)}`,
    );
  }
  // Paid after the platform expired (or gave up on) the order: the money really arrived, so it
  // is credited — refusing would keep the player's money — and the order says so.
  const late = order.status === 'expired' || order.status === 'failed';
  await creditDeposit(deps, {
    order,
    from: ['pending', 'expired', 'failed'],
    creditedPaise: event.amountPaise,
    confirmedAt: event.at,
    bankRef: event.utr,
    note: late ? `paid after the order was ${order.status}` : null,
  });
  if (late) deps.log?.warn({ orderNo: order.orderNo }, `deposit paid after it was ${order.status}`);
}

async function handleTransfer(
  deps: DepositDeps,
  order: DepositOrderRow,
  event: Extract<GatewayEvent, { type: 'transfer' }>,
) {
  const reference = order.utr ?? order.txHash;
  if (order.channel === 1 || (reference !== null && reference !== event.reference.toLowerCase())) {
    return flagForReview(deps, order, `transfer event for reference ${event.reference}`);
  }
  if (event.status === 'not_found' || event.amountPaise === null) {
    await transitionDepositOrder(deps.db, {
      id: order.id,
      from: ['pending'],
      set: { status: 'rejected' },
    });
    return;
  }
  // What arrived is what is credited, whatever the player claimed.
  await creditDeposit(deps, {
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
async function flagForReview(deps: DepositDeps, order: DepositOrderRow, reason: string) {
  await transitionDepositOrder(deps.db, {
    id: order.id,
    from: ['pending', 'expired'],
    set: { status: 'pending', reviewReason: reason.split(':')[0], note: reason },
  });
  deps.log?.warn({ orderNo: order.orderNo, reason }, 'deposit callback needs review');
}
