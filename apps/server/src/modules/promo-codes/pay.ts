import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { claimRewardsTx, insertRewardRows } from '../rewards';
import { markPaid, settlePendingForDeposit } from './store';

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
  const due = await settlePendingForDeposit(tx, d);
  let total = 0n;
  for (const row of due) {
    const amountPaise = BigInt(row.amount_paise);
    await payCode(tx, {
      playerId: d.playerId,
      codeId: row.code_id,
      provider: row.provider,
      amountPaise,
      wagerMultipleHundredths: row.wager_multiple_hundredths,
      redemptionId: row.redemption_id,
      at: d.at,
      bonusExpenseId: d.bonusExpenseId,
      orderNo: d.orderNo,
    });
    total += amountPaise;
  }
  return total;
}
