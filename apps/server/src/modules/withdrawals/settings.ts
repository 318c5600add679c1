import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';
import { amountProblem, paiseOf } from '@khel/contract/money';

/**
 * Operator configuration of withdrawals (app_settings key `withdraw`), amounts in rupees. Each
 * field falls back to its default on its own, so a broken setting never stops withdrawals with
 * a 500: the operator fixes it, the player never sees it.
 */
const rupees = (fallback: number) =>
  z
    .number()
    .refine((value) => amountProblem(value) === null)
    .catch(fallback);
const count = (fallback: number) => z.number().int().min(1).max(100).catch(fallback);

export const WITHDRAW_DEFAULTS = {
  minAmount: 100,
  maxAmount: 50_000,
  /** Orders above this wait for an operator's review before the payout. */
  reviewAbove: 20_000,
  maxAccounts: 5,
  /** Wrong withdrawal passwords allowed per 15 minutes. */
  passwordMaxFailures: 5,
  /** Payout sends to an unreachable gateway before the order is held for an operator. */
  payoutMaxAttempts: 8,
};

const ZWithdrawSettings = z
  .object({
    minAmount: rupees(WITHDRAW_DEFAULTS.minAmount),
    maxAmount: rupees(WITHDRAW_DEFAULTS.maxAmount),
    reviewAbove: rupees(WITHDRAW_DEFAULTS.reviewAbove),
    maxAccounts: count(WITHDRAW_DEFAULTS.maxAccounts),
    passwordMaxFailures: count(WITHDRAW_DEFAULTS.passwordMaxFailures),
    payoutMaxAttempts: count(WITHDRAW_DEFAULTS.payoutMaxAttempts),
  })
  .catch(WITHDRAW_DEFAULTS);

export interface WithdrawSettings {
  minPaise: bigint;
  maxPaise: bigint;
  reviewAbovePaise: bigint;
  maxAccounts: number;
  passwordMaxFailures: number;
  payoutMaxAttempts: number;
}

export async function readWithdrawSettings(db: Db): Promise<WithdrawSettings> {
  const s = ZWithdrawSettings.parse((await readSetting(db, 'withdraw')) ?? {});
  return {
    minPaise: paiseOf(s.minAmount),
    maxPaise: paiseOf(Math.max(s.maxAmount, s.minAmount)),
    reviewAbovePaise: paiseOf(s.reviewAbove),
    maxAccounts: s.maxAccounts,
    passwordMaxFailures: s.passwordMaxFailures,
    payoutMaxAttempts: s.payoutMaxAttempts,
  };
}
