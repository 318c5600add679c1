/** Promo codes and game-provider gift codes (README.md): the one door other modules use. */
import type { FastifyInstance } from 'fastify';
import type { PromoCodeDeps } from './deps';
import { operatorPromoCodeRoutes } from './operator-routes';
import { promoCodeRoutes } from './routes';

export type { PromoCodeDeps } from './deps';
export { payPromoCodesOnDeposit } from './pay';
export { createCode } from './operator';
export { redeemCode } from './redeem';

/**
 * Everything promo codes add to the API: the player's redeem and records endpoints, and the
 * operator's code API when OPERATOR_TOKEN is set.
 */
export async function registerPromoCodes(
  api: FastifyInstance,
  deps: PromoCodeDeps,
  options: { operatorToken: string | undefined },
) {
  promoCodeRoutes(api, deps);
  const token = options.operatorToken;
  if (token) await api.register(async (scope) => operatorPromoCodeRoutes(scope, deps, { token }));
}
