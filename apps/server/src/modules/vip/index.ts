/** VIP (README.md): the one door other modules use. */
import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { registerVipJobs } from './jobs';
import { readTimezone } from '../app-config';
import type { VipDeps } from './privileges';
import { vipRoutes } from './routes';

export { countVipDeposit, countVipDeposits } from './progression';
export { vipAdminRoutes } from './admin-routes';
export { getVipInfo } from './info';
export {
  grantBirthdayBonuses,
  grantWeeklyBonuses,
  payDailyRebates,
  relegateIdlePlayers,
} from './privileges';
export { registerVipJobs };

/**
 * Everything VIP adds: /vip/getVipInfo, and the privilege schedules at 05:00 in the platform's
 * timezone on the app's job runtime.
 */
export async function registerVip(
  api: FastifyInstance,
  deps: VipDeps & { now: () => Date; jobs: JobRuntime },
) {
  vipRoutes(api, deps);
  registerVipJobs(deps.jobs, deps, await readTimezone(deps.db));
}
