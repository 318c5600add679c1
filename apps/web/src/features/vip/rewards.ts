import type { TReward } from '@khel/contract';
import { REWARD_KINDS } from '@khel/contract/constants';
import { rewardClaimEndpoint, rewardListEndpoint } from '@khel/contract/endpoints';
import { useQuery } from '../../api/query';
import { useWrite } from '../../api/useWrite';
import { call } from '../../lib/http';
import { loadUserInfo } from '../session';
import { vipKeys } from './useVipInfo';

/** The reward kinds the VIP page pays out (promotions' kinds belong to the Promo tab's My reward). */
export type VipRewardKind = Extract<(typeof REWARD_KINDS)[number], `vip_${string}`>;
export const VIP_REWARD_KINDS = REWARD_KINDS.filter((kind): kind is VipRewardKind =>
  kind.startsWith('vip_'),
);

export const isVipReward = (reward: TReward): reward is TReward & { kind: VipRewardKind } =>
  (VIP_REWARD_KINDS as readonly string[]).includes(reward.kind);

export const rewardKeys = {
  all: ['rewards'] as const,
  claimable: () => [...rewardKeys.all, 'claimable'] as const,
};

/** The player's claimable VIP rewards, newest first (the list's largest page: claims are few). */
export function useVipRewards(enabled: boolean) {
  return useQuery({
    queryKey: rewardKeys.claimable(),
    queryFn: () =>
      call(
        rewardListEndpoint,
        { status: 'claimable', kind: 'all', pageSize: 50 },
        { silent: true },
      ),
    select: (page) => page.list.filter(isVipReward),
    enabled,
  });
}

/**
 * Claims one reward: the wallet, the wager requirement (Withdraw page), the balance records and
 * the reward list all change, so user info is read again and their queries made stale.
 */
export function useClaimReward(loading: string) {
  return useWrite((rewardId: string) => call(rewardClaimEndpoint, { rewardId }), {
    loading,
    invalidates: () => [rewardKeys.all, vipKeys.all, ['records'], ['withdraw']],
    onSuccess: () => loadUserInfo(),
  });
}
