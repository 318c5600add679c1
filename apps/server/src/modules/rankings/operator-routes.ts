import { RANKING_PERIODS } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { describeIssue } from '../../plugins/api';
import { operatorOk as ok, requireOperator } from '../../plugins/operator';
import { ZRankingAwards, ZRankingPeriod, listRankingAwards, setRankingAwards } from './awards';
import type { Db } from '../../db/client';

/**
 * The operator's ranking awards (README.md "Operator API"): not a player endpoint, so not in the
 * contract. Registered only when OPERATOR_TOKEN is set; otherwise these paths are 404.
 */
export function operatorRankingRoutes(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date },
  options: { token: string },
) {
  requireOperator(app, options.token);
  app.get('/operator/rankings/awards', async () => ok(await listRankingAwards(deps.db)));
  app.put<{ Params: { period: string } }>('/operator/rankings/awards/:period', async (request) => {
    const period = ZRankingPeriod.safeParse(request.params.period);
    if (!period.success) {
      throw new AppError('badRequest', `Invalid period: expected ${RANKING_PERIODS.join(', ')}`);
    }
    const parsed = ZRankingAwards.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('badRequest', describeIssue(parsed.error));
    return ok(await setRankingAwards(deps.db, period.data, parsed.data.awards, deps.now()));
  });
}
