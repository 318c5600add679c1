import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import type { Merchant, PspContext } from './context';
import { PspError } from './errors';
import { notifyUrlFor, requestHash } from './merchant-requests';
import { newOrderId, newUtr } from './ids';
import { toRupees } from '@khel/contract/money';
import type { PayMethod, TCreateOrder } from './schemas';

/** Payment orders: created → paid | failed (by the payer) | expired (never paid in time). */

export type OrderStatus = 'created' | 'paid' | 'failed' | 'expired';

export interface OrderRow {
  id: string;
  merchant_id: string;
  merchant_order_id: string;
  request_hash: string;
  amount_paise: string | bigint;
  currency: string;
  method: PayMethod;
  notify_url: string;
  return_url: string;
  customer_id: string | null;
  customer_name: string | null;
  status: OrderStatus;
  utr: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  paid_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export const payUrl = (ctx: PspContext, orderId: string) =>
  `${ctx.publicBaseUrl}/pay/${encodeURIComponent(orderId)}`;

/** The order as the merchant API shows it. */
export function orderView(ctx: PspContext, row: OrderRow) {
  return {
    orderId: row.id,
    merchantOrderId: row.merchant_order_id,
    amount: toRupees(row.amount_paise),
    currency: row.currency,
    method: row.method,
    status: row.status,
    payUrl: payUrl(ctx, row.id),
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    paidAt: iso(row.paid_at),
    utr: row.utr,
  };
}

/**
 * Creates a payment order, idempotent by (merchant, merchantOrderId): the same request returns
 * the same order; a different request under that id is refused.
 */
export async function createOrder(ctx: PspContext, merchant: Merchant, input: TCreateOrder) {
  const notifyUrl = notifyUrlFor(merchant, input.notifyUrl);
  const hash = requestHash(merchant, [
    input.merchantOrderId,
    input.amount.toString(),
    input.currency,
    input.method,
    notifyUrl,
    input.returnUrl,
    input.customer?.id ?? null,
    input.customer?.name ?? null,
  ]);
  const [created] = await queryRows<OrderRow>(
    ctx.db,
    sql`insert into psp_orders (id, merchant_id, merchant_order_id, request_hash, amount_paise,
          currency, method, notify_url, return_url, customer_id, customer_name, expires_at)
        values (${newOrderId()}, ${merchant.id}, ${input.merchantOrderId}, ${hash},
          ${input.amount.toString()}, ${input.currency}, ${input.method}, ${notifyUrl},
          ${input.returnUrl}, ${input.customer?.id ?? null}, ${input.customer?.name ?? null},
          now() + make_interval(secs => ${ctx.orderTtlSeconds}))
        on conflict (merchant_id, merchant_order_id) do nothing
        returning *`,
  );
  if (created) return orderView(ctx, created);
  const existing = await findOrder(ctx.db, merchant.id, { merchantOrderId: input.merchantOrderId });
  if (!existing || existing.request_hash !== hash) {
    throw new PspError(
      'ORDER_CONFLICT',
      `merchantOrderId ${input.merchantOrderId} is already used by a different order`,
    );
  }
  return orderView(ctx, existing);
}

/** Marks unpaid orders past their expiry as expired (no callback: the merchant expires its own). */
export async function expireOrders(db: AnyDb) {
  await db.execute(
    sql`update psp_orders set status = 'expired', finished_at = now()
        where status = 'created' and expires_at <= now()`,
  );
}

export async function findOrder(
  db: AnyDb,
  merchantId: string,
  by: { orderId?: string | undefined; merchantOrderId?: string | undefined },
) {
  await expireOrders(db);
  const [row] = await queryRows<OrderRow>(
    db,
    by.orderId !== undefined
      ? sql`select * from psp_orders where merchant_id = ${merchantId} and id = ${by.orderId}`
      : sql`select * from psp_orders
            where merchant_id = ${merchantId} and merchant_order_id = ${by.merchantOrderId ?? ''}`,
  );
  return row ?? null;
}

export async function queryOrder(
  ctx: PspContext,
  merchant: Merchant,
  by: { orderId?: string | undefined; merchantOrderId?: string | undefined },
) {
  const row = await findOrder(ctx.db, merchant.id, by);
  if (!row) throw new PspError('NOT_FOUND', 'No such order');
  return orderView(ctx, row);
}

/** The order behind a pay page (any merchant); expired ones read as expired. */
export async function orderForPayer(db: AnyDb, orderId: string) {
  await expireOrders(db);
  const [row] = await queryRows<OrderRow>(db, sql`select * from psp_orders where id = ${orderId}`);
  return row ?? null;
}

export function orderCallbackBody(row: OrderRow) {
  return {
    type: 'order',
    orderId: row.id,
    merchantOrderId: row.merchant_order_id,
    amount: toRupees(row.amount_paise),
    currency: row.currency,
    method: row.method,
    status: row.status,
    utr: row.utr,
    paidAt: iso(row.paid_at),
  };
}

/**
 * The payer's outcome: pays or fails an open order, once, with its callback written by the same
 * statement (so both or neither). An order already final (or expired) is returned unchanged.
 * The callback's body is made from the order as read just before: what the statement changes
 * (status, UTR, paid_at) is decided here, the rest of an order never changes.
 */
export async function completeOrder(ctx: PspContext, orderId: string, outcome: 'paid' | 'failed') {
  const [open] = await queryRows<OrderRow>(
    ctx.db,
    sql`select * from psp_orders where id = ${orderId} and status = 'created'`,
  );
  if (!open) return orderForPayer(ctx.db, orderId);
  const paid = outcome === 'paid';
  const at = new Date();
  const result: OrderRow = {
    ...open,
    status: outcome,
    utr: paid ? newUtr() : null,
    paid_at: paid ? at : null,
  };
  const [changed] = await queryRows<OrderRow>(
    ctx.db,
    sql`with changed as (
          update psp_orders set status = ${outcome}, utr = ${result.utr},
            paid_at = ${paid ? at.toISOString() : null}::timestamptz,
            finished_at = ${at.toISOString()}::timestamptz
          where id = ${orderId} and status = 'created' and expires_at > now()
          returning *),
        callback as (
          insert into psp_callbacks (event_key, merchant_id, url, body)
          select 'order:' || id, merchant_id, notify_url, ${JSON.stringify(orderCallbackBody(result))}
          from changed
          on conflict (event_key) do nothing)
        select * from changed`,
  );
  if (!changed) return orderForPayer(ctx.db, orderId);
  ctx.kick();
  return changed;
}
