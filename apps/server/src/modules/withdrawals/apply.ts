import type { TWithdrawOrder } from '@khel/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { AppError } from '../../errors';
import type { PlayerRow } from '../accounts';
import { HOUSE, postTransaction } from '../wallet';
import { NO_SUCH_ACCOUNT } from './bank-accounts';
import { findLiveAccount } from './bank-store';
import type { WithdrawalApplyDeps } from './deps';
import { kycThresholdsFor } from './kyc-gate';
import { ORDER_NO_PATTERN, rowId, serviceCharge } from './format';
import { readTodayUsage, readVipLimits, readWithdrawnTotal, remainingToday } from './limits';
import { findOrderByNo, insertOrder, type WithdrawalOrderRow } from './order-store';
import { assertWithdrawPassword } from './password';
import { enqueuePayout, requestPayout } from './payout';
import { toWithdrawOrder } from './records';
import { assertWithdrawalAllowed } from './rules';
import { readWithdrawSettings } from './settings';
import { readTimezone } from '../app-config';
import { assertIdentityForWithdrawal } from '../kyc';

export interface ApplyWithdrawalOptions {
  player: PlayerRow;
  orderNo: string;
  amountPaise: bigint;
  bankAccountId: string;
  withdrawPassword: string;
}

interface Held {
  kind: 'held' | 'existing';
  order: WithdrawalOrderRow;
}

/**
 * Withdraws: the withdrawal password is checked first (its attempts counted atomically before
 * scrypt runs, see password.ts); then one database transaction locks the player's wallet row (so
 * one player's withdrawals run one at a time and the limits cannot be raced), checks the limits, wagering
 * and — by the ledger's conditional debit — the balance, moves the amount to withdrawals in
 * flight and writes the order. Then the payout goes to the gateway, unless the order waits for an
 * operator's review. Idempotent by order number.
 */
export async function applyWithdrawal(
  deps: WithdrawalApplyDeps,
  options: ApplyWithdrawalOptions,
): Promise<TWithdrawOrder> {
  if (!ORDER_NO_PATTERN.test(options.orderNo)) {
    throw new AppError('badRequest', 'Invalid order number: ask /withdraw/preview for one');
  }
  await assertWithdrawPassword(deps.db, {
    playerId: options.player.id,
    hash: options.player.withdrawPasswordHash,
    password: options.withdrawPassword,
  });
  // Ledger account ids are made outside the transaction (see createAccountDirectory).
  const walletId = await deps.accounts.wallet(options.player.id);
  const inFlightId = await deps.accounts.house(HOUSE.withdrawalsInFlight);
  const held = await deps.db.transaction((tx) =>
    holdWithdrawal(tx, deps, options, walletId, inFlightId),
  );
  if (held.kind === 'held' && held.order.status === 'processing') {
    return toWithdrawOrder(await requestPayout(deps, held.order));
  }
  return toWithdrawOrder(held.order);
}

async function holdWithdrawal(
  tx: Db,
  deps: WithdrawalApplyDeps,
  options: ApplyWithdrawalOptions,
  walletId: bigint,
  inFlightId: bigint,
): Promise<Held> {
  const { player, amountPaise, orderNo } = options;
  const [wallet] = await tx
    .select({ wager: ledgerAccounts.wagerRemainingPaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, walletId))
    .for('update');
  const settings = await readWithdrawSettings(tx);
  // A repeat of an applied order (a retry after a lost answer) gets that order; nothing moves.
  const existing = await findOrderByNo(tx, orderNo);
  if (existing) {
    if (existing.playerId !== player.id) {
      throw new AppError('conflict', 'This order number is already used');
    }
    return { kind: 'existing', order: existing };
  }

  const account = await findLiveAccount(tx, player.id, rowId(options.bankAccountId));
  if (!account) throw new AppError('notFound', NO_SUCH_ACCOUNT);
  const limits = await readVipLimits(tx, player.vipLevel);
  const usage = await readTodayUsage(tx, { playerId: player.id, timezone: await readTimezone(tx) });
  assertWithdrawalAllowed({
    amountPaise,
    settings,
    remaining: remainingToday(limits, usage),
    wagerRemainingPaise: wallet?.wager ?? 0n,
  });
  // Under the wallet lock: two withdrawals at once cannot both pass the cumulative total. The
  // thresholds are the player's country's where the licence's rules set them.
  await assertIdentityForWithdrawal(tx, {
    playerId: player.id,
    amountPaise,
    withdrawnPaise: await readWithdrawnTotal(tx, player.id),
    ...(await kycThresholdsFor(tx, deps.jurisdiction, settings, player.phone)),
  });

  const fee = serviceCharge(amountPaise, limits.feeBp);
  // Throws 'Insufficient balance' when the wallet does not cover it; the transaction rolls back.
  await postTransaction(tx, {
    idempotencyKey: `withdraw-hold:${orderNo}`,
    requestHash: `${player.id}:${amountPaise}`,
    kind: 'withdrawal_hold',
    recordType: 'withdrawal',
    playerId: player.id,
    legs: [
      { accountId: walletId, amountPaise: -amountPaise },
      { accountId: inFlightId, amountPaise },
    ],
    metadata: { orderNo },
  });
  const order = await insertOrder(tx, {
    orderNo,
    playerId: player.id,
    bankAccountId: account.id,
    holderName: account.holderName,
    accountNumber: account.accountNumber,
    ifsc: account.ifsc,
    bankName: account.bankName,
    amountPaise,
    feePaise: fee,
    arrivalPaise: amountPaise - fee,
    status: amountPaise > settings.reviewAbovePaise ? 'review' : 'processing',
    gatewayCode: deps.gateway.code,
  });
  if (order.status === 'processing') await enqueuePayout(tx, orderNo, { sendNow: true });
  return { kind: 'held', order };
}
