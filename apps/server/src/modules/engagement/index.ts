/** Daily engagement (README.md): the check-in and the lucky wheel; the one door. */
import type { FastifyInstance } from 'fastify';
import type { EngagementDeps } from './deps';
import { operatorEngagementRoutes } from './operator-routes';
import { engagementRoutes } from './routes';

export { expectedCostPaise, ZCheckinSettings, ZWheelSettings } from './settings';
export { nextCycleDay, streakOf } from './checkin';
export { spinsEarned } from './wheel';

/** The player endpoints, and the operator API when OPERATOR_TOKEN is set. */
export async function registerEngagement(
  api: FastifyInstance,
  deps: EngagementDeps,
  options: { operatorToken: string | undefined; spinCostCeiling: number },
) {
  engagementRoutes(api, deps);
  const token = options.operatorToken;
  if (token) {
    await api.register(async (scope) =>
      operatorEngagementRoutes(scope, deps, { token, spinCostCeiling: options.spinCostCeiling }),
    );
  }
}
