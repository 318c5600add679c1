import { sql } from 'drizzle-orm';
import { withdrawalOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { sendMail } from '../inbox';
import type { WithdrawalsDeps } from './deps';
import { postRefund, resolveMoveAccounts } from './ledger-moves';
import { findOrderByNo, transitionOrder, type WithdrawalOrderRow } from './order-store';
import { enqueuePayout } from './payout';
import { operatorView, type ReviewHook } from './review';

/**
 * What an operator does with a payout held after the gateway refused it for good
 * ('payout_failed', payout.ts `holdPayout`): send it again, or give the amount back. Each is one
 * conditional transition from 'payout_failed' in one transaction with its audit row, so of any
 * number of concurrent decisions exactly one happens; the others answer 409.
 */

async function heldOrder(deps: WithdrawalsDeps, orderNo: string) {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order) throw new AppError('notFound', 'No such withdrawal order');
  return order;
}

const notHeld = (order: WithdrawalOrderRow) =>
  new AppError('conflict', `The order is ${order.status}, not a held payout`);

/**
 * payout_failed → processing with a new payout job (the next round: its own job key), sent by
 * the job as soon as the caller kicks the runtime. The gateway is idempotent by order number.
 */
export async function retryHeldPayout(
  deps: WithdrawalsDeps,
  options: { orderNo: string; hook: ReviewHook },
) {
  const order = await heldOrder(deps, options.orderNo);
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['payout_failed'],
      to: 'processing',
      actor: 'operator',
      detail: 'payout retried',
      patch: {
        failureReason: null,
        payoutRequestedAt: null,
        payoutRound: sql`${withdrawalOrders.payoutRound} + 1` as unknown as number,
      },
    });
    if (row) {
      await enqueuePayout(tx, row.orderNo, { sendNow: false, round: row.payoutRound });
      await options.hook(tx, { before: operatorView(order), after: operatorView(row) });
    }
    return row;
  });
  if (!moved) throw notHeld((await findOrderByNo(deps.db, order.orderNo))!);
  return operatorView(moved);
}

/**
 * payout_failed → failed, the whole amount back to the wallet (the refund key of the order: once,
 * whatever else runs). Refused while the gateway holds a payout for the order that may still be
 * paid, or cannot be asked: refunding then could pay the player twice.
 */
export async function refundHeldPayout(
  deps: WithdrawalsDeps,
  options: { orderNo: string; reason: string; hook: ReviewHook },
) {
  const order = await heldOrder(deps, options.orderNo);
  if (order.status !== 'payout_failed') throw notHeld(order);
  let atGateway;
  try {
    atGateway = await deps.gateway.queryPayout(order.orderNo);
  } catch {
    throw new AppError(
      'unavailable',
      'The gateway cannot be asked about this payout now; try again before refunding',
    );
  }
  if (atGateway && atGateway.status !== 'failed') {
    throw new AppError(
      'conflict',
      `The gateway has this payout as ${atGateway.status}: wait for its answer instead of refunding`,
    );
  }
  const ids = await resolveMoveAccounts(deps.accounts, order);
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['payout_failed'],
      to: 'failed',
      actor: 'operator',
      detail: options.reason,
      patch: { failureReason: options.reason },
    });
    if (row) {
      await postRefund(tx, row, ids);
      await sendMail(tx, row.playerId, 'withdrawal.failed', {
        orderNo: row.orderNo,
        amount: String(row.amountPaise),
      });
      await options.hook(tx, { before: operatorView(order), after: operatorView(row) });
    }
    return row;
  });
  if (!moved) throw notHeld((await findOrderByNo(deps.db, order.orderNo))!);
  return operatorView(moved);
}
