/** Referral (README.md): the one door other modules and the app use. */
import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { readTimezone } from '../app-config';
import type { ReferralDeps } from './info';
import { registerReferralJobs } from './jobs';
import type { OperatorsDeps } from '../operators';
import { adminReferralRoutes } from './admin-routes';
import { referralRoutes } from './routes';

export { recordInvitee } from './capture';
export { settleReferrals } from './settle';
export { registerReferralJobs };
export type { ReferralDeps };

/**
 * Everything referral adds: the Earn and invitation-ranks endpoints, the back office's rules and
 * review queue, and `referral.daily` at 05:00 on the app's job runtime.
 */
export async function registerReferral(
  api: FastifyInstance,
  deps: ReferralDeps,
  options: { admin: OperatorsDeps; jobs: JobRuntime },
) {
  referralRoutes(api, deps);
  adminReferralRoutes(api, options.admin);
  registerReferralJobs(options.jobs, deps, await readTimezone(deps.db));
}
