import type { TWithdrawInfo, TWithdrawPreview } from '@khel/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { PlayerRow } from '../accounts';
import { readWallet } from '../wallet';
import { localDay, offsetMinutes } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import { NO_SUCH_ACCOUNT, toBankAccount } from './bank-accounts';
import { findLiveAccount } from './bank-store';
import { newOrderNo, rowId, serviceCharge } from './format';
import { readTodayUsage, readVipLimits, remainingToday } from './limits';
import { assertWithdrawalAllowed } from './rules';
import { readWithdrawSettings } from './settings';
import { readTimezone } from '../app-config';

/** Everything the rules need about one player right now (read without locks: a snapshot). */
export async function readWithdrawContext(db: Db, player: PlayerRow) {
  const [settings, limits, timezone, wallet] = await Promise.all([
    readWithdrawSettings(db),
    readVipLimits(db, player.vipLevel),
    readTimezone(db),
    readWallet(db, player.id),
  ]);
  const usage = await readTodayUsage(db, { playerId: player.id, timezone });
  return { settings, limits, timezone, wallet, remaining: remainingToday(limits, usage) };
}

/** What the Withdraw page shows. */
export async function getWithdrawInfo(
  db: Db,
  options: { player: PlayerRow },
): Promise<TWithdrawInfo> {
  const { player } = options;
  const { settings, limits, wallet, remaining } = await readWithdrawContext(db, player);
  return {
    balance: toRupees(wallet.balancePaise),
    wagerRemaining: toRupees(wallet.wagerRemainingPaise),
    vipLevel: player.vipLevel,
    minAmount: toRupees(settings.minPaise),
    maxAmount: toRupees(settings.maxPaise),
    dailyLimit: toRupees(limits.dailyLimitPaise),
    remainingLimit: toRupees(remaining.amountPaise),
    dailyTimes: limits.dailyTimes,
    remainingTimes: remaining.times,
    feeRate: limits.feeBp / 10_000,
    hasWithdrawPassword: player.withdrawPasswordHash !== null,
  };
}

/**
 * The confirmation popup: checks the withdrawal (no password yet) and answers the order number
 * it will have. Nothing is stored: the number is only claimed when /withdraw/apply holds money.
 */
export async function previewWithdrawal(
  db: Db,
  options: { player: PlayerRow; amountPaise: bigint; bankAccountId: string },
): Promise<TWithdrawPreview> {
  const { player, amountPaise } = options;
  const account = await findLiveAccount(db, player.id, rowId(options.bankAccountId));
  if (!account) throw new AppError('notFound', NO_SUCH_ACCOUNT);
  const context = await readWithdrawContext(db, player);
  assertWithdrawalAllowed({
    amountPaise,
    settings: context.settings,
    remaining: context.remaining,
    wagerRemainingPaise: context.wallet.wagerRemainingPaise,
    balancePaise: context.wallet.balancePaise,
  });
  const fee = serviceCharge(amountPaise, context.limits.feeBp);
  return {
    orderNo: newOrderNo(localDay(offsetMinutes(context.timezone), new Date())),
    amount: toRupees(amountPaise),
    serviceCharge: toRupees(fee),
    arrivalAmount: toRupees(amountPaise - fee),
    bankAccount: toBankAccount(account),
  };
}
