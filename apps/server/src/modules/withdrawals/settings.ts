import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';
import { ZWithdrawRules } from '@khel/contract/admin-settings';
import { paiseOf } from '@khel/contract/money';
import { KYC_WITHDRAW_DEFAULTS } from '@khel/contract';

/**
 * Operator configuration of withdrawals (app_settings key `withdraw`), amounts in rupees, by the
 * contract's rules (ZWithdrawRules, which the back office's form and write use too). Each field
 * falls back to its default on its own, so a setting broken outside the back office never stops
 * withdrawals with a 500: the operator fixes it, the player never sees it.
 */
const field = ZWithdrawRules.shape;

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
  /** The identity verification gate (modules/kyc README). */
  kycSingleAbove: KYC_WITHDRAW_DEFAULTS.singleAbove,
  kycTotalAbove: KYC_WITHDRAW_DEFAULTS.totalAbove,
};

const ZWithdrawSettings = z
  .object({
    minAmount: field.minAmount.catch(WITHDRAW_DEFAULTS.minAmount),
    maxAmount: field.maxAmount.catch(WITHDRAW_DEFAULTS.maxAmount),
    reviewAbove: field.reviewAbove.catch(WITHDRAW_DEFAULTS.reviewAbove),
    maxAccounts: field.maxAccounts.catch(WITHDRAW_DEFAULTS.maxAccounts),
    passwordMaxFailures: field.passwordMaxFailures.catch(WITHDRAW_DEFAULTS.passwordMaxFailures),
    payoutMaxAttempts: field.payoutMaxAttempts.catch(WITHDRAW_DEFAULTS.payoutMaxAttempts),
    kycSingleAbove: field.kycSingleAbove.catch(WITHDRAW_DEFAULTS.kycSingleAbove),
    kycTotalAbove: field.kycTotalAbove.catch(WITHDRAW_DEFAULTS.kycTotalAbove),
  })
  .catch(WITHDRAW_DEFAULTS);

export interface WithdrawSettings {
  minPaise: bigint;
  maxPaise: bigint;
  reviewAbovePaise: bigint;
  maxAccounts: number;
  passwordMaxFailures: number;
  payoutMaxAttempts: number;
  /** Above these a withdrawal needs a verified identity (single order, total withdrawn). */
  kycSingleAbovePaise: bigint;
  kycTotalAbovePaise: bigint;
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
    kycSingleAbovePaise: paiseOf(s.kycSingleAbove),
    kycTotalAbovePaise: paiseOf(s.kycTotalAbove),
  };
}
