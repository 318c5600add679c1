import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { assertBirthdayForDeposit } from '../kyc';
import type { DepositConfig } from './config';
import { countryOfPlayer, orderSettings } from '../app-config';
import { offsetMinutes, todayIn } from '@khel/contract/dates';
import {
  DEPOSIT_KIND_OF_TYPE,
  depositKindAllowed,
  minimumAgeOf,
  type DepositKind,
  type JurisdictionRules,
} from '../jurisdiction';
import {
  countPendingOrders,
  insertDepositOrder,
  lockPlayer,
  type DepositOrderRow,
  type NewDepositOrder,
} from './store';
import { paiseOf } from '@khel/contract/money';
import {
  depositLimitMessage,
  depositRefusal,
  DEPOSIT_LIMIT_NAMES,
  EXCLUDED_MESSAGE,
  recordLimitRefusal,
} from '../protection';

/**
 * Order numbers: a letter for the tab (R online, T transfer, C crypto), the UTC day as yyMMdd and
 * 10 random digits — unguessable, and readable over the phone to customer service.
 */
export function newOrderNo(prefix: 'R' | 'T' | 'C', now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

export const CLOSED = 'Deposits are closed';
export const NOT_AVAILABLE = 'This deposit method is not available';
export const KIND_NOT_ALLOWED = 'This deposit method is not offered in your country';

/**
 * The deposit kinds the player's country allows (jurisdiction README): the bound phone's
 * country, else the market's; none when the licence covers neither.
 */
export async function allowedDepositKinds(
  db: Db,
  jurisdiction: JurisdictionRules,
  phone: string | null,
): Promise<Set<DepositKind>> {
  const country = await countryOfPlayer(db, jurisdiction, phone);
  return new Set(Object.values(DEPOSIT_KIND_OF_TYPE).filter((k) => depositKindAllowed(country, k)));
}

/** Refuses every new order while the operator has closed deposits. */
export function assertDepositsOpen(config: DepositConfig, channelOn: boolean) {
  if (config.rechargeOpen !== 1) throw new AppError('badRequest', CLOSED);
  if (!channelOn) throw new AppError('badRequest', NOT_AVAILABLE);
}

/** docs/product.md §5: 'Deposit amount must during MIN-MAX', both bounds inclusive. */
export function assertAmountWithin(amountPaise: bigint, min: number, max: number) {
  if (amountPaise < paiseOf(min) || amountPaise > paiseOf(max)) {
    throw new AppError('badRequest', 'Deposit amount must during {min}-{max}', { min, max });
  }
}

/**
 * Writes a new pending order unless the player's country does not allow its kind (the
 * jurisdiction rules' depositKinds), the player already has `pendingOrderLimit` orders pending,
 * is on a time-out or self-exclusion, or the amount would pass one of the player's deposit limits
 * (credited deposits of the period plus open orders: protection's depositRefusal). All counted
 * under the player's row lock, so concurrent requests cannot both slip under a limit. A refusal
 * at a limit is recorded ('limit.refused') once the transaction has rolled back.
 */
export async function placeDepositOrder(
  db: Db,
  options: {
    config: DepositConfig;
    prefix: 'R' | 'T' | 'C';
    /** The licence's country rules: the order's kind (its channel) must be allowed. */
    jurisdiction: JurisdictionRules;
    order: Omit<NewDepositOrder, 'orderNo' | 'expireAt'>;
    /** The platform clock's time: the limits' periods are taken at it. */
    now: Date;
  },
): Promise<DepositOrderRow> {
  const { config, order } = options;
  const placed = await db.transaction(async (tx) => {
    const { phone, birthday } = await lockPlayer(tx, order.playerId);
    // Under the lock: a phone bound (or changed) at the same time cannot slip a kind past it.
    const { country, timezone } = await orderSettings(tx, options.jurisdiction, phone);
    const kind = DEPOSIT_KIND_OF_TYPE[order.channel];
    if (!kind || !depositKindAllowed(country, kind)) {
      throw new AppError('forbidden', KIND_NOT_ALLOWED);
    }
    assertBirthdayForDeposit(birthday, {
      minimumAge: minimumAgeOf(options.jurisdiction, country),
      today: todayIn(options.now, offsetMinutes(timezone)),
    });
    const pending = await countPendingOrders(tx, order.playerId);
    if (pending >= config.pendingOrderLimit) {
      throw new AppError(
        'badRequest',
        'You still have {count} orders being processed. Please try again later.',
        { count: pending },
      );
    }
    const refusal = await depositRefusal(tx, {
      playerId: order.playerId,
      amountPaise: order.amountPaise,
      now: options.now,
    });
    if (refusal && 'excluded' in refusal) throw new AppError('forbidden', EXCLUDED_MESSAGE);
    if (refusal) return refusal;
    const expireAt = new Date(Date.now() + config.orderTtlMinutes * 60_000);
    // A clash of 10 random digits on one day is rare; drawing again settles it.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await insertDepositOrder(tx, {
        ...order,
        orderNo: newOrderNo(options.prefix),
        expireAt,
      });
      if (row) return { row };
    }
    throw new Error('could not draw a free deposit order number');
  });
  if ('row' in placed) return placed.row;
  await recordLimitRefusal(db, {
    playerId: order.playerId,
    limit: DEPOSIT_LIMIT_NAMES[placed.passed.period],
    path: 'deposit',
    amountPaise: order.amountPaise,
    now: options.now,
  });
  throw new AppError('badRequest', depositLimitMessage(placed.passed));
}
