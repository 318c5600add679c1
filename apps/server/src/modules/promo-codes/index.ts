/** Promo codes and game-provider gift codes (README.md): the one door other modules use. */
import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminPromoCodeRoutes } from './admin-routes';
import type { PromoCodeDeps } from './deps';
import { promoCodeRoutes } from './routes';

export type { PromoCodeDeps } from './deps';
export { payPromoCodesOnDeposit, payPromoCodesOnDeposits } from './pay';
export { createCode } from './admin';
export { redeemCode } from './redeem';

/** Everything promo codes add to the API: the player's endpoints and the back office's codes. */
export function registerPromoCodes(
  api: FastifyInstance,
  deps: PromoCodeDeps,
  options: { admin: OperatorsDeps },
) {
  promoCodeRoutes(api, deps);
  adminPromoCodeRoutes(api, options.admin);
}
