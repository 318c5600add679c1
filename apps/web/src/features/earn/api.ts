import type { InviteRankPeriod } from '@khel/contract/constants';
import {
  inviteBonusListEndpoint,
  inviteClaimEndpoint,
  inviteInfoEndpoint,
  inviteRanksEndpoint,
  inviteTeamEndpoint,
} from '@khel/contract/endpoints';
import { useInfiniteQuery, useQuery } from '../../api/query';
import { useWrite } from '../../api/useWrite';
import { call } from '../../lib/http';
import { loadUserInfo } from '../session';

export const earnKeys = {
  all: ['earn'] as const,
  agentInfo: () => [...earnKeys.all, 'agentInfo'] as const,
  team: () => [...earnKeys.all, 'team'] as const,
  bonuses: () => [...earnKeys.all, 'bonuses'] as const,
  ranks: (period: InviteRankPeriod) => [...earnKeys.all, 'ranks', period] as const,
};

/** Rows per page of the team and the cash bonus list; more load as the list scrolls. */
const PAGE_SIZE = 20;

/**
 * The player's referral link, QR code, reward figures and the rules; asked for only when logged
 * in (a visitor's 401 would log them "out" to the entry page).
 */
export function useAgentInfo(enabled: boolean) {
  return useQuery({
    queryKey: earnKeys.agentInfo(),
    queryFn: () => call(inviteInfoEndpoint, {}, { silent: true }),
    enabled,
  });
}

/** The player's invitees and where each stands, newest first, page by page. */
export function useInviteTeam(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: earnKeys.team(),
    queryFn: ({ pageParam }) =>
      call(inviteTeamEndpoint, { cursor: pageParam, pageSize: PAGE_SIZE }, { silent: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.list),
    enabled,
  });
}

/** The cash bonus list: each referral reward and its two invitees, newest first, page by page. */
export function useInviteBonuses(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: earnKeys.bonuses(),
    queryFn: ({ pageParam }) =>
      call(inviteBonusListEndpoint, { cursor: pageParam, pageSize: PAGE_SIZE }, { silent: true }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.list),
    enabled,
  });
}

/** The invitation ranks of a period, with the player's own place. */
export function useInviteRanks(period: InviteRankPeriod, enabled: boolean) {
  return useQuery({
    queryKey: earnKeys.ranks(period),
    queryFn: () => call(inviteRanksEndpoint, { period }, { silent: true }),
    enabled,
  });
}

/**
 * Claims every claimable referral reward (receiveRebate): the wallet, its wager requirement
 * and the balance records change, so user info is read again and their queries made stale.
 */
export function useClaimReferral(loading: string) {
  return useWrite(() => call(inviteClaimEndpoint, {}), {
    loading,
    invalidates: () => [earnKeys.all, ['rewards'], ['records'], ['withdraw']],
    onSuccess: () => loadUserInfo(),
  });
}
