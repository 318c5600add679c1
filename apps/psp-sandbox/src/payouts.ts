import { queryRows, type AnyDb } from '@khel/db';
import { sql } from 'drizzle-orm';
import { enqueueCallback } from './callbacks';
import type { Merchant, PspContext } from './context';
import { PspError } from './errors';
import { notifyUrlFor, requestHash } from './merchant-requests';
import { newPayoutId, newUtr } from './ids';
import { toRupees } from '@khel/contract/money';
import type { TCreatePayout } from './schemas';

/** Payouts to a bank account: processing → paid | failed, each with a signed callback. */

export type PayoutStatus = 'processing' | 'paid' | 'failed';

export interface PayoutRow {
  id: string;
  merchant_id: string;
  merchant_payout_id: string;
  request_hash: string;
  amount_paise: string | bigint;
  currency: string;
  account_name: string;
  account_number: string;
  ifsc: string;
  notify_url: string;
  status: PayoutStatus;
  utr: string | null;
  failure_reason: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function payoutView(row: PayoutRow) {
  return {
    payoutId: row.id,
    merchantPayoutId: row.merchant_payout_id,
    amount: toRupees(row.amount_paise),
    currency: row.currency,
    status: row.status,
    utr: row.utr,
    failureReason: row.failure_reason,
    createdAt: iso(row.created_at),
    finishedAt: iso(row.finished_at),
  };
}

/** Creates a payout, idempotent by (merchant, merchantPayoutId). */
export async function createPayout(ctx: PspContext, merchant: Merchant, input: TCreatePayout) {
  const notifyUrl = notifyUrlFor(merchant, input.notifyUrl);
  const hash = requestHash(merchant, [
    input.merchantPayoutId,
    input.amount.toString(),
    input.accountName,
    input.accountNumber,
    input.ifsc,
    notifyUrl,
  ]);
  const [created] = await queryRows<PayoutRow>(
    ctx.db,
    sql`insert into psp_payouts (id, merchant_id, merchant_payout_id, request_hash, amount_paise,
          account_name, account_number, ifsc, notify_url)
        values (${newPayoutId()}, ${merchant.id}, ${input.merchantPayoutId}, ${hash},
          ${input.amount.toString()}, ${input.accountName}, ${input.accountNumber}, ${input.ifsc},
          ${notifyUrl})
        on conflict (merchant_id, merchant_payout_id) do nothing
        returning *`,
  );
  if (created) return payoutView(created);
  const existing = await findPayout(ctx.db, merchant.id, {
    merchantPayoutId: input.merchantPayoutId,
  });
  if (!existing || existing.request_hash !== hash) {
    throw new PspError(
      'PAYOUT_CONFLICT',
      `merchantPayoutId ${input.merchantPayoutId} is already used by a different payout`,
    );
  }
  return payoutView(existing);
}

export async function findPayout(
  db: AnyDb,
  merchantId: string,
  by: { payoutId?: string | undefined; merchantPayoutId?: string | undefined },
) {
  const [row] = await queryRows<PayoutRow>(
    db,
    by.payoutId !== undefined
      ? sql`select * from psp_payouts where merchant_id = ${merchantId} and id = ${by.payoutId}`
      : sql`select * from psp_payouts
            where merchant_id = ${merchantId} and merchant_payout_id = ${by.merchantPayoutId ?? ''}`,
  );
  return row ?? null;
}

export async function queryPayout(
  ctx: PspContext,
  merchant: Merchant,
  by: { payoutId?: string | undefined; merchantPayoutId?: string | undefined },
) {
  const row = await findPayout(ctx.db, merchant.id, by);
  if (!row) throw new PspError('NOT_FOUND', 'No such payout');
  return payoutView(row);
}

export async function listPayouts(db: AnyDb) {
  return queryRows<PayoutRow>(
    db,
    sql`select * from psp_payouts
        order by (status = 'processing') desc, coalesce(finished_at, created_at) desc limit 100`,
  );
}

/** Settles a processing payout once, with its callback in the same transaction. */
export async function settlePayout(
  ctx: PspContext,
  payoutId: string,
  outcome: 'paid' | 'failed',
  reason = 'Rejected by the beneficiary bank',
) {
  const row = await ctx.db.transaction(async (tx) => {
    const [changed] = await queryRows<PayoutRow>(
      tx,
      outcome === 'paid'
        ? sql`update psp_payouts set status = 'paid', utr = ${newUtr()}, finished_at = now()
              where id = ${payoutId} and status = 'processing' returning *`
        : sql`update psp_payouts set status = 'failed', failure_reason = ${reason}, finished_at = now()
              where id = ${payoutId} and status = 'processing' returning *`,
    );
    if (!changed) return null;
    await enqueueCallback(tx, {
      key: `payout:${changed.id}`,
      merchantId: changed.merchant_id,
      url: changed.notify_url,
      body: { type: 'payout', ...payoutView(changed) },
    });
    return changed;
  });
  if (row) {
    ctx.kick();
    return payoutView(row);
  }
  const [existing] = await queryRows<PayoutRow>(
    ctx.db,
    sql`select * from psp_payouts where id = ${payoutId}`,
  );
  if (!existing) throw new PspError('NOT_FOUND', 'No such payout');
  throw new PspError('ALREADY_FINAL', `Payout ${payoutId} is already ${existing.status}`);
}

/** Payouts the auto-settle pays per query. */
const AUTO_SETTLE_BATCH = 50;

/**
 * Sandbox option: payouts still processing after `afterSeconds` are paid, all that are due in one
 * pass (50 a query, until a query comes back short), as a gateway pays whatever it has queued.
 */
export async function autoSettlePayouts(ctx: PspContext, afterSeconds: number) {
  for (;;) {
    const due = await queryRows<{ id: string }>(
      ctx.db,
      sql`select id from psp_payouts
          where status = 'processing' and created_at <= now() - make_interval(secs => ${afterSeconds})
          order by created_at, id limit ${AUTO_SETTLE_BATCH}`,
    );
    for (const { id } of due) {
      await settlePayout(ctx, id, 'paid').catch((error: unknown) => {
        if (!(error instanceof PspError && error.code === 'ALREADY_FINAL')) throw error;
      });
    }
    if (due.length < AUTO_SETTLE_BATCH) return;
  }
}
