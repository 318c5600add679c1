import { useQuery } from '../../api/query';
import { rankingListEndpoint } from '@khel/contract/endpoints';
import { call } from '../../lib/http';
import { useSession } from '../../stores/session';
import type { RankingPeriod, RankingScope } from './ranking';

export const rankingKeys = {
  all: ['ranking'] as const,
  list: (period: RankingPeriod, scope: RankingScope, uid: string | null) =>
    [...rankingKeys.all, period, scope, uid] as const,
};

/**
 * A ranking list and, for a logged-in player, their own place (the call carries the session
 * when there is one; a visitor gets the list alone). Refreshed every 30 s while shown.
 */
export function useRankingList(period: RankingPeriod, scope: RankingScope) {
  const uid = useSession((s) => s.uid);
  return useQuery({
    queryKey: rankingKeys.list(period, scope, uid),
    queryFn: () => call(rankingListEndpoint, { period, scope }, { silent: true }),
    refetchInterval: scope === 'current' ? 30_000 : false,
  });
}
