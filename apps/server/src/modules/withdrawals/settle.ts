import type { GatewayEvent } from '../../integrations/payments/types';
import { sendMail } from '../inbox';
import type { WithdrawalsDeps } from './deps';
import { postRefund, postSettlement, resolveMoveAccounts } from './ledger-moves';
import { findOrderByNo, transitionOrder } from './order-store';

type PayoutEvent = Extract<GatewayEvent, { type: 'payout' }>;

/** What a payout callback did; every outcome is acknowledged to the gateway. */
export type PayoutOutcome = 'success' | 'failed' | 'unchanged' | 'unknown' | 'mismatch';

/**
 * A verified payout callback from the gateway (the notify route checked its signature). Paid →
 * the order succeeds and the held amount settles; failed → the order fails and the amount goes
 * back to the wallet. Each is one conditional transition with its ledger posting in one
 * transaction, so a duplicate callback finds the order already final and changes nothing.
 */
export async function handlePayoutEvent(
  deps: WithdrawalsDeps,
  event: PayoutEvent,
): Promise<PayoutOutcome> {
  const order = await findOrderByNo(deps.db, event.merchantPayoutId);
  if (!order) {
    deps.log.warn({ payout: event.merchantPayoutId }, 'payout callback for an unknown order');
    return 'unknown';
  }
  if (event.amountPaise !== order.arrivalPaise) {
    // Signed by the gateway yet not what we asked for: a person has to look; nothing moves.
    deps.log.error(
      {
        orderNo: order.orderNo,
        expected: String(order.arrivalPaise),
        got: String(event.amountPaise),
      },
      'payout callback amount differs from the order',
    );
    return 'mismatch';
  }
  const ids = await resolveMoveAccounts(deps.accounts, order);
  const paid = event.status === 'paid';
  const changed = await deps.db.transaction(async (tx) => {
    const moved = await transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['processing', 'payout_failed'],
      to: paid ? 'success' : 'failed',
      actor: 'gateway',
      detail: paid ? `utr ${event.utr ?? '-'}` : event.failureReason,
      patch: {
        gatewayPayoutId: event.gatewayPayoutId,
        utr: event.utr,
        failureReason: paid ? null : (event.failureReason ?? 'The payout failed'),
      },
    });
    if (!moved) return false;
    await (paid ? postSettlement(tx, moved, ids) : postRefund(tx, moved, ids));
    await sendMail(tx, moved.playerId, paid ? 'withdrawal.paid' : 'withdrawal.failed', {
      orderNo: moved.orderNo,
      amount: String(moved.amountPaise),
    });
    return true;
  });
  if (!changed) return 'unchanged';
  return paid ? 'success' : 'failed';
}
