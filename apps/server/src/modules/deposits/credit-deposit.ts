import { selfUtrBonusPercent } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import { payPromoCodesOnDeposit } from '../promo-codes';
import { sendMail } from '../inbox';
import { applyDepositPromotions } from '../promotions';
import { depositRefusal, DEPOSIT_LIMIT_NAMES, recordLimitRefusal } from '../protection';
import { countVipDeposit } from '../vip';
import { HOUSE, postCreditWithWagering, readWageringRules, wagerFor } from '../wallet';
import type { Db } from '../../db/client';
import type { DepositDeps } from './deps';
import { recordDepositEvent } from './events';
import {
  lockPlayer,
  transitionDepositOrder,
  type DepositOrderRow,
  type DepositStatus,
} from './store';

/**
 * The bonus paid with a deposit: the fraction promised when the order was made (bonus event,
 * transfer or crypto gift) — or, for a self-service UTR, 1 % per full 6 hours from submission to
 * the gateway's confirmation, up to 30 % (docs/product.md §9). Rounded down to the paisa.
 */
export function depositBonusFor(order: DepositOrderRow, creditedPaise: bigint, confirmedAt: Date) {
  if (order.selfService) {
    const since = order.referenceAt ?? order.createdAt;
    const hours = (confirmedAt.getTime() - since.getTime()) / 3_600_000;
    return (creditedPaise * BigInt(selfUtrBonusPercent(hours))) / 100n;
  }
  return (creditedPaise * BigInt(order.bonusRateBp)) / 10_000n;
}

export interface CreditDepositOptions {
  order: DepositOrderRow;
  from: DepositStatus[];
  creditedPaise: bigint;
  confirmedAt: Date;
  bankRef?: string | null;
  note?: string | null;
  /** Work added to the credit's transaction once it is won (an operator's audit row). */
  hook?: (tx: Db) => Promise<void>;
}

/**
 * What a credit reads before its transaction: the accounts (the directory caches committed rows
 * only, and PGlite has one connection) and the wagering rules.
 */
export async function prepareDepositCredit(
  deps: Pick<DepositDeps, 'db' | 'accounts'>,
  order: DepositOrderRow,
) {
  return {
    wallet: await deps.accounts.wallet(order.playerId),
    clearing: await deps.accounts.house(HOUSE.gateway(order.gateway)),
    bonusExpense: await deps.accounts.house(HOUSE.bonusExpense),
    rules: await readWageringRules(deps.db),
  };
}

export type PreparedCredit = Awaited<ReturnType<typeof prepareDepositCredit>>;

/**
 * 'credited': this call credited it; 'already': the order was no longer in `from`; 'held': the
 * player's protection holds it (README: "Protection hold").
 */
export type CreditOutcome = 'credited' | 'already' | 'held';

/**
 * Credits a deposit once, in ONE database transaction: the order moves to success only from one
 * of `from` (a conditional update, so of many concurrent callbacks exactly one gets here), then
 * the deposit and its bonus are posted under keys of the order number.
 */
export async function creditDeposit(
  deps: DepositDeps,
  options: CreditDepositOptions,
): Promise<CreditOutcome> {
  const prepared = await prepareDepositCredit(deps, options.order);
  return deps.db.transaction((tx) => creditDepositIn(tx, prepared, options));
}

/**
 * creditDeposit's work inside a transaction the caller holds (a batch of callbacks credits many
 * orders in one), with the accounts and rules read beforehand by prepareDepositCredit.
 */
export async function creditDepositIn(
  tx: Db,
  prepared: PreparedCredit,
  options: CreditDepositOptions,
): Promise<CreditOutcome> {
  const { order, creditedPaise } = options;
  const { wallet, clearing, bonusExpense, rules } = prepared;
  if (await holdForProtection(tx, options)) return 'held';
  const bonusPaise = depositBonusFor(order, creditedPaise, options.confirmedAt);
  const metadata = { orderNo: order.orderNo, channel: order.channel };
  const won = await transitionDepositOrder(tx, {
    id: order.id,
    from: options.from,
    set: {
      status: 'success',
      creditedPaise,
      bonusPaise,
      successAt: options.confirmedAt,
      bankRef: options.bankRef ?? order.bankRef,
      note: options.note ?? order.note,
    },
  });
  if (!won) return 'already';
  await options.hook?.(tx);
  // The deposit from the gateway's clearing account, the bonus from bonus expense; each adds
  // its own multiple to the wager requirement.
  const credit = (
    kind: 'deposit' | 'deposit_bonus',
    from: bigint,
    paise: bigint,
    multiple: number,
  ) =>
    postCreditWithWagering(
      tx,
      {
        idempotencyKey: `${kind === 'deposit' ? 'deposit' : 'deposit-bonus'}:${order.orderNo}`,
        requestHash: `${order.playerId}:${paise}`,
        kind,
        recordType: kind,
        playerId: order.playerId,
        legs: [
          { accountId: from, amountPaise: -paise },
          { accountId: wallet, amountPaise: paise },
        ],
        metadata,
      },
      { walletId: wallet, wagerPaise: wagerFor(paise, multiple) },
    );
  await credit('deposit', clearing, creditedPaise, rules.depositMultiple);
  if (bonusPaise > 0n) {
    await credit('deposit_bonus', bonusExpense, bonusPaise, rules.bonusMultiple);
  }
  // The deposit counts toward the VIP level in this same transaction.
  await countVipDeposit(tx, {
    playerId: order.playerId,
    creditedPaise,
    at: options.confirmedAt,
  });
  // Percentage promo codes waiting for this deposit are paid with it.
  await payPromoCodesOnDeposit(tx, {
    playerId: order.playerId,
    depositPaise: creditedPaise,
    orderNo: order.orderNo,
    at: options.confirmedAt,
    bonusExpenseId: bonusExpense,
  });
  await sendMail(tx, order.playerId, 'deposit.credited', {
    orderNo: order.orderNo,
    amount: String(creditedPaise),
  });
  // Promotions (bonus event, cashback) in this same transaction, once: the order is ours now.
  const promotion = await applyDepositPromotions(tx, {
    playerId: order.playerId,
    orderId: order.id,
    orderNo: order.orderNo,
    creditedPaise,
    bonusEvent: order.bonusEvent,
    otherBonusPaise: bonusPaise,
    placedAt: order.createdAt,
    at: options.confirmedAt,
    bonusExpenseId: bonusExpense,
  });
  if (promotion.bonusPaise > 0n) {
    await transitionDepositOrder(tx, {
      id: order.id,
      from: ['success'],
      set: { bonusPaise: bonusPaise + promotion.bonusPaise },
    });
  }
  return 'credited';
}

/**
 * The money arrived but the player's protection refuses it now — a time-out or self-exclusion
 * began, or a deposit limit was lowered, after the order was made: nothing is credited (so it is
 * never playable) and the order is kept pending with review_reason 'protection_hold', the amount
 * that arrived in its note and its history, in the operator's reconciliation queue (so it is
 * never lost). The operator's match credits it through this same check — once the limit's period
 * has room or the exclusion is over — or the operator rejects it and returns the money to the
 * payer. Checked under the player's row lock, as order creation counts, with the
 * 'limit.refused' event in this transaction. True when held.
 */
async function holdForProtection(tx: Db, options: CreditDepositOptions): Promise<boolean> {
  const { order, creditedPaise } = options;
  await lockPlayer(tx, order.playerId);
  const refusal = await depositRefusal(tx, {
    playerId: order.playerId,
    amountPaise: creditedPaise,
    now: options.confirmedAt,
    orderId: order.id,
  });
  if (!refusal) return false;
  const limit = 'excluded' in refusal ? 'exclusion' : DEPOSIT_LIMIT_NAMES[refusal.passed.period];
  const note = `protection_hold: ${toRupees(creditedPaise)} arrived; refused by ${limit}`;
  const held = await transitionDepositOrder(tx, {
    id: order.id,
    from: options.from,
    set: { status: 'pending', reviewReason: 'protection_hold', note },
  });
  if (!held) return false;
  await recordDepositEvent(tx, {
    orderId: order.id,
    source: 'system',
    kind: 'hold',
    status: 'pending',
    amountPaise: creditedPaise,
    detail: note,
  });
  await recordLimitRefusal(tx, {
    playerId: order.playerId,
    limit,
    path: 'deposit_credit',
    amountPaise: creditedPaise,
    now: options.confirmedAt,
    orderNo: order.orderNo,
  });
  return true;
}
