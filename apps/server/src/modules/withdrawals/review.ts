import type { AdminWithdrawStatus, TAdminWithdrawal } from '@khel/contract/admin-money';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { toRupees } from '@khel/contract/money';
import { sendMail } from '../inbox';
import type { WithdrawalsDeps } from './deps';
import { accountLabel } from './format';
import { postRefund, resolveMoveAccounts } from './ledger-moves';
import { findOrderByNo, transitionOrder, type WithdrawalOrderRow } from './order-store';
import { enqueuePayout, requestPayout } from './payout';

/** Orders above the review threshold wait in 'review' until an operator approves or rejects. */

export const operatorView = (row: WithdrawalOrderRow): TAdminWithdrawal => ({
  id: String(row.id),
  orderNo: row.orderNo,
  playerId: String(row.playerId),
  status: row.status as AdminWithdrawStatus,
  amount: toRupees(row.amountPaise),
  serviceCharge: toRupees(row.feePaise),
  arrivalAmount: toRupees(row.arrivalPaise),
  bankAccount: accountLabel(row.bankName, row.accountNumber),
  ifsc: row.ifsc,
  holderName: row.holderName,
  utr: row.utr,
  failureReason: row.failureReason,
  createTime: row.createdAt.toISOString(),
  finishTime: row.finishedAt?.toISOString() ?? null,
});

/** Work a caller adds to a review's transaction (the back office's audit row). */
export type ReviewHook = (
  tx: Db,
  change: { before: TAdminWithdrawal; after: TAdminWithdrawal },
) => Promise<void>;

async function orderInReview(deps: WithdrawalsDeps, orderNo: string) {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order) throw new AppError('notFound', 'No such withdrawal order');
  return order;
}

const notInReview = (order: WithdrawalOrderRow) =>
  new AppError('conflict', `The order is ${order.status}, not waiting for review`);

/**
 * review → processing, then the payout goes to the gateway: sent by this request (`sendNow`), or
 * by the payout job at once (the back office, whose request answers when its audit commits).
 */
export async function approveWithdrawal(
  deps: WithdrawalsDeps,
  options: { orderNo: string; sendNow?: boolean; hook?: ReviewHook },
) {
  const sendNow = options.sendNow ?? true;
  const order = await orderInReview(deps, options.orderNo);
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['review'],
      to: 'processing',
      actor: 'operator',
    });
    if (row) {
      await enqueuePayout(tx, row.orderNo, { sendNow });
      await options.hook?.(tx, { before: operatorView(order), after: operatorView(row) });
    }
    return row;
  });
  if (!moved) throw notInReview((await findOrderByNo(deps.db, order.orderNo))!);
  return operatorView(sendNow ? await requestPayout(deps, moved) : moved);
}

/** review → rejected, the amount back to the wallet in the same transaction. */
export async function rejectWithdrawal(
  deps: WithdrawalsDeps,
  options: { orderNo: string; reason: string; hook?: ReviewHook },
) {
  const order = await orderInReview(deps, options.orderNo);
  const ids = await resolveMoveAccounts(deps.accounts, order);
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['review'],
      to: 'rejected',
      actor: 'operator',
      detail: options.reason,
      patch: { failureReason: options.reason },
    });
    if (row) {
      await postRefund(tx, row, ids);
      await sendMail(tx, row.playerId, 'withdrawal.rejected', {
        orderNo: row.orderNo,
        amount: String(row.amountPaise),
        reason: options.reason,
      });
      await options.hook?.(tx, { before: operatorView(order), after: operatorView(row) });
    }
    return row;
  });
  if (!moved) throw notInReview((await findOrderByNo(deps.db, order.orderNo))!);
  return operatorView(moved);
}
