import type { TAgentInfoResponse, TInviteClaimResponse } from '@khel/contract';
import { INVITEES_PER_REWARD } from '@khel/contract/constants';
import { offsetMinutes, rangeBounds } from '@khel/contract/dates';
import { toRupees } from '@khel/contract/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query';
import { AppError } from '../../errors';
import { renderQrCode } from '../../lib/qr-code';
import { readTimezone } from '../app-config';
import { claimableAt, claimRewardsOfKind, type RewardsDeps } from '../rewards';
import { readReferralSettings } from './settings';

export interface ReferralDeps extends RewardsDeps {
  /** The app's public URL (PUBLIC_URL); the request's origin when not configured. */
  publicUrl: string | undefined;
}

/** Rewards are granted at this local time, the day after the event (docs/product.md §9). */
export const PAYOUT_TIME = '05:00';

/** The app's entry page with the player's code as the invite_code launch parameter (§1). */
export const referralUrlOf = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, '')}/?invite_code=${encodeURIComponent(code)}`;

/** The Earn tab: the link and its QR code, reward figures and the rules, for one player. */
export async function getAgentInfo(
  deps: ReferralDeps,
  playerId: number,
  origin: string,
): Promise<TAgentInfoResponse> {
  const now = deps.now();
  const [player] = await queryRows<{ referral_code: string }>(
    deps.db,
    sql`select referral_code from players where id = ${playerId}`,
  );
  if (!player) throw new AppError('notFound', 'No such player');
  const timezone = await readTimezone(deps.db);
  const today = rangeBounds('today', offsetMinutes(timezone), now);
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const [figures] = await queryRows<{
    today: string;
    total: string;
    available: string;
    invitees: number;
    valid: number;
  }>(
    deps.db,
    sql`select
          (select coalesce(sum(r.amount_paise), 0) from rewards r
           where r.player_id = ${playerId} and r.kind = 'referral' and r.status <> 'cancelled'
             and r.created_at >= ${at(today.from)} and r.created_at < ${at(today.to)})::text as today,
          (select coalesce(sum(r.amount_paise), 0) from rewards r
           where r.player_id = ${playerId} and r.kind = 'referral' and r.status <> 'cancelled')::text as total,
          (select coalesce(sum(r.amount_paise), 0) from rewards r
           where r.player_id = ${playerId} and r.kind = 'referral'
             and ${claimableAt(now)})::text as available,
          (select count(*) from referral_invitees i where i.referrer_id = ${playerId})::int as invitees,
          (select count(*) from referral_invitees i
           where i.referrer_id = ${playerId} and i.valid_day is not null)::int as valid`,
  );
  const settings = await readReferralSettings(deps.db);
  const referralUrl = referralUrlOf(deps.publicUrl ?? origin, player.referral_code);
  return {
    referralUrl,
    referralCode: player.referral_code,
    qrCode: await renderQrCode(referralUrl),
    todayReward: toRupees(figures?.today ?? '0'),
    totalReward: toRupees(figures?.total ?? '0'),
    availableReward: toRupees(figures?.available ?? '0'),
    inviteCount: figures?.invitees ?? 0,
    validInviteCount: figures?.valid ?? 0,
    rules: {
      enabled: settings.rewardPerPairPaise > 0n,
      requirePhone: settings.requirePhone,
      minDeposit: toRupees(settings.minDepositPaise),
      minValidBet: toRupees(settings.minValidBetPaise),
      rewardPerPair: toRupees(settings.rewardPerPairPaise),
      inviteesPerReward: INVITEES_PER_REWARD,
      payoutTime: PAYOUT_TIME,
      timezone,
    },
  };
}

/**
 * /invite/agent/receiveRebate: claims every claimable referral reward of the player through the
 * bonus engine, exactly once (its conditional update); a claim with nothing open pays nothing
 * and says so with claimedCount 0.
 */
export async function claimReferralRewards(
  deps: ReferralDeps,
  playerId: number,
): Promise<TInviteClaimResponse> {
  const claimed = await claimRewardsOfKind(deps, playerId, 'referral');
  return {
    claimedCount: claimed.count,
    claimedAmount: toRupees(claimed.totalPaise),
    balance: toRupees(claimed.balancePaise),
  };
}
