import { selfUtrBonusPercent } from '@khel/contract';
import { toRupees } from '@khel/contract/money';
import { payPromoCodesOnDeposit, payPromoCodesOnDeposits } from '../promo-codes';
import { sendMail, sendMails } from '../inbox';
import { applyDepositPromotions, applyDepositsPromotions } from '../promotions';
import {
  depositRefusal,
  depositsToCheck,
  DEPOSIT_LIMIT_NAMES,
  recordLimitRefusal,
} from '../protection';
import { countVipDeposit, countVipDeposits } from '../vip';
import {
  HOUSE,
  postCreditsWithWagering,
  postCreditWithWagering,
  readWageringRules,
  wagerFor,
} from '../wallet';
import type { Db } from '../../db/client';
import type { DepositDeps } from './deps';
import { recordDepositEvent } from './events';
import {
  creditDepositOrders,
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
 * creditDeposit's work inside a transaction the caller holds (an operator's match, or a callback
 * of a batch credited alone), with the accounts and rules read beforehand by
 * prepareDepositCredit.
 */
export async function creditDepositIn(
  tx: Db,
  prepared: PreparedCredit,
  options: CreditDepositOptions,
): Promise<CreditOutcome> {
  const { order, creditedPaise } = options;
  if (await holdForProtection(tx, options)) return 'held';
  const bonusPaise = depositBonusFor(order, creditedPaise, options.confirmedAt);
  const won = await transitionDepositOrder(tx, {
    id: order.id,
    from: options.from,
    set: successOf(options, bonusPaise),
  });
  if (!won) return 'already';
  await options.hook?.(tx);
  const credit = { prepared, options, bonusPaise };
  for (const c of postingsOf(credit)) await postCreditWithWagering(tx, c.posting, c.wallet);
  // The deposit counts toward the VIP level in this same transaction.
  await countVipDeposit(tx, vipDepositOf(credit));
  // Percentage promo codes waiting for this deposit are paid with it.
  await payPromoCodesOnDeposit(tx, {
    ...promoDepositOf(credit),
    bonusExpenseId: prepared.bonusExpense,
  });
  const mail = mailOf(credit);
  await sendMail(tx, mail.playerId, 'deposit.credited', mail.params);
  // Promotions (bonus event, cashback) in this same transaction, once: the order is ours now.
  const promotion = await applyDepositPromotions(tx, promotionOf(credit));
  await addPromotionBonus(tx, credit, promotion.bonusPaise);
  return 'credited';
}

/**
 * creditDepositIn for the deposits of a batch of callbacks (docs/architecture.md §5), one per
 * player, set-based: each step runs once for all of them — the protection screen, the orders'
 * conditional move to success, every posting in one ledger statement (wallets in id order), VIP
 * progress, promo codes, mails, promotions — so a batch costs a few statements, not a few per
 * deposit. The caller holds the players' row locks (taken in id order) and the orders'. A deposit
 * whose player may refuse it (excluded, or with a deposit limit) is credited alone through
 * creditDepositIn, which holds it if it must. Answers each outcome, in the order given.
 */
export async function creditDepositsIn(
  tx: Db,
  credits: { prepared: PreparedCredit; options: CreditDepositOptions }[],
): Promise<CreditOutcome[]> {
  if (new Set(credits.map((c) => c.options.order.playerId)).size !== credits.length)
    throw new Error('one deposit per player');
  const outcomes: CreditOutcome[] = Array.from({ length: credits.length }, () => 'already');
  const checked = await depositsToCheck(
    tx,
    credits.map((c) => ({ playerId: c.options.order.playerId, now: c.options.confirmedAt })),
  );
  const free = credits.flatMap((c, i) =>
    checked[i]
      ? []
      : [
          {
            ...c,
            i,
            bonusPaise: depositBonusFor(
              c.options.order,
              c.options.creditedPaise,
              c.options.confirmedAt,
            ),
          },
        ],
  );
  const won = await creditDepositOrders(
    tx,
    free.map((c) => ({
      id: c.options.order.id,
      from: c.options.from,
      set: successOf(c.options, c.bonusPaise),
    })),
  );
  const credited = free.filter((c) => won.has(c.options.order.id));
  if (credited.length > 0) {
    const postings = credited
      .flatMap(postingsOf)
      .sort((a, b) =>
        a.wallet.walletId < b.wallet.walletId ? -1 : a.wallet.walletId > b.wallet.walletId ? 1 : 0,
      );
    await postCreditsWithWagering(tx, postings);
    await countVipDeposits(tx, credited.map(vipDepositOf));
    await payPromoCodesOnDeposits(
      tx,
      credited.map(promoDepositOf),
      credited[0]!.prepared.bonusExpense,
    );
    await sendMails(tx, 'deposit.credited', credited.map(mailOf));
    const promotions = await applyDepositsPromotions(tx, credited.map(promotionOf));
    for (const [k, credit] of credited.entries()) {
      await addPromotionBonus(tx, credit, promotions[k]!.bonusPaise);
      outcomes[credit.i] = 'credited';
    }
  }
  for (const [i, credit] of credits.entries()) {
    if (checked[i]) outcomes[i] = await creditDepositIn(tx, credit.prepared, credit.options);
  }
  return outcomes;
}

/** A credit being written: what was read before the transaction, the options, its bonus. */
interface Credit {
  prepared: PreparedCredit;
  options: CreditDepositOptions;
  bonusPaise: bigint;
}

/** The order's move to success. */
const successOf = (options: CreditDepositOptions, bonusPaise: bigint) => ({
  status: 'success' as const,
  creditedPaise: options.creditedPaise,
  bonusPaise,
  successAt: options.confirmedAt,
  bankRef: options.bankRef ?? options.order.bankRef,
  note: options.note ?? options.order.note,
});

/**
 * The credit's postings, keyed by the order number: the deposit from the gateway's clearing
 * account, the bonus from bonus expense; each adds its own multiple to the wager requirement.
 */
function postingsOf({ prepared, options, bonusPaise }: Credit) {
  const { order } = options;
  const { wallet, clearing, bonusExpense, rules } = prepared;
  const metadata = { orderNo: order.orderNo, channel: order.channel };
  const posting = (
    kind: 'deposit' | 'deposit_bonus',
    from: bigint,
    paise: bigint,
    multiple: number,
  ) => ({
    posting: {
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
    wallet: { walletId: wallet, wagerPaise: wagerFor(paise, multiple) },
  });
  const postings = [posting('deposit', clearing, options.creditedPaise, rules.depositMultiple)];
  if (bonusPaise > 0n)
    postings.push(posting('deposit_bonus', bonusExpense, bonusPaise, rules.bonusMultiple));
  return postings;
}

const vipDepositOf = ({ options }: Credit) => ({
  playerId: options.order.playerId,
  creditedPaise: options.creditedPaise,
  at: options.confirmedAt,
});

const promoDepositOf = ({ options }: Credit) => ({
  playerId: options.order.playerId,
  depositPaise: options.creditedPaise,
  orderNo: options.order.orderNo,
  at: options.confirmedAt,
});

const mailOf = ({ options }: Credit) => ({
  playerId: options.order.playerId,
  params: { orderNo: options.order.orderNo, amount: String(options.creditedPaise) },
});

const promotionOf = ({ prepared, options, bonusPaise }: Credit) => ({
  playerId: options.order.playerId,
  orderId: options.order.id,
  orderNo: options.order.orderNo,
  creditedPaise: options.creditedPaise,
  bonusEvent: options.order.bonusEvent,
  otherBonusPaise: bonusPaise,
  placedAt: options.order.createdAt,
  at: options.confirmedAt,
  bonusExpenseId: prepared.bonusExpense,
});

/** The order records the bonus its promotions paid too. */
async function addPromotionBonus(tx: Db, credit: Credit, promotionPaise: bigint) {
  if (promotionPaise === 0n) return;
  await transitionDepositOrder(tx, {
    id: credit.options.order.id,
    from: ['success'],
    set: { bonusPaise: credit.bonusPaise + promotionPaise },
  });
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
