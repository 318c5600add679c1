import type { TAgentInfoResponse } from '@khel/contract';

/** The answer of /invite/agent/info (packages/contract/src/referral.ts). */
export type AgentInfo = TAgentInfoResponse;
