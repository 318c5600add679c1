import type {
  adminDepositList,
  adminDepositMatch,
  adminDepositReconciliation,
  adminDepositReject,
  DepositKind,
  DepositStatus,
  TAdminDeposit,
} from '@khel/contract/admin-money';
import { paiseOf, toRupees } from '@khel/contract/money';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { depositOrders } from '../../db/schema';
import { AppError } from '../../errors';
import type { AdminContext } from '../operators';
import { creditDeposit } from './credit-deposit';
import type { DepositDeps } from './deps';
import { listDepositEvents, recordDepositEvent } from './events';
import { findDepositOrder, transitionDepositOrder, type DepositOrderRow } from './store';

const KIND_OF_CHANNEL: Record<number, DepositKind> = { 1: 'online', 2: 'transfer', 4: 'crypto' };
const CHANNEL_OF_KIND: Record<DepositKind, number> = { online: 1, transfer: 2, crypto: 4 };

/** An order as operators see it: everything the player sent and the gateway confirmed. */
export const adminDepositView = (row: DepositOrderRow): TAdminDeposit => ({
  id: String(row.id),
  orderNo: row.orderNo,
  playerId: String(row.playerId),
  kind: KIND_OF_CHANNEL[row.channel] ?? 'online',
  selfService: row.selfService,
  method: row.method,
  channelName: row.channelName,
  status: row.status as DepositStatus,
  amount: toRupees(row.amountPaise),
  credited: row.creditedPaise === null ? null : toRupees(row.creditedPaise),
  bonus: toRupees(row.bonusPaise),
  utr: row.utr,
  txHash: row.txHash,
  referenceAt: row.referenceAt?.toISOString() ?? null,
  bankRef: row.bankRef,
  gatewayOrderId: row.gatewayOrderId,
  reviewReason: row.reviewReason,
  note: row.note,
  createTime: row.createdAt.toISOString(),
  successTime: row.successAt?.toISOString() ?? null,
  expireTime: row.expireAt.toISOString(),
});

/**
 * The reconciliation queue: pending orders carrying a UTR or hash from the player, or flagged by
 * a callback that did not match (review_reason), that no gateway confirmation has settled.
 */
const AWAITING = sql`status = 'pending' and (utr is not null or tx_hash is not null or review_reason is not null)`;

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Filters {
  playerId?: string | undefined;
  orderNo?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

function filtersOf(input: Filters): SQL[] {
  const where: SQL[] = [sql`true`];
  if (input.playerId) where.push(sql`player_id = ${BigInt(input.playerId)}`);
  if (input.orderNo) where.push(sql`order_no like ${likePrefix(input.orderNo)}`);
  if (input.from) where.push(sql`created_at >= ${new Date(input.from).toISOString()}`);
  if (input.to) where.push(sql`created_at < ${new Date(input.to).toISOString()}`);
  return where;
}

/** One page of orders matching `where`, in `order`, as operators see them. */
async function pageOfOrders(
  db: Db,
  where: SQL[],
  order: SQL,
  page: { page: number; pageSize: number },
) {
  const { rows, total } = await pageRows<{ id: string | number | bigint }>(
    db,
    sql`select id, created_at, amount_paise, success_at, reference_at from deposit_orders
      where ${sql.join(where, sql` and `)}`,
    order,
    page,
  );
  if (rows.length === 0) return { list: [], total };
  const ids = rows.map((r) => BigInt(r.id));
  const full = await db.select().from(depositOrders).where(inArray(depositOrders.id, ids));
  const byId = new Map(full.map((row) => [row.id, row]));
  return { list: ids.map((id) => adminDepositView(byId.get(id)!)), total };
}

export async function listDeposits(db: Db, input: z.output<typeof adminDepositList.request>) {
  const where = filtersOf(input);
  if (input.status) where.push(sql`status = ${input.status}`);
  if (input.kind) where.push(sql`channel = ${CHANNEL_OF_KIND[input.kind]}`);
  const order = orderOf(
    { createTime: 'created_at', amount: 'amount_paise', successTime: 'success_at' },
    input.sortBy,
    input.sortDesc,
    'createTime',
  );
  return pageOfOrders(db, where, order, input);
}

export async function listReconciliation(
  db: Db,
  input: z.output<typeof adminDepositReconciliation.request>,
) {
  const where = [...filtersOf(input), AWAITING];
  if (input.kind === 'transfer') where.push(sql`channel = 2 and utr is not null`);
  if (input.kind === 'crypto') where.push(sql`channel = 4 and tx_hash is not null`);
  if (input.kind === 'flagged') where.push(sql`review_reason is not null`);
  // Oldest first by default: the queue is worked from the longest waiting.
  const order = orderOf(
    { referenceAt: 'reference_at', createTime: 'created_at', amount: 'amount_paise' },
    input.sortBy,
    input.sortBy ? input.sortDesc : false,
    'referenceAt',
  );
  return pageOfOrders(db, where, order, input);
}

/** How many orders wait in the reconciliation queue (the back office's alert counts). */
export async function countReconciliation(db: Db) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from deposit_orders where ${AWAITING}`,
  );
  return Number(row?.n ?? 0);
}

const isAwaiting = (order: DepositOrderRow) =>
  order.status === 'pending' &&
  (order.utr !== null || order.txHash !== null || order.reviewReason !== null);

async function awaitingOrder(db: Db, orderNo: string) {
  const order = await findDepositOrder(db, orderNo);
  if (!order) throw new AppError('notFound', 'No such deposit order');
  if (!isAwaiting(order)) throw notAwaiting(order);
  return order;
}

const notAwaiting = (order: DepositOrderRow) =>
  new AppError(
    'conflict',
    order.status === 'pending'
      ? 'The order has no UTR or hash to reconcile'
      : `The order is ${order.status}, not waiting for reconciliation`,
  );

/** One order with its events, oldest first. */
export async function depositDetail(db: Db, orderNo: string) {
  const order = await findDepositOrder(db, orderNo);
  if (!order) throw new AppError('notFound', 'No such deposit order');
  const events = await listDepositEvents(db, order.id);
  return {
    order: adminDepositView(order),
    events: events.map((e) => ({
      at: e.at.toISOString(),
      source: e.source as 'player' | 'gateway' | 'operator' | 'system',
      kind: e.kind,
      status: e.status,
      amount: e.amountPaise === null ? null : toRupees(e.amountPaise),
      reference: e.reference,
      detail: e.detail,
    })),
  };
}

export const PROTECTION_HELD =
  "The player's deposit limit or time-out holds this deposit now: match it once the limit has room or the exclusion has ended, or reject it and return the money";

/**
 * An operator confirms a UTR / hash (bank statement, chain explorer): the deposit credit path
 * itself (one conditional move to success, the ledger postings, VIP, promotions), with the
 * operator's event and audit row in its transaction — so of any concurrent decisions one wins.
 */
export async function matchDeposit(
  deps: DepositDeps,
  context: AdminContext,
  input: z.output<typeof adminDepositMatch.request>,
) {
  const order = await awaitingOrder(context.db, input.orderNo);
  const creditedPaise = paiseOf(input.amount);
  const outcome = await creditDeposit(deps, {
    order,
    from: ['pending'],
    creditedPaise,
    confirmedAt: context.at,
    note: `matched by an operator${input.note ? `: ${input.note}` : ''}`,
    hook: async (tx) => {
      await recordDepositEvent(tx, {
        orderId: order.id,
        source: 'operator',
        kind: 'match',
        status: 'success',
        amountPaise: creditedPaise,
        reference: order.utr ?? order.txHash,
        detail: input.note ?? null,
      });
      await context.auditIn(tx, {
        action: 'deposit.match',
        targetType: 'deposit',
        targetId: order.orderNo,
        before: { status: order.status, amount: toRupees(order.amountPaise) },
        after: { status: 'success', credited: input.amount, note: input.note ?? null },
      });
    },
  });
  const now = (await findDepositOrder(context.db, order.orderNo))!;
  if (outcome === 'already') throw notAwaiting(now);
  if (outcome === 'held') throw new AppError('conflict', PROTECTION_HELD);
  return adminDepositView(now);
}

/** An operator refuses a UTR / hash nobody received: rejected, nothing credited, audited. */
export async function rejectDeposit(
  context: AdminContext,
  input: z.output<typeof adminDepositReject.request>,
) {
  const order = await awaitingOrder(context.db, input.orderNo);
  return context.transaction(async (tx, audit) => {
    const row = await transitionDepositOrder(tx, {
      id: order.id,
      from: ['pending'],
      set: { status: 'rejected', note: `rejected by an operator: ${input.reason}` },
    });
    if (!row) throw notAwaiting((await findDepositOrder(tx, order.orderNo))!);
    await recordDepositEvent(tx, {
      orderId: order.id,
      source: 'operator',
      kind: 'reject',
      status: 'rejected',
      reference: order.utr ?? order.txHash,
      detail: input.reason,
    });
    audit({
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: order.orderNo,
      before: { status: order.status },
      after: { status: 'rejected', reason: input.reason },
    });
    return adminDepositView(row);
  });
}
