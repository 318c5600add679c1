import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimRewardsTx, insertRewardRows } from '../rewards';
import { markPaid, settlePendingForDeposits } from './store';

/**
 * Pays a code's amount through the bonus engine, in the caller's transaction: a reward of kind
 * 'promo_code' (or 'gift_code' for a provider's code), source `promo-code:<code id>` (once per
 * player and code), claimed at once — the ledger moves it from bonus expense to the wallet and
 * the wager requirement grows by amount × the code's multiple (the operator's bonus multiple
 * when the code has none). Answers the reward id (null for a zero amount: nothing is paid).
 */
export async function payCode(
  tx: Db,
  p: {
    playerId: number;
    codeId: string;
    provider: string | null;
    amountPaise: bigint;
    wagerMultipleHundredths: number | null;
    redemptionId: string;
    at: Date;
    bonusExpenseId: bigint;
    orderNo?: string;
  },
) {
  const [rewardId] = await insertRewardRows(
    tx,
    {
      kind: p.provider ? 'gift_code' : 'promo_code',
      ...(p.wagerMultipleHundredths === null
        ? {}
        : { wagerMultiple: p.wagerMultipleHundredths / 100 }),
      autoClaim: true,
    },
    [{ playerId: p.playerId, amountPaise: p.amountPaise, source: `promo-code:${p.codeId}` }],
    p.at,
  );
  if (rewardId !== undefined) {
    const paid = await claimRewardsTx(tx, {
      which: sql`select ${rewardId}::bigint`,
      now: p.at,
      bonusExpenseId: p.bonusExpenseId,
    });
    if (paid.length !== 1) throw new Error(`promo code reward ${rewardId} was not paid`);
  }
  await markPaid(tx, {
    redemptionId: p.redemptionId,
    rewardId: rewardId ?? null,
    at: p.at,
    ...(p.orderNo ? { orderNo: p.orderNo } : {}),
  });
  return rewardId ?? null;
}

/**
 * The deposits module's hook, called in the transaction that credits a successful deposit
 * (modules/deposits/credit-deposit.ts): the player's percentage codes waiting for a deposit of at
 * least their minimum are paid now — the share of this deposit, capped — each exactly once (the
 * pending → paid update is conditional; the deposit is credited once). `bonusExpenseId` is
 * resolved by the caller outside the transaction. Answers the total paid.
 */
export async function payPromoCodesOnDeposit(
  tx: Db,
  d: { playerId: number; depositPaise: bigint; orderNo: string; at: Date; bonusExpenseId: bigint },
) {
  return (await payPromoCodesOnDeposits(tx, [d], d.bonusExpenseId))[0]!;
}

/**
 * payPromoCodesOnDeposit for the deposits of a batch, one per player: their codes settled in one
 * statement, each one due then paid. Answers each deposit's total paid, in the order given.
 */
export async function payPromoCodesOnDeposits(
  tx: Db,
  deposits: { playerId: number; depositPaise: bigint; orderNo: string; at: Date }[],
  bonusExpenseId: bigint,
) {
  if (deposits.length === 0) return [];
  if (new Set(deposits.map((d) => d.playerId)).size !== deposits.length)
    throw new Error('one deposit per player');
  const due = await settlePendingForDeposits(tx, deposits);
  const totals = new Map<number, bigint>();
  for (const row of due) {
    const d = deposits.find((x) => x.playerId === Number(row.player_id))!;
    const amountPaise = BigInt(row.amount_paise);
    await payCode(tx, {
      playerId: d.playerId,
      codeId: row.code_id,
      provider: row.provider,
      amountPaise,
      wagerMultipleHundredths: row.wager_multiple_hundredths,
      redemptionId: row.redemption_id,
      at: d.at,
      bonusExpenseId,
      orderNo: d.orderNo,
    });
    totals.set(d.playerId, (totals.get(d.playerId) ?? 0n) + amountPaise);
  }
  return deposits.map((d) => totals.get(d.playerId) ?? 0n);
}
