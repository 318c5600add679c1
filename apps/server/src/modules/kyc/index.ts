import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminKycRoutes } from './admin-routes';
import { kycRoutes } from './routes';
import type { KycDeps } from './service';

/**
 * The kyc module's door (README.md): identity verification — the player's submission and state,
 * the provider adapter, the back office's review — and the checks other modules run: the
 * withdrawal gate and the date of birth a deposit needs.
 */
export type { KycDeps, WithdrawalGate } from './service';
export { sandboxKycProvider, type KycProvider } from './provider';
export { assertBirthdayForDeposit, assertIdentityForWithdrawal, kycStatusOf } from './gate';

export function registerKyc(
  api: FastifyInstance,
  deps: KycDeps,
  options: { admin: OperatorsDeps },
) {
  kycRoutes(api, deps);
  adminKycRoutes(api, options.admin);
}
