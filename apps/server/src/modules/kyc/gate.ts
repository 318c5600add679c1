import { phrase } from '@khel/contract/messages';
import { adultOn } from '@khel/contract';
import { rupeesText } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { newestSubmission } from './store';

export const BIRTHDAY_REQUIRED =
  'Please add your date of birth in your profile before your first deposit';

export const singleAboveMessage = (singleAbovePaise: bigint) =>
  phrase('Please verify your identity to withdraw more than Rs {amount} at once', {
    amount: rupeesText(singleAbovePaise),
  });
export const totalAboveMessage = (totalAbovePaise: bigint) =>
  phrase('Please verify your identity: your withdrawals would pass Rs {amount} in total', {
    amount: rupeesText(totalAbovePaise),
  });

/** The player's KYC state: their newest submission's status, or 'none'. */
export async function kycStatusOf(db: Db, playerId: number) {
  return (await newestSubmission(db, playerId))?.status ?? 'none';
}

/**
 * The withdrawal gate (README.md "Withdrawal gate"): a withdrawal above `singleAbovePaise`, or
 * one that brings the player's total withdrawn above `totalAbovePaise`, needs 'verified'.
 * Exactly reaching either is allowed. Run in the withdrawal's transaction under the wallet lock,
 * so two withdrawals at once cannot both slip under the total.
 */
export async function assertIdentityForWithdrawal(
  tx: Db,
  check: {
    playerId: number;
    amountPaise: bigint;
    withdrawnPaise: bigint;
    singleAbovePaise: bigint;
    totalAbovePaise: bigint;
  },
) {
  const single = check.amountPaise > check.singleAbovePaise;
  const total = check.withdrawnPaise + check.amountPaise > check.totalAbovePaise;
  if (!single && !total) return;
  if ((await kycStatusOf(tx, check.playerId)) === 'verified') return;
  throw new AppError(
    'forbidden',
    single ? singleAboveMessage(check.singleAbovePaise) : totalAboveMessage(check.totalAbovePaise),
  );
}

export const underageForDepositMessage = (minimumAge: number) =>
  phrase('You must be at least {age} years old to deposit', { age: minimumAge });

/**
 * A player made without a date of birth (guest, code, Google) gives one, at least 18 years ago,
 * before a deposit (README.md "Age"). Sign-up by Register asks for it. The date must also be at
 * least the player's country's minimum age before `today` (the platform's local date as an
 * instant): a country's rule may ask more than the 18 checked when the date was given.
 */
export function assertBirthdayForDeposit(
  birthday: string | null,
  age: { minimumAge: number; today: Date },
) {
  if (birthday === null) throw new AppError('badRequest', BIRTHDAY_REQUIRED);
  if (!adultOn(birthday, age.today, age.minimumAge)) {
    throw new AppError('forbidden', underageForDepositMessage(age.minimumAge));
  }
}
