import type { FastifyInstance } from 'fastify';
import { operatorOk as ok, requireOperator } from '../../plugins/operator';
import { createCampaign, operatorListCampaigns, updateCampaign } from './operator';
import type { PromotionsDeps } from './player';

/**
 * The operator's campaign API (README.md "Operator API"): not a player endpoint, so not in the
 * contract. Registered only when OPERATOR_TOKEN is set; otherwise these paths are 404.
 */
export function operatorCampaignRoutes(
  app: FastifyInstance,
  deps: PromotionsDeps,
  options: { token: string },
) {
  requireOperator(app, options.token);
  app.get('/operator/campaigns', async () => ok(await operatorListCampaigns(deps.db)));
  app.post('/operator/campaigns', async (request) =>
    ok(await createCampaign(deps.db, request.body ?? {})),
  );
  app.post<{ Params: { id: string } }>('/operator/campaigns/:id', async (request) =>
    ok(await updateCampaign(deps.db, request.params.id, request.body ?? {})),
  );
}
