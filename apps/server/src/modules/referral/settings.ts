import { sql } from 'drizzle-orm';
import { ZReferralSettings, type ReferralSettingsInput } from '@khel/contract/admin-promotions';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readSetting } from '../app-config';
import { paiseOf, toRupees } from '@khel/contract/money';

/**
 * The operator's referral conditions (app_settings key `referral`, amounts in rupees): what
 * makes an invitee valid, the reward per two valid invitees, and what the anti-abuse checks
 * call a burst. Read field by field with fallbacks, so a broken setting never answers 500;
 * written whole and checked by the operator API.
 */
export const REFERRAL_DEFAULTS = {
  requirePhone: true,
  minDeposit: 100,
  minValidBet: 100,
  /** 0: the program pays nothing until the operator sets a reward. */
  rewardPerPair: 0,
  /** This many referred sign-ups from one address within the window hold them all for review. */
  burstCount: 3,
  burstWindowMinutes: 60,
};

/** What the operator sends: every field, checked — the contract's schema (the back office's form). */
export { ZReferralSettings, type ReferralSettingsInput };

const rupees = ZReferralSettings.shape.minDeposit;

const ZStored = z.object({
  requirePhone: z.boolean().catch(REFERRAL_DEFAULTS.requirePhone),
  minDeposit: rupees.catch(REFERRAL_DEFAULTS.minDeposit),
  minValidBet: rupees.catch(REFERRAL_DEFAULTS.minValidBet),
  rewardPerPair: rupees.catch(REFERRAL_DEFAULTS.rewardPerPair),
  burstCount: ZReferralSettings.shape.burstCount.catch(REFERRAL_DEFAULTS.burstCount),
  burstWindowMinutes: ZReferralSettings.shape.burstWindowMinutes.catch(
    REFERRAL_DEFAULTS.burstWindowMinutes,
  ),
});

export interface ReferralSettings {
  requirePhone: boolean;
  minDepositPaise: bigint;
  minValidBetPaise: bigint;
  rewardPerPairPaise: bigint;
  burstCount: number;
  burstWindowMinutes: number;
}

export async function readReferralSettings(db: Db): Promise<ReferralSettings> {
  const value = await readSetting(db, 'referral');
  const s = ZStored.parse(value && typeof value === 'object' ? value : {});
  return {
    requirePhone: s.requirePhone,
    minDepositPaise: paiseOf(s.minDeposit),
    minValidBetPaise: paiseOf(s.minValidBet),
    rewardPerPairPaise: paiseOf(s.rewardPerPair),
    burstCount: s.burstCount,
    burstWindowMinutes: s.burstWindowMinutes,
  };
}

/** The settings as the operator API shows them (rupees). */
export const presentSettings = (s: ReferralSettings): ReferralSettingsInput => ({
  requirePhone: s.requirePhone,
  minDeposit: toRupees(s.minDepositPaise),
  minValidBet: toRupees(s.minValidBetPaise),
  rewardPerPair: toRupees(s.rewardPerPairPaise),
  burstCount: s.burstCount,
  burstWindowMinutes: s.burstWindowMinutes,
});

/** Replaces the settings (in the caller's transaction: the back office audits it with the write). */
export async function writeReferralSettings(db: Db, input: ReferralSettingsInput) {
  await db.execute(
    sql`insert into app_settings (key, value, updated_at)
        values ('referral', ${JSON.stringify(input)}::jsonb, now())
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  );
  return presentSettings(await readReferralSettings(db));
}
