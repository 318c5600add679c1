import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminWithdrawalRoutes } from './admin-routes';
import type { WithdrawalApplyDeps } from './deps';
import { registerWithdrawalJobs } from './job';
import { withdrawalRoutes } from './routes';

export type { WithdrawalsDeps } from './deps';
export { handlePayoutEvent } from './settle';
export { readWithdrawSettings, WITHDRAW_DEFAULTS } from './settings';
export { withdrawalGateReader } from './kyc-gate';
export { assertWithdrawPassword, clearWithdrawPasswordFailures } from './password';

/**
 * Everything withdrawals add to the API (under its base): the player endpoints, the back
 * office's withdrawal calls, and the payout jobs on the app's job runtime.
 */
export async function registerWithdrawals(
  api: FastifyInstance,
  deps: WithdrawalApplyDeps,
  options: { jobs: JobRuntime; admin: OperatorsDeps },
) {
  withdrawalRoutes(api, deps);
  adminWithdrawalRoutes(api, deps, options.admin, options.jobs);
  registerWithdrawalJobs(options.jobs, deps);
}
