import type {
  adminWithdrawalDetail,
  adminWithdrawalList,
  AdminWithdrawStatus,
} from '@khel/contract/admin-money';
import { toRupees } from '@khel/contract/money';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { withdrawalEvents, withdrawalOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { findOrderByNo } from './order-store';
import { PAYOUT_QUEUE, payoutJobKey } from './payout';
import { operatorView } from './review';

type ListInput = z.output<typeof adminWithdrawalList.request>;

const SORTS = {
  createTime: 'created_at',
  amount: 'amount_paise',
  finishTime: 'finished_at',
} as const;

/** `LIKE` text that matches itself literally, then anything after (a prefix search). */
export const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's withdrawal table: filtered, sorted, one page, with the total. */
export async function listWithdrawals(db: Db, input: ListInput) {
  const where: SQL[] = [sql`true`];
  if (input.status) where.push(sql`status = ${input.status}`);
  if (input.playerId) where.push(sql`player_id = ${BigInt(input.playerId)}`);
  if (input.orderNo) where.push(sql`order_no like ${likePrefix(input.orderNo)}`);
  if (input.from) where.push(sql`created_at >= ${new Date(input.from).toISOString()}`);
  if (input.to) where.push(sql`created_at < ${new Date(input.to).toISOString()}`);
  const { rows, total } = await pageRows<{ id: string | number | bigint }>(
    db,
    sql`select id, created_at, amount_paise, finished_at from withdrawal_orders
      where ${sql.join(where, sql` and `)}`,
    orderOf(SORTS, input.sortBy, input.sortDesc, 'createTime'),
    input,
  );
  if (rows.length === 0) return { list: [], total };
  const ids = rows.map((r) => BigInt(r.id));
  const full = await db.select().from(withdrawalOrders).where(inArray(withdrawalOrders.id, ids));
  const byId = new Map(full.map((row) => [row.id, row]));
  return { list: ids.map((id) => operatorView(byId.get(id)!)), total };
}

type Detail = z.input<typeof adminWithdrawalDetail.response>;

/** One order, its payout (the gateway's id, when it was taken, its job) and its status changes. */
export async function withdrawalDetail(db: Db, orderNo: string): Promise<Detail> {
  const order = await findOrderByNo(db, orderNo);
  if (!order) throw new AppError('notFound', 'No such withdrawal order');
  const events = await db
    .select()
    .from(withdrawalEvents)
    .where(eq(withdrawalEvents.orderId, order.id))
    .orderBy(asc(withdrawalEvents.id));
  const [job] = await queryRows<{ attempts: number }>(
    db,
    sql`select attempts from jobs
      where queue = ${PAYOUT_QUEUE} and key = ${payoutJobKey(order.orderNo, order.payoutRound)}`,
  );
  return {
    order: operatorView(order),
    payout: {
      gatewayPayoutId: order.gatewayPayoutId,
      requestedAt: order.payoutRequestedAt?.toISOString() ?? null,
      attempts: Number(job?.attempts ?? 0),
      round: order.payoutRound,
    },
    events: events.map((e) => ({
      at: e.at.toISOString(),
      from: e.fromStatus as AdminWithdrawStatus | null,
      to: e.toStatus as AdminWithdrawStatus,
      actor: e.actor as 'player' | 'operator' | 'gateway' | 'system',
      detail: e.detail,
    })),
  };
}

/** Open alerts: payouts held for an operator, oldest first; and how many wait in each queue. */
export async function withdrawalAlerts(db: Db) {
  const held = await db
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.status, 'payout_failed'))
    .orderBy(asc(withdrawalOrders.updatedAt), asc(withdrawalOrders.id))
    .limit(100);
  const [counts] = await queryRows<{ held: string | number; review: string | number }>(
    db,
    sql`select count(*) filter (where status = 'payout_failed') as held,
        count(*) filter (where status = 'review') as review
      from withdrawal_orders where status in ('payout_failed', 'review')`,
  );
  return {
    alerts: held.map((row) => ({
      kind: 'payout_failed' as const,
      orderNo: row.orderNo,
      playerId: String(row.playerId),
      amount: toRupees(row.amountPaise),
      reason: row.failureReason ?? 'The payout failed',
      since: row.updatedAt.toISOString(),
    })),
    payoutFailed: Number(counts?.held ?? 0),
    withdrawalReview: Number(counts?.review ?? 0),
  };
}
