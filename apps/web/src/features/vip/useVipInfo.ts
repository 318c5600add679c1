import { useQuery } from '../../api/query';
import { vipInfoEndpoint } from '@khel/contract/endpoints';
import { call } from '../../lib/http';

export const vipKeys = {
  all: ['vip'] as const,
  info: () => [...vipKeys.all, 'info'] as const,
};

/**
 * The player's VIP info (docs/product.md §7). Only asked for a logged-in player: the call is the
 * player's own, and a 401 answer would log a visitor "out" to the entry page.
 */
export function useVipInfo(enabled: boolean) {
  return useQuery({
    queryKey: vipKeys.info(),
    queryFn: () => call(vipInfoEndpoint, {}, { silent: true }),
    enabled,
  });
}
