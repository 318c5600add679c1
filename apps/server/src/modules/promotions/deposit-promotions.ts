import type { TChargeInfo } from '@khel/contract';
import { dayStart, localDay, offsetMinutes, addDays } from '@khel/contract/dates';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { readTimezone } from '../app-config';
import { claimRewardsTx, insertRewardRows } from '../rewards';
import {
  CASHBACK_KEEP_DAYS,
  paiseOfRupees,
  percentOf,
  recordCampaignRewards,
  runningCampaign,
  runningCampaignAt,
  wagerMultipleOf,
} from './campaigns';

/**
 * What deposits pay through promotions (README.md): the bonus event (the first-deposit bonus, or
 * the per-deposit gift) and the deposit cashback. The deposits module calls these through this
 * module's door; nothing here reads the deposits module's code.
 */

/** Whether the player had a successful deposit other than `exceptOrderId`. */
async function hasOtherDeposit(db: Db, playerId: number, exceptOrderId: bigint | null) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from deposit_orders
        where player_id = ${playerId} and status = 'success'
          ${exceptOrderId === null ? sql`` : sql`and id <> ${exceptOrderId}`}
        limit 1`,
  );
  return rows.length > 0;
}

type Offer = NonNullable<TChargeInfo['bonusEventOffer']>;

async function offerAt(
  db: Db,
  playerId: number,
  at: Date,
  exceptOrderId: bigint | null,
): Promise<{ offer: Offer; campaignId: string } | null> {
  // Guests and players without a bound phone are shown the offer but paid nothing: one device
  // must not farm first-deposit bonuses with guests (README.md).
  const { phoneBound } = await playerTermsMet(db, playerId, at);
  const refusal = phoneBound ? null : 'phone';
  const first = await runningCampaign(db, at, 'first_deposit');
  if (first && !(await hasOtherDeposit(db, playerId, exceptOrderId))) {
    const offer: Offer = {
      kind: 'first_deposit',
      percent: first.params.percent,
      cap: first.params.capRupees,
      wagerMultiple: await wagerMultipleOf(db, first),
      refusal,
    };
    return { offer, campaignId: first.id };
  }
  const gift = await runningCampaign(db, at, 'deposit_gift');
  if (!gift) return null;
  const offer: Offer = {
    kind: 'deposit_gift',
    percent: gift.params.percent,
    cap: null,
    wagerMultiple: await wagerMultipleOf(db, gift),
    refusal,
  };
  return { offer, campaignId: gift.id };
}

/**
 * What joining the Deposit page's bonus event pays this player now: the first-deposit bonus
 * until their first successful deposit, else the per-deposit gift; null when neither runs. A
 * player without a bound phone sees it with its refusal and is paid nothing.
 */
export async function bonusEventOffer(db: Db, playerId: number, now: Date) {
  return (await offerAt(db, playerId, now, null))?.offer ?? null;
}

export interface CreditedDeposit {
  playerId: number;
  orderId: bigint;
  orderNo: string;
  creditedPaise: bigint;
  /** The player joined the bonus event with this order. */
  bonusEvent: boolean;
  /** A bonus the deposit itself already pays (transfer / crypto gift, self-service UTR). */
  otherBonusPaise: bigint;
  /** When the order was placed: the cashback's terms must be met by then. */
  placedAt: Date;
  /** When the deposit was confirmed: the campaigns running then, the cashback's day. */
  at: Date;
  /** The bonus-expense account (resolved outside the transaction). */
  bonusExpenseId: bigint;
}

/**
 * Pays a credited deposit's promotions in the deposit's own transaction `tx` (after the order
 * moved to success, so this runs once per deposit). The player's row is locked first, so the
 * player's concurrent deposits pass here one at a time: the first deposit is decided once and
 * the daily cashback cap holds. Answers the bonus paid with the deposit (the bonus event's).
 */
export async function applyDepositPromotions(tx: Db, deposit: CreditedDeposit) {
  await tx.execute(sql`select id from players where id = ${deposit.playerId} for update`);
  return promote(tx, deposit);
}

/** applyDepositPromotions' work, under the player's row lock. */
async function promote(tx: Db, deposit: CreditedDeposit) {
  const bonusPaise = deposit.bonusEvent ? await payBonusEvent(tx, deposit) : 0n;
  // Not combinable with other promotions (docs/product.md §8): a deposit paid a bonus earns no cashback.
  if (bonusPaise === 0n && deposit.otherBonusPaise === 0n) await grantCashback(tx, deposit);
  return { bonusPaise };
}

/**
 * applyDepositPromotions for the deposits of a batch, one per player, in the batch's transaction:
 * the players' rows locked in one statement (in id order), and what decides that a deposit earns
 * nothing read for all of them at once — the cashback campaign running at each deposit's
 * instant, then the terms of the players it could pay. A deposit that joined the bonus event, or
 * may earn cashback, then goes through applyDepositPromotions' own steps. Answers in order.
 */
export async function applyDepositsPromotions(
  tx: Db,
  deposits: CreditedDeposit[],
): Promise<{ bonusPaise: bigint }[]> {
  if (deposits.length === 0) return [];
  const ids = deposits.map((d) => d.playerId);
  if (new Set(ids).size !== ids.length) throw new Error('one deposit per player');
  await tx.execute(
    sql`select id from players where id = any(${`{${ids.join(',')}}`}::bigint[])
        order by id for update`,
  );
  // Those that joined the bonus event take its whole path; the others can only earn cashback.
  const plain = deposits.filter((d) => !d.bonusEvent && d.otherBonusPaise === 0n);
  const campaigns = await runningCampaignAt(
    tx,
    plain.map((d) => d.at),
    'deposit_cashback',
  );
  const candidates = plain.filter((d, i) => {
    const campaign = campaigns[i];
    return campaign && d.creditedPaise >= paiseOfRupees(campaign.params.minDepositRupees);
  });
  const terms = await playerTermsMetMany(
    tx,
    candidates.map((d) => ({ playerId: d.playerId, by: d.placedAt })),
  );
  for (const [i, deposit] of candidates.entries()) {
    if (terms[i]!.phoneBound && terms[i]!.withdrawAccount) await grantCashback(tx, deposit);
  }
  const answers: { bonusPaise: bigint }[] = [];
  for (const deposit of deposits) {
    answers.push(deposit.bonusEvent ? await promote(tx, deposit) : { bonusPaise: 0n });
  }
  return answers;
}

async function payBonusEvent(tx: Db, deposit: CreditedDeposit): Promise<bigint> {
  const found = await offerAt(tx, deposit.playerId, deposit.at, deposit.orderId);
  if (!found || found.offer.refusal) return 0n;
  const offer = found.offer;
  let amount = percentOf(deposit.creditedPaise, offer.percent);
  if (offer.cap !== null) {
    const cap = paiseOfRupees(offer.cap);
    if (amount > cap) amount = cap;
  }
  const first = offer.kind === 'first_deposit';
  const ids = await insertRewardRows(
    tx,
    {
      kind: offer.kind,
      wagerMultiple: offer.wagerMultiple,
      // The first-deposit terms: bonus plus capital wagered N times (docs/product.md §8).
      ...(first ? { capitalPaise: deposit.creditedPaise } : {}),
      autoClaim: true,
    },
    // Once per player for the first deposit, once per order for the gift.
    [
      {
        playerId: deposit.playerId,
        amountPaise: amount,
        source: first ? 'first_deposit' : `deposit_gift:${deposit.orderNo}`,
      },
    ],
    deposit.at,
  );
  if (ids.length === 0) return 0n;
  await recordCampaignRewards(tx, found.campaignId, ids);
  await claimRewardsTx(tx, {
    now: deposit.at,
    bonusExpenseId: deposit.bonusExpenseId,
    which: sql`select unnest(${`{${ids.join(',')}}`}::bigint[])`,
  });
  return amount;
}

/** The platform day [from, to) of an instant (GMT+5:30 unless the operator set another zone). */
async function dayOf(db: Db, at: Date) {
  const offset = offsetMinutes(await readTimezone(db));
  const day = localDay(offset, at);
  return { from: dayStart(day, offset), to: dayStart(addDays(day, 1), offset) };
}

/** Cashback given to the player on the platform day of `at`. */
export async function cashbackOnDay(db: Db, playerId: number, at: Date): Promise<bigint> {
  const { from, to } = await dayOf(db, at);
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount_paise), 0)::text as total from rewards
        where player_id = ${playerId} and kind = 'deposit_cashback'
          and created_at >= ${from.toISOString()}::timestamptz
          and created_at < ${to.toISOString()}::timestamptz`,
  );
  return BigInt(row?.total ?? '0');
}

/**
 * What promotions ask of a player: a bound phone (not a guest) and, for the rebate terms of
 * docs/product.md §8, a withdraw account made before `by`.
 */
export async function playerTermsMet(db: Db, playerId: number, by: Date) {
  return (await playerTermsMetMany(db, [{ playerId, by }]))[0]!;
}

/** playerTermsMet for many players (each by its own instant) in one statement, in order. */
async function playerTermsMetMany(db: Db, asked: { playerId: number; by: Date }[]) {
  if (asked.length === 0) return [];
  const rows = await queryRows<{ i: number; phone: boolean; bank: boolean }>(
    db,
    sql`select d.i, (p.phone is not null and not p.is_guest) as phone,
          exists (select 1 from bank_accounts b where b.player_id = p.id and b.deleted_at is null
                    and b.created_at <= d.by_at) as bank
        from jsonb_to_recordset(${JSON.stringify(
          asked.map((a, i) => ({ i, player_id: a.playerId, by_at: a.by.toISOString() })),
        )}::jsonb) as d(i int, player_id bigint, by_at timestamptz)
        join players p on p.id = d.player_id`,
  );
  const byIndex = new Map(rows.map((r) => [Number(r.i), r]));
  return asked.map((_, i) => ({
    phoneBound: byIndex.get(i)?.phone ?? false,
    withdrawAccount: byIndex.get(i)?.bank ?? false,
  }));
}

async function grantCashback(tx: Db, deposit: CreditedDeposit) {
  const campaign = await runningCampaign(tx, deposit.at, 'deposit_cashback');
  if (!campaign) return;
  const { percent, minDepositRupees, dailyCapRupees } = campaign.params;
  if (deposit.creditedPaise < paiseOfRupees(minDepositRupees)) return;
  const terms = await playerTermsMet(tx, deposit.playerId, deposit.placedAt);
  if (!terms.phoneBound || !terms.withdrawAccount) return;
  // The player's row lock (applyDepositPromotions) makes this read-then-grant atomic per player.
  const left =
    paiseOfRupees(dailyCapRupees) - (await cashbackOnDay(tx, deposit.playerId, deposit.at));
  let amount = percentOf(deposit.creditedPaise, percent);
  if (amount > left) amount = left;
  if (amount <= 0n) return;
  const ids = await insertRewardRows(
    tx,
    {
      kind: 'deposit_cashback',
      wagerMultiple: await wagerMultipleOf(tx, campaign),
      expiresAt: new Date(deposit.at.getTime() + CASHBACK_KEEP_DAYS * 86_400_000),
    },
    [
      {
        playerId: deposit.playerId,
        amountPaise: amount,
        source: `deposit_cashback:${deposit.orderNo}`,
      },
    ],
    deposit.at,
  );
  await recordCampaignRewards(tx, campaign.id, ids);
}
