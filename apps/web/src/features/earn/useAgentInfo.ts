import { useQuery } from '@tanstack/react-query';
import { post } from '../../lib/http';
import type { AgentInfo } from './types';

export const AGENT_INFO_PATH = '/invite/agent/info';
export const RECEIVE_REBATE_PATH = '/invite/agent/receiveRebate';

export const earnKeys = {
  all: ['earn'] as const,
  agentInfo: () => [...earnKeys.all, 'agentInfo'] as const,
};

/** The player's referral link and rewards; asked for only when logged in. */
export function useAgentInfo(enabled: boolean) {
  return useQuery({
    queryKey: earnKeys.agentInfo(),
    queryFn: () => post<AgentInfo>(AGENT_INFO_PATH, {}, { silent: true }),
    enabled,
  });
}
