import { WITHDRAW_STATUSES, type WithdrawStatus } from '@khel/contract';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  id: String(row.id),
  orderNo: row.orderNo,
  playerId: String(row.playerId),
  status: row.status as WithdrawStatus,
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

/** Orders of one status, newest first, a page at a time (cursor: the last id of a page). */
export async function listOrdersForOperator(
  deps: Pick<WithdrawalsDeps, 'db'>,
  options: { status: string; cursor?: string | undefined; pageSize?: number },
) {
  if (!(WITHDRAW_STATUSES as readonly string[]).includes(options.status)) {
    throw new AppError('badRequest', `Invalid status: one of ${WITHDRAW_STATUSES.join(', ')}`);
  }
  const pageSize = options.pageSize ?? 200;
  const status = eq(withdrawalOrders.status, options.status as WithdrawStatus);
  const rows = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(options.cursor ? and(status, lt(withdrawalOrders.id, BigInt(options.cursor))) : status)
    .orderBy(desc(withdrawalOrders.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    list: page.map(operatorView),
    nextCursor: rows.length > pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

/** Work a caller adds to a review's transaction (the back office's audit row). */
export type ReviewHook = (
  tx: Db,
  change: { before: ReturnType<typeof operatorView>; after: ReturnType<typeof operatorView> },
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
