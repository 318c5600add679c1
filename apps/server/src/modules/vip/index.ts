/** VIP (README.md): the one door other modules use. */
import type { JobRuntime } from '@khel/db';
import type { FastifyInstance } from 'fastify';
import { registerVipJobs } from './jobs';
import { platformOffset, type VipDeps } from './privileges';
import { vipRoutes } from './routes';

export { countVipDeposit } from './progression';
export { getVipInfo } from './info';
export {
  grantBirthdayBonuses,
  grantWeeklyBonuses,
  payDailyRebates,
  relegateIdlePlayers,
} from './privileges';
export { registerVipJobs };

/** '+05:30' from 330 minutes. */
const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/**
 * Everything VIP adds: /vip/getVipInfo, and the privilege schedules at 05:00 in the platform's
 * timezone on the app's job runtime.
 */
export async function registerVip(
  api: FastifyInstance,
  deps: VipDeps & { now: () => Date; jobs: JobRuntime },
) {
  vipRoutes(api, deps);
  registerVipJobs(deps.jobs, deps, offsetText(await platformOffset(deps.db)));
}
