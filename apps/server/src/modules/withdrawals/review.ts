import { WITHDRAW_STATUSES, type WithdrawStatus } from '@khel/contract';
import { desc, eq } from 'drizzle-orm';
import { withdrawalOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { toRupees } from '@khel/contract/money';
import { sendMail } from '../inbox';
import type { WithdrawalsDeps } from './deps';
import { accountLabel } from './format';
import { postRefund, resolveMoveAccounts } from './ledger-moves';
import { findOrderByNo, transitionOrder, type WithdrawalOrderRow } from './order-store';
import { enqueuePayout, requestPayout } from './payout';

/** Orders above the review threshold wait in 'review' until an operator approves or rejects. */

const operatorView = (row: WithdrawalOrderRow) => ({
  orderNo: row.orderNo,
  playerId: String(row.playerId),
  status: row.status,
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

export async function listOrdersForOperator(deps: WithdrawalsDeps, options: { status: string }) {
  if (!(WITHDRAW_STATUSES as readonly string[]).includes(options.status)) {
    throw new AppError('badRequest', `Invalid status: one of ${WITHDRAW_STATUSES.join(', ')}`);
  }
  const rows = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.status, options.status as WithdrawStatus))
    .orderBy(desc(withdrawalOrders.id))
    .limit(200);
  return { list: rows.map(operatorView) };
}

async function orderInReview(deps: WithdrawalsDeps, orderNo: string) {
  const order = await findOrderByNo(deps.db, orderNo);
  if (!order) throw new AppError('notFound', 'No such withdrawal order');
  return order;
}

const notInReview = (order: WithdrawalOrderRow) =>
  new AppError('conflict', `The order is ${order.status}, not waiting for review`);

/** review → processing, then the payout goes to the gateway. */
export async function approveWithdrawal(deps: WithdrawalsDeps, options: { orderNo: string }) {
  const order = await orderInReview(deps, options.orderNo);
  const moved = await deps.db.transaction(async (tx) => {
    const row = await transitionOrder(tx, {
      orderNo: order.orderNo,
      from: ['review'],
      to: 'processing',
      actor: 'operator',
    });
    if (row) await enqueuePayout(tx, row.orderNo);
    return row;
  });
  if (!moved) throw notInReview((await findOrderByNo(deps.db, order.orderNo))!);
  return operatorView(await requestPayout(deps, moved));
}

/** review → rejected, the amount back to the wallet in the same transaction. */
export async function rejectWithdrawal(
  deps: WithdrawalsDeps,
  options: { orderNo: string; reason: string },
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
    if (row) await postRefund(tx, row, ids);
    if (row)
      await sendMail(tx, row.playerId, 'withdrawal.rejected', {
        orderNo: row.orderNo,
        amount: String(row.amountPaise),
        reason: options.reason,
      });
    return row;
  });
  if (!moved) throw notInReview((await findOrderByNo(deps.db, order.orderNo))!);
  return operatorView(moved);
}
