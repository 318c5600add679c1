import type {
  adminAdjustmentCreate,
  adminAdjustmentList,
  TAdminAdjustment,
} from '@khel/contract/admin-players';
import { formatPaise } from '@khel/contract';
import { rupeesToPaise, toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { orderOf, pageRows } from '../../db/paging';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import type { AdminContext } from '../operators';
import {
  HOUSE,
  postCreditWithWagering,
  postTransaction,
  readWallet,
  wagerFor,
  type AccountDirectory,
} from '../wallet';
import { assertPlayer } from './admin-store';

/**
 * Manual wallet adjustments (README.md "Back office"): an operator credits or debits a player's
 * cash with a reason, through the ledger against house:adjustments. Up to the threshold it posts
 * at once; above it the row waits 'pending' until another operator approves (four-eyes) or
 * anyone with money.adjust rejects it. A decision is one conditional update: of two approvals at
 * once, on any number of instances, one claims the row and posts; the other finds it decided.
 */

export interface AdjustmentDeps {
  db: Db;
  accounts: AccountDirectory;
  /** Above this the adjustment waits for a second operator (ADMIN_ADJUSTMENT_APPROVAL_RUPEES). */
  approvalThresholdPaise: bigint;
}

interface AdjustmentRow {
  id: string;
  player_id: string;
  player_nickname: string;
  direction: 'credit' | 'debit';
  amount_paise: string;
  wager_paise: string;
  reason: string;
  status: 'pending' | 'posted' | 'rejected';
  needs_approval: boolean;
  requested_by: string;
  requested_by_id: string | null;
  decided_by: string | null;
  decision_note: string | null;
  ledger_transaction_id: string | null;
  created_at: string | Date;
  decided_at: string | Date | null;
}

const BASE = sql`
  select a.id::text as id, a.player_id::text as player_id, p.nickname as player_nickname,
         a.direction, a.amount_paise::text as amount_paise, a.wager_paise::text as wager_paise,
         a.reason, a.status, a.needs_approval, coalesce(ro.name, rk.name, '') as requested_by,
         a.requested_by::text as requested_by_id, d.name as decided_by, a.decision_note,
         a.ledger_transaction_id::text as ledger_transaction_id, a.created_at, a.decided_at
  from player_adjustments a
  join players p on p.id = a.player_id
  left join operators ro on ro.id = a.requested_by
  left join operator_api_keys rk on rk.id = a.requested_by_key
  left join operators d on d.id = a.decided_by`;

const toAdjustment = (r: AdjustmentRow): TAdminAdjustment => ({
  id: r.id,
  playerId: r.player_id,
  playerNickname: r.player_nickname,
  direction: r.direction,
  amount: toRupees(BigInt(r.amount_paise)),
  wager: toRupees(BigInt(r.wager_paise)),
  reason: r.reason,
  status: r.status,
  needsApproval: r.needs_approval,
  requestedBy: r.requested_by,
  requestedById: r.requested_by_id,
  decidedBy: r.decided_by,
  decisionNote: r.decision_note,
  ledgerTransactionId: r.ledger_transaction_id,
  createdAt: new Date(r.created_at).toISOString(),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at).toISOString(),
});

export const ADJUSTMENT_NOT_FOUND = 'No adjustment with this id';

async function readAdjustment(db: Db, id: string) {
  const [row] = await queryRows<AdjustmentRow>(db, sql`${BASE} where a.id = ${id}`);
  if (!row) throw new AppError('notFound', ADJUSTMENT_NOT_FOUND);
  return row;
}

export async function listAdjustments(deps: AdjustmentDeps, input: In<typeof adminAdjustmentList>) {
  const conditions = [sql`true`];
  if (input.status !== 'all') conditions.push(sql`a.status = ${input.status}`);
  if (input.playerId) conditions.push(sql`a.player_id = ${Number(input.playerId)}`);
  const { rows, total } = await pageRows<AdjustmentRow>(
    deps.db,
    sql`${BASE} where ${sql.join(conditions, sql` and `)}`,
    orderOf(
      { createdAt: 'created_at', amount: 'amount_paise::bigint' },
      input.sortBy,
      input.sortDesc,
      'createdAt',
      'id::bigint',
    ),
    input,
  );
  return {
    list: rows.map(toAdjustment),
    total,
    thresholdRupees: toRupees(deps.approvalThresholdPaise),
  };
}

type In<E extends { request: z.ZodType }> = z.output<E['request']>;

interface Accounts {
  wallet: bigint;
  house: bigint;
}

/** The ledger accounts, made outside any transaction that may roll back (wallet/accounts.ts). */
async function accountsOf(deps: AdjustmentDeps, playerId: number): Promise<Accounts> {
  return {
    wallet: await deps.accounts.wallet(playerId),
    house: await deps.accounts.house(HOUSE.adjustments),
  };
}

const walletFigures = async (tx: Db, playerId: number) => {
  const wallet = await readWallet(tx, playerId);
  return {
    balance: toRupees(wallet.balancePaise),
    wagerRemaining: toRupees(wallet.wagerRemainingPaise),
  };
};

/**
 * Posts a claimed ('posted', no ledger transaction yet) adjustment through the ledger and
 * records its transaction, in the claim's transaction. A debit above the balance is refused
 * and everything rolls back: the balance never goes below zero.
 */
async function post(tx: Db, row: AdjustmentRow, accounts: Accounts) {
  const playerId = Number(row.player_id);
  const paise = BigInt(row.amount_paise);
  const credit = row.direction === 'credit';
  const posting = {
    idempotencyKey: `admin-adjustment:${row.id}`,
    requestHash: `${playerId}:${row.direction}:${paise}`,
    kind: 'admin_adjustment',
    recordType: null,
    playerId,
    legs: credit
      ? [
          { accountId: accounts.house, amountPaise: -paise },
          { accountId: accounts.wallet, amountPaise: paise },
        ]
      : [
          { accountId: accounts.wallet, amountPaise: -paise },
          { accountId: accounts.house, amountPaise: paise },
        ],
    metadata: { adjustmentId: row.id, reason: row.reason },
  };
  let transactionId: bigint;
  try {
    const result = credit
      ? await postCreditWithWagering(tx, posting, {
          walletId: accounts.wallet,
          wagerPaise: BigInt(row.wager_paise),
        })
      : await postTransaction(tx, posting);
    transactionId = result.transactionId;
  } catch (error) {
    if (error instanceof AppError && error.message === 'Insufficient balance') {
      const { balancePaise } = await readWallet(tx, playerId);
      throw new AppError(
        'badRequest',
        `The balance (₹${formatPaise(balancePaise)}) is below this debit: it cannot go below zero`,
      );
    }
    throw error;
  }
  await tx.execute(
    sql`update player_adjustments set ledger_transaction_id = ${transactionId}
        where id = ${row.id}`,
  );
}

/** Asks for an adjustment; posts it at once up to the threshold. */
export async function createAdjustment(
  deps: AdjustmentDeps,
  input: In<typeof adminAdjustmentCreate>,
  context: AdminContext,
) {
  const playerId = Number(input.playerId);
  await assertPlayer(deps.db, playerId);
  const paise = rupeesToPaise(input.amount)!;
  const wagerPaise = input.direction === 'credit' ? wagerFor(paise, input.wagerMultiple) : 0n;
  const needsApproval = paise > deps.approvalThresholdPaise;
  const accounts = await accountsOf(deps, playerId);
  const id = await context.transaction(async (tx, audit) => {
    const before = await walletFigures(tx, playerId);
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into player_adjustments (player_id, direction, amount_paise, wager_paise, reason,
            needs_approval, status, requested_by, requested_by_key, created_at, decided_at)
          values (${playerId}, ${input.direction}, ${paise}, ${wagerPaise}, ${input.reason},
            ${needsApproval}, ${needsApproval ? 'pending' : 'posted'},
            ${context.actor.operatorId}, ${context.actor.apiKeyId}, ${context.at},
            ${needsApproval ? null : context.at})
          returning id::text as id`,
    );
    const adjustment = await readAdjustment(tx, row!.id);
    const request = {
      adjustmentId: adjustment.id,
      direction: input.direction,
      amount: input.amount,
      wager: toRupees(wagerPaise),
      reason: input.reason,
    };
    if (needsApproval) {
      audit({
        action: 'adjustment.request',
        targetType: 'player',
        targetId: input.playerId,
        before,
        after: { ...before, ...request, status: 'pending' },
      });
    } else {
      await post(tx, adjustment, accounts);
      audit({
        action: 'adjustment.post',
        targetType: 'player',
        targetId: input.playerId,
        before,
        after: { ...(await walletFigures(tx, playerId)), ...request, status: 'posted' },
      });
    }
    return adjustment.id;
  });
  return toAdjustment(await readAdjustment(deps.db, id));
}

/** The operator who made the API key an adjustment was asked with, if it was. */
async function keyOf(db: Db, id: string) {
  const [row] = await queryRows<{ created_by: string }>(
    db,
    sql`select k.created_by::text as created_by from player_adjustments a
        join operator_api_keys k on k.id = a.requested_by_key where a.id = ${id}`,
  );
  return row?.created_by ?? null;
}

/** Why a pending adjustment could not be claimed by `operatorId`. */
async function refusal(db: Db, id: string, operatorId: string | null): Promise<AppError> {
  const row = await readAdjustment(db, id);
  if (row.status !== 'pending')
    return new AppError('conflict', `The adjustment is ${row.status}, not waiting for approval`);
  if (
    operatorId !== null &&
    (row.requested_by_id === operatorId || (await keyOf(db, id)) === operatorId)
  )
    return new AppError('forbidden', 'A second operator must approve an adjustment you asked for');
  return new AppError('conflict', 'The adjustment changed meanwhile: reload it');
}

/** Approves a pending adjustment: claimed by one conditional update, then posted, at most once. */
export async function approveAdjustment(deps: AdjustmentDeps, id: string, context: AdminContext) {
  const operatorId = context.actor.operatorId;
  if (context.caller?.kind !== 'session' || operatorId === null)
    throw new AppError('forbidden', 'An operator approves adjustments, not an API key');
  const current = await readAdjustment(deps.db, id);
  const playerId = Number(current.player_id);
  const accounts = await accountsOf(deps, playerId);
  await context.transaction(async (tx, audit) => {
    const before = await walletFigures(tx, playerId);
    const claimed = await queryRows<{ id: string }>(
      tx,
      sql`update player_adjustments
          set status = 'posted', decided_by = ${operatorId}, decided_at = ${context.at}
          where id = ${id} and status = 'pending'
            and (requested_by is null or requested_by <> ${operatorId})
            -- Asked with a key: its creator is the one who asked.
            and not exists (select 1 from operator_api_keys k
              where k.id = player_adjustments.requested_by_key and k.created_by = ${operatorId})
          returning id::text as id`,
    );
    if (claimed.length === 0) throw await refusal(tx, id, operatorId);
    const row = await readAdjustment(tx, id);
    await post(tx, row, accounts);
    audit({
      action: 'adjustment.approve',
      targetType: 'player',
      targetId: row.player_id,
      before: { ...before, adjustmentId: id, status: 'pending' },
      after: {
        ...(await walletFigures(tx, playerId)),
        adjustmentId: id,
        direction: row.direction,
        amount: toRupees(BigInt(row.amount_paise)),
        status: 'posted',
      },
    });
  });
  return toAdjustment(await readAdjustment(deps.db, id));
}

/** Rejects a pending adjustment (its requester may withdraw it too); nothing is posted. */
export async function rejectAdjustment(
  deps: AdjustmentDeps,
  input: { id: string; reason: string },
  context: AdminContext,
) {
  await context.transaction(async (tx, audit) => {
    const claimed = await queryRows<{ player_id: string }>(
      tx,
      sql`update player_adjustments
          set status = 'rejected', decided_by = ${context.actor.operatorId},
              decided_at = ${context.at}, decision_note = ${input.reason}
          where id = ${input.id} and status = 'pending'
          returning player_id::text as player_id`,
    );
    if (claimed.length === 0) throw await refusal(tx, input.id, null);
    audit({
      action: 'adjustment.reject',
      targetType: 'player',
      targetId: claimed[0]!.player_id,
      before: { adjustmentId: input.id, status: 'pending' },
      after: { adjustmentId: input.id, status: 'rejected', reason: input.reason },
    });
  });
  return toAdjustment(await readAdjustment(deps.db, input.id));
}
