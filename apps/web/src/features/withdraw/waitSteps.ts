import type { WithdrawStatus } from '@khel/contract/wallet-rules';

export type WaitStepKey = 'submitted' | 'review' | 'processing' | 'arrived' | 'failed' | 'rejected';
export type WaitStepState = 'done' | 'active' | 'todo' | 'stopped';

export interface WaitStep {
  key: WaitStepKey;
  state: WaitStepState;
}

/** Still moving (the wait page keeps reading it): in review or with the gateway. */
export const isWithdrawOpen = (status: WithdrawStatus) =>
  status === 'review' || status === 'processing';

/**
 * The wait page's timeline for an order's status: submitted, then review (only for orders that
 * wait for an operator), processing with the gateway, arrived; a failed or rejected order stops
 * where it ended (its money is back in the wallet).
 */
export function waitSteps(status: WithdrawStatus): WaitStep[] {
  switch (status) {
    case 'review':
      return [
        { key: 'submitted', state: 'done' },
        { key: 'review', state: 'active' },
        { key: 'arrived', state: 'todo' },
      ];
    case 'processing':
      return [
        { key: 'submitted', state: 'done' },
        { key: 'processing', state: 'active' },
        { key: 'arrived', state: 'todo' },
      ];
    case 'success':
      return [
        { key: 'submitted', state: 'done' },
        { key: 'processing', state: 'done' },
        { key: 'arrived', state: 'done' },
      ];
    case 'failed':
    case 'rejected':
      return [
        { key: 'submitted', state: 'done' },
        { key: status, state: 'stopped' },
      ];
  }
}
