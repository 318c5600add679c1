/** Daily engagement (README.md): the check-in and the lucky wheel; the one door. */
import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminEngagementRoutes } from './admin-routes';
import type { EngagementDeps } from './deps';
import { engagementRoutes } from './routes';

export { expectedCostPaise, ZCheckinSettings, ZWheelSettings } from './settings';
export { nextCycleDay, streakOf } from './checkin';
export { spinsEarned } from './wheel';

/** The player endpoints and the back office's check-in and wheel. */
export function registerEngagement(
  api: FastifyInstance,
  deps: EngagementDeps,
  options: { admin: OperatorsDeps; spinCostCeiling: number },
) {
  engagementRoutes(api, deps);
  adminEngagementRoutes(api, options.admin, { spinCostCeiling: options.spinCostCeiling });
}
