import type { CampaignKind, TCampaign } from '@khel/contract';
import {
  cashbackInfoEndpoint,
  cashbackRecordsEndpoint,
  rewardClaimEndpoint,
  rewardListEndpoint,
  signupBonusClaimEndpoint,
  signupBonusInfoEndpoint,
} from '@khel/contract/endpoints';
import { useInfiniteQuery, useQuery } from '../../api/query';
import { useTranslation } from '../../i18n/useTranslation';
import { useWrite } from '../../api/useWrite';
import { call } from '../../lib/http';
import { showToast } from '../../lib/toast';
import { loadUserInfo } from '../session';
import { PROMO_LIST_STALE_MS, fetchPromoList, promoKeys } from './promoList';

// The promotions API (docs/product.md §2, §8, §9): running campaigns, the sign-up bonus, the
// deposit cashback and the player's rewards. Every figure a promotion page shows comes from here
// (the list's key and fetch in promoList.ts, which the first screen's popup reads).
export { promoKeys };

/** Running campaigns in the UI language (public: a visitor sees them too). */
export function usePromoList() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: promoKeys.list(i18n.language),
    queryFn: ({ signal }) => fetchPromoList(signal),
    staleTime: PROMO_LIST_STALE_MS,
  });
}

/** The running campaign of a kind (the first in the operator's order), once the list is loaded. */
export function useCampaign<K extends CampaignKind>(kind: K) {
  const list = usePromoList();
  const campaign: (TCampaign & { kind: K }) | null =
    (list.data?.list.find((c) => c.kind === kind) as (TCampaign & { kind: K }) | undefined) ?? null;
  return { ...list, campaign };
}

export function useSignupBonus(enabled: boolean) {
  return useQuery({
    queryKey: promoKeys.signup(),
    queryFn: () => call(signupBonusInfoEndpoint, {}, { silent: true }),
    enabled,
  });
}

export function useCashbackInfo(enabled: boolean) {
  return useQuery({
    queryKey: promoKeys.cashback(),
    queryFn: () => call(cashbackInfoEndpoint, {}, { silent: true }),
    enabled,
  });
}

/** CashbackRecord: pages of the player's cashbacks, newest first. */
export function useCashbackRecords(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: promoKeys.cashbackRecords(),
    queryFn: ({ pageParam }) =>
      call(cashbackRecordsEndpoint, { cursor: pageParam, pageSize: 20 }, { silent: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/** My reward: every reward of the player (all kinds and statuses), pages newest first. */
export function useMyRewards(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...promoKeys.rewards(), 'all'],
    queryFn: ({ pageParam }) =>
      call(
        rewardListEndpoint,
        { status: 'all', kind: 'all', cursor: pageParam, pageSize: 20 },
        { silent: true },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/**
 * Claims a reward: the wallet, the wager requirement and every reward list change, so user info
 * is read again and those queries made stale.
 */
export function useClaimPromoReward(messages: { loading: string; success: string }) {
  return useWrite((rewardId: string) => call(rewardClaimEndpoint, { rewardId }), {
    loading: messages.loading,
    invalidates: () => [promoKeys.all, promoKeys.rewards(), ['records'], ['withdraw'], ['vip']],
    onSuccess: () => {
      showToast(messages.success);
      return loadUserInfo();
    },
  });
}

/** Takes the sign-up bonus (it then waits in My reward, claimable for its days). */
export function useTakeSignupBonus(messages: { loading: string; success: string }) {
  return useWrite(() => call(signupBonusClaimEndpoint, {}), {
    loading: messages.loading,
    invalidates: () => [promoKeys.signup(), promoKeys.rewards()],
    onSuccess: () => showToast(messages.success),
  });
}
