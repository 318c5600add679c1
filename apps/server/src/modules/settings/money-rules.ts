import type { TMoneyRules } from '@khel/contract/admin-settings';
import { toRupees } from '@khel/contract/money';
import type { Db } from '../../db/client';
import { readDepositConfig } from '../deposits';
import { readWageringRules } from '../wallet';
import { readWithdrawSettings } from '../withdrawals';

/**
 * The deposit rules, withdrawal rules and wagering multiples in force, as each module reads them
 * (a setting never made answers the module's default), in the contract's shape.
 */
export async function readMoneyRules(db: Db): Promise<TMoneyRules> {
  const withdraw = await readWithdrawSettings(db);
  return {
    withdraw: {
      minAmount: toRupees(withdraw.minPaise),
      maxAmount: toRupees(withdraw.maxPaise),
      reviewAbove: toRupees(withdraw.reviewAbovePaise),
      maxAccounts: withdraw.maxAccounts,
      passwordMaxFailures: withdraw.passwordMaxFailures,
      payoutMaxAttempts: withdraw.payoutMaxAttempts,
      kycSingleAbove: toRupees(withdraw.kycSingleAbovePaise),
      kycTotalAbove: toRupees(withdraw.kycTotalAbovePaise),
    },
    wagering: await readWageringRules(db),
    deposit: await readDepositConfig(db),
  };
}
