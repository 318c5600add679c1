import type { Db } from '../../db/client';
import type { WithdrawalGate } from '../kyc';
import { readWithdrawnTotal } from './limits';
import { readWithdrawSettings } from './settings';

/** The identity verification gate as it stands for one player (the KYC page shows it). */
export async function readWithdrawalGate(db: Db, playerId: number): Promise<WithdrawalGate> {
  const [settings, withdrawnPaise] = await Promise.all([
    readWithdrawSettings(db),
    readWithdrawnTotal(db, playerId),
  ]);
  return {
    singleAbovePaise: settings.kycSingleAbovePaise,
    totalAbovePaise: settings.kycTotalAbovePaise,
    withdrawnPaise,
  };
}
