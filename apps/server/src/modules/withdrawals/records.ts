import type { TWithdrawOrder, WithdrawStatus } from '@khel/contract';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { withdrawalOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import { accountLabel, rowId } from './format';
import { findOrderByNo, type WithdrawalOrderRow } from './order-store';
import { readTimezone } from '../app-config';

/**
 * The status a player sees: a payout held for an operator (payout_failed) is still on its way as
 * far as the player can tell — the amount is held and an operator retries or refunds it.
 */
const playerStatus = (status: string): WithdrawStatus =>
  status === 'payout_failed' ? 'processing' : (status as WithdrawStatus);

/** An order as the player sees it: the account masked, amounts in rupees. */
export const toWithdrawOrder = (row: WithdrawalOrderRow): TWithdrawOrder => ({
  orderNo: row.orderNo,
  amount: toRupees(row.amountPaise),
  serviceCharge: toRupees(row.feePaise),
  arrivalAmount: toRupees(row.arrivalPaise),
  status: playerStatus(row.status),
  bankAccount: accountLabel(row.bankName, row.accountNumber),
  holderName: row.holderName,
  utr: row.utr,
  failureReason: row.failureReason,
  createTime: row.createdAt.toISOString(),
  finishTime: row.finishedAt?.toISOString() ?? null,
});

/** WithdrawHistory: the player's orders in a range of the platform's days, newest first. */
export async function listWithdrawRecords(
  db: Db,
  options: {
    playerId: number;
    range: string;
    status: 'all' | WithdrawStatus;
    cursor?: string | null | undefined;
    pageSize: number;
  },
) {
  const timezone = await readTimezone(db);
  const { from, to } = rangeBounds(options.range, offsetMinutes(timezone), new Date());
  const rows = await db
    .select()
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.playerId, options.playerId),
        gte(withdrawalOrders.createdAt, from),
        lt(withdrawalOrders.createdAt, to),
        options.status === 'all'
          ? undefined
          : options.status === 'processing'
            ? inArray(withdrawalOrders.status, ['processing', 'payout_failed'])
            : eq(withdrawalOrders.status, options.status),
        options.cursor ? lt(withdrawalOrders.id, rowId(options.cursor)) : undefined,
      ),
    )
    .orderBy(desc(withdrawalOrders.id))
    .limit(options.pageSize + 1);
  const page = rows.slice(0, options.pageSize);
  return {
    list: page.map(toWithdrawOrder),
    nextCursor: rows.length > options.pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

/** One of the player's orders; another player's order number is "not found", not "forbidden". */
export async function getWithdrawOrder(db: Db, options: { playerId: number; orderNo: string }) {
  const row = await findOrderByNo(db, options.orderNo);
  if (!row || row.playerId !== options.playerId) {
    throw new AppError('notFound', 'This withdrawal order does not exist');
  }
  return toWithdrawOrder(row);
}
