import { useQuery } from '@tanstack/react-query';
import { call, plannedCall } from '../../lib/http';
import type { VipInfo } from './types';

export const vipInfoCall = plannedCall<object, VipInfo>('/vip/getVipInfo');

export const vipKeys = {
  all: ['vip'] as const,
  info: () => [...vipKeys.all, 'info'] as const,
};

/**
 * The player's VIP info (SPEC.md §7). Only asked for a logged-in player: the call is the
 * player's own, and a 401 answer would log a visitor "out" to the entry page.
 */
export function useVipInfo(enabled: boolean) {
  return useQuery({
    queryKey: vipKeys.info(),
    queryFn: () => call(vipInfoCall, {}, { silent: true }),
    enabled,
  });
}
