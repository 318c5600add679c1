import { paiseOf } from '@khel/contract';
import {
  normaliseCode,
  ZCreateCode,
  type adminCodeList,
  type adminCodeRedemptions,
  type TAdminCode,
  type TCreateCode,
} from '@khel/contract/admin-promotions';
import { toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import { costAggregates, presentCost, type CostColumns } from '../rewards';
import { generateCode } from './codes';
import { presentCode, providerOf } from './present';
import { insertCode, type CodeRow } from './store';

/**
 * The back office's codes (README.md "Back office"): created with the contract's ZCreateCode,
 * listed with their uses and what each has cost so far (the rewards its redemptions were paid
 * with), disabled and enabled again, and each code's redemptions.
 */

/** Creates a code (in the caller's transaction `deps.db`); a random one when no code is given. */
export async function createCode(deps: { db: Db; now: () => Date }, body: TCreateCode) {
  const parsed = ZCreateCode.safeParse(body);
  if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
  const c = parsed.data;
  const startsAt = c.startsAt ? new Date(c.startsAt) : deps.now();
  const endsAt = c.endsAt ? new Date(c.endsAt) : null;
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new AppError('badRequest', 'Invalid endsAt: must be after startsAt');
  }
  const base = {
    provider: providerOf(c.scope),
    kind: c.kind,
    amountPaise: c.amount === undefined ? null : paiseOf(c.amount),
    percentBp: c.percent === undefined ? null : Math.round(c.percent * 100),
    capPaise: c.cap === undefined ? null : paiseOf(c.cap),
    minDepositPaise: paiseOf(c.minDeposit),
    wagerMultipleHundredths:
      c.wagerMultiple === undefined ? null : Math.round(c.wagerMultiple * 100),
    totalUses: c.totalUses,
    startsAt,
    endsAt,
    note: c.note ?? null,
  };
  // A generated code that happens to exist is drawn again; a given one is the operator's to change.
  for (let tries = 0; tries < 5; tries += 1) {
    const row = await insertCode(deps.db, { ...base, code: c.code ?? generateCode() });
    if (row) return presentCode(row);
    if (c.code) throw new AppError('conflict', `The code ${c.code} already exists`);
  }
  throw new AppError('conflict', 'Could not generate a free code, please try again');
}

type CodeWithCost = CodeRow & CostColumns & { state: TAdminCode['state'] };

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Codes with their state at `now` and their cost, as one query. */
function codesWithCost(now: Date, where = sql`true`) {
  return sql`select c.id::text as id, c.id as row_id, c.code, c.provider, c.kind,
      c.amount_paise::text as amount_paise, c.percent_bp, c.cap_paise::text as cap_paise,
      c.min_deposit_paise::text as min_deposit_paise, c.wager_multiple_hundredths, c.total_uses,
      c.used, c.starts_at, c.ends_at, c.disabled_at, c.note, c.created_at,
      case when c.disabled_at is not null then 'disabled'
           when c.starts_at > ${at(now)} then 'scheduled'
           when c.ends_at is not null and c.ends_at <= ${at(now)} then 'ended'
           when c.used >= c.total_uses then 'usedUp'
           else 'active' end as state,
      coalesce(x.paid, '0') as paid, coalesce(x.paid_count, 0) as paid_count,
      coalesce(x.players, 0) as players, coalesce(x.outstanding, '0') as outstanding,
      coalesce(x.paid, '0')::bigint as paid_paise
    from promo_codes c
    left join (select d.code_id, ${costAggregates(now)}
               from promo_code_redemptions d join rewards r on r.id = d.reward_id
               group by d.code_id) x on x.code_id = c.id
    where ${where}`;
}

const presentAdminCode = (row: CodeWithCost): TAdminCode => {
  const code = presentCode(row);
  return {
    ...code,
    startsAt: code.startsAt!,
    createdAt: code.createdAt!,
    disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
    state: row.state,
    cost: presentCost(row),
  };
};

const CODE_SORTS = { createdAt: 'row_id', used: 'used', paid: 'paid_paise' } as const;

export async function listCodesForAdmin(
  db: Db,
  input: z.output<(typeof adminCodeList)['request']>,
  now: Date,
) {
  const filters = [sql`true`];
  if (input.scope) filters.push(sql`c.provider is not distinct from ${providerOf(input.scope)}`);
  if (input.search) {
    const prefix = normaliseCode(input.search).replace(/[%_\\]/g, '\\$&');
    filters.push(sql`c.code like ${`${prefix}%`}`);
  }
  const base = codesWithCost(now, sql.join(filters, sql` and `));
  const { rows, total } = await pageRows<CodeWithCost>(
    db,
    input.state ? sql`select * from (${base}) s where s.state = ${input.state}` : base,
    orderOf(CODE_SORTS, input.sortBy, input.sortDesc, 'createdAt', 'row_id'),
    input,
  );
  return { list: rows.map(presentAdminCode), total };
}

export async function readCodeForAdmin(db: Db, id: string, now: Date) {
  const [row] = await queryRows<CodeWithCost>(db, codesWithCost(now, sql`c.id = ${id}::bigint`));
  if (!row) throw new AppError('notFound', 'No such code');
  return presentAdminCode(row);
}

/**
 * Disables a code (no redemption from then on; the time is kept) or enables it again, in the
 * caller's transaction. Answers the code before and after.
 */
export async function setCodeEnabled(tx: Db, id: string, enabled: boolean, now: Date) {
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`select id::text as id from promo_codes where id = ${id}::bigint for update`,
  );
  if (locked.length === 0) throw new AppError('notFound', 'No such code');
  const before = await readCodeForAdmin(tx, id, now);
  await tx.execute(
    sql`update promo_codes
        set disabled_at = ${enabled ? null : sql`coalesce(disabled_at, ${at(now)})`}
        where id = ${id}::bigint`,
  );
  return { before, after: await readCodeForAdmin(tx, id, now) };
}

const REDEMPTION_SORTS = { redeemedAt: 'id', amount: 'amount_paise' } as const;

/** A code's redemptions, with what each paid. */
export async function listRedemptionsForAdmin(
  db: Db,
  input: z.output<(typeof adminCodeRedemptions)['request']>,
) {
  await readCodeExists(db, input.codeId);
  const { rows, total } = await pageRows<{
    id: string;
    player_id: string;
    status: 'granted' | 'pending_deposit' | 'paid';
    amount_paise: string | null;
    deposit_order_no: string | null;
    redeemed_at: Date | string;
    paid_at: Date | string | null;
  }>(
    db,
    sql`select d.id, d.player_id::text as player_id, d.status, w.amount_paise,
          d.deposit_order_no, d.redeemed_at, d.paid_at
        from promo_code_redemptions d left join rewards w on w.id = d.reward_id
        where d.code_id = ${input.codeId}::bigint
          ${input.status ? sql`and d.status = ${input.status}` : sql``}`,
    orderOf(REDEMPTION_SORTS, input.sortBy, input.sortDesc, 'redeemedAt'),
    input,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      playerId: r.player_id,
      status: r.status,
      amount: r.amount_paise === null ? null : toRupees(r.amount_paise),
      depositOrderNo: r.deposit_order_no,
      redeemedAt: new Date(r.redeemed_at).toISOString(),
      paidAt: r.paid_at === null ? null : new Date(r.paid_at).toISOString(),
    })),
    total,
  };
}

async function readCodeExists(db: Db, id: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from promo_codes where id = ${id}::bigint`,
  );
  if (rows.length === 0) throw new AppError('notFound', 'No such code');
}
