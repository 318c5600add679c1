import { useQuery } from '@tanstack/react-query';
import { call, plannedCall } from '../../lib/http';
import type { AgentInfo } from './types';

export const agentInfoCall = plannedCall<object, AgentInfo>('/invite/agent/info');
export const receiveRebateCall = plannedCall<object, unknown>('/invite/agent/receiveRebate');

export const earnKeys = {
  all: ['earn'] as const,
  agentInfo: () => [...earnKeys.all, 'agentInfo'] as const,
};

/** The player's referral link and rewards; asked for only when logged in. */
export function useAgentInfo(enabled: boolean) {
  return useQuery({
    queryKey: earnKeys.agentInfo(),
    queryFn: () => call(agentInfoCall, {}, { silent: true }),
    enabled,
  });
}
