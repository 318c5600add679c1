import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { enqueueCallback } from './callbacks';
import type { Merchant, PspContext } from './context';
import { PspError } from './errors';
import { notifyUrlFor } from './merchant-requests';
import { toRupees } from '@khel/contract/money';
import type { TExpectUtr, TransferMethod } from './schemas';

/**
 * Bank-transfer reconciliation: the merchant registers a UTR its customer claims to have paid;
 * an operator finds it on the statement (received, with the amount that arrived) or not. A UTR
 * is registered once per merchant and can be received once. Crypto deposits (method CRYPTO) are
 * reconciled the same way, their transaction hash standing in for the UTR.
 */

export type UtrStatus = 'pending' | 'received' | 'not_found';

export interface UtrRow {
  merchant_id: string;
  utr: string;
  merchant_order_id: string;
  amount_paise: string | bigint;
  method: TransferMethod;
  notify_url: string;
  status: UtrStatus;
  received_paise: string | bigint | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function utrView(row: UtrRow) {
  return {
    utr: row.utr,
    merchantOrderId: row.merchant_order_id,
    amount: toRupees(row.amount_paise),
    method: row.method,
    status: row.status,
    receivedAmount: row.received_paise === null ? null : toRupees(row.received_paise),
    createdAt: iso(row.created_at),
    finishedAt: iso(row.finished_at),
  };
}

export async function expectUtr(ctx: PspContext, merchant: Merchant, input: TExpectUtr) {
  const notifyUrl = notifyUrlFor(merchant, input.notifyUrl);
  const [created] = await queryRows<UtrRow>(
    ctx.db,
    sql`insert into psp_utrs (merchant_id, utr, merchant_order_id, amount_paise, method, notify_url)
        values (${merchant.id}, ${input.utr}, ${input.merchantOrderId}, ${input.amount.toString()},
          ${input.method}, ${notifyUrl})
        on conflict (merchant_id, utr) do nothing
        returning *`,
  );
  if (created) return utrView(created);
  const existing = await findUtr(ctx.db, merchant.id, input.utr);
  const same =
    existing &&
    existing.merchant_order_id === input.merchantOrderId &&
    BigInt(existing.amount_paise) === input.amount &&
    existing.method === input.method;
  if (!same) {
    throw new PspError('UTR_CONFLICT', `UTR ${input.utr} is already registered for another order`);
  }
  return utrView(existing);
}

export async function findUtr(db: AnyDb, merchantId: string, utr: string) {
  const [row] = await queryRows<UtrRow>(
    db,
    sql`select * from psp_utrs where merchant_id = ${merchantId} and utr = ${utr}`,
  );
  return row ?? null;
}

export async function queryUtr(ctx: PspContext, merchant: Merchant, utr: string) {
  const row = await findUtr(ctx.db, merchant.id, utr);
  if (!row) throw new PspError('NOT_FOUND', 'No such UTR');
  return utrView(row);
}

export async function listUtrs(db: AnyDb) {
  return queryRows<UtrRow>(
    db,
    sql`select * from psp_utrs
        order by (status = 'pending') desc, coalesce(finished_at, created_at) desc limit 100`,
  );
}

/** The operator's finding on a pending UTR, once, with its callback in the same transaction. */
export async function settleUtr(
  ctx: PspContext,
  input: {
    merchantId: string;
    utr: string;
    outcome: 'received' | 'not_found';
    receivedPaise?: bigint;
  },
) {
  if (input.outcome === 'received' && input.receivedPaise === undefined) {
    throw new PspError('INVALID_REQUEST', 'amount received is required');
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [changed] = await queryRows<UtrRow>(
      tx,
      sql`update psp_utrs set status = ${input.outcome}, finished_at = now(),
            received_paise = ${input.outcome === 'received' ? input.receivedPaise!.toString() : null}
          where merchant_id = ${input.merchantId} and utr = ${input.utr} and status = 'pending'
          returning *`,
    );
    if (!changed) return null;
    await enqueueCallback(tx, {
      key: `utr:${changed.merchant_id}:${changed.utr}`,
      merchantId: changed.merchant_id,
      url: changed.notify_url,
      body: {
        type: 'utr',
        utr: changed.utr,
        merchantOrderId: changed.merchant_order_id,
        amount: changed.received_paise === null ? 0 : toRupees(changed.received_paise),
        claimedAmount: toRupees(changed.amount_paise),
        method: changed.method,
        status: changed.status,
        receivedAt: changed.status === 'received' ? iso(changed.finished_at) : null,
      },
    });
    return changed;
  });
  if (row) {
    ctx.kick();
    return utrView(row);
  }
  const existing = await findUtr(ctx.db, input.merchantId, input.utr);
  if (!existing) throw new PspError('NOT_FOUND', 'No such UTR');
  throw new PspError(
    'ALREADY_FINAL',
    `UTR ${input.utr} is already ${existing.status.replace('_', ' ')}`,
  );
}
