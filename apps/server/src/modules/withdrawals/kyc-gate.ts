import { paiseOf } from '@khel/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { players } from '../../db/schema';
import { countryOfPlayer } from '../app-config';
import { kycThresholdsOf, type JurisdictionRules } from '../jurisdiction';
import type { WithdrawalGate } from '../kyc';
import { readWithdrawnTotal } from './limits';
import { readWithdrawSettings, type WithdrawSettings } from './settings';

/**
 * The KYC thresholds for one player (paise): their country's where its rule sets them
 * (JURISDICTION_RULES `kyc`, jurisdiction README), else the operator's withdraw settings. The
 * country is the bound phone's, else the market's.
 */
export async function kycThresholdsFor(
  db: Db,
  jurisdiction: JurisdictionRules,
  settings: WithdrawSettings,
  phone: string | null,
): Promise<{ singleAbovePaise: bigint; totalAbovePaise: bigint }> {
  const country = kycThresholdsOf(await countryOfPlayer(db, jurisdiction, phone));
  return {
    singleAbovePaise:
      country.singleWithdrawalAboveRupees === undefined
        ? settings.kycSingleAbovePaise
        : paiseOf(country.singleWithdrawalAboveRupees),
    totalAbovePaise:
      country.cumulativeWithdrawalsAboveRupees === undefined
        ? settings.kycTotalAbovePaise
        : paiseOf(country.cumulativeWithdrawalsAboveRupees),
  };
}

/**
 * The identity verification gate as it stands for one player (the KYC page shows it), with the
 * thresholds of the player's country (`kycThresholdsFor`).
 */
export function withdrawalGateReader(jurisdiction: JurisdictionRules) {
  return async (db: Db, playerId: number): Promise<WithdrawalGate> => {
    const [settings, withdrawnPaise, [player]] = await Promise.all([
      readWithdrawSettings(db),
      readWithdrawnTotal(db, playerId),
      db.select({ phone: players.phone }).from(players).where(eq(players.id, playerId)),
    ]);
    return {
      ...(await kycThresholdsFor(db, jurisdiction, settings, player?.phone ?? null)),
      withdrawnPaise,
    };
  };
}
