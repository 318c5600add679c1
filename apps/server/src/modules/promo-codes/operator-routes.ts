import type { FastifyInstance } from 'fastify';
import { operatorOk, requireOperator } from '../../plugins/operator';
import type { PromoCodeDeps } from './deps';
import { createCode, listCodesForOperator } from './operator';

/**
 * The operator's promo-code API (README.md "Operator API"): not a player endpoint, so not in the
 * contract. Registered only when OPERATOR_TOKEN is set.
 */
export function operatorPromoCodeRoutes(
  app: FastifyInstance,
  deps: PromoCodeDeps,
  options: { token: string },
) {
  requireOperator(app, options.token);
  app.get('/operator/promo-codes', async () => operatorOk(await listCodesForOperator(deps)));
  app.post('/operator/promo-codes', async (request) =>
    operatorOk(await createCode(deps, request.body)),
  );
}
