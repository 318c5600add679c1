import type { FastifyInstance } from 'fastify';
import type { OperatorsDeps } from '../operators';
import { adminCampaignRoutes } from './admin-routes';
import type { PromotionsDeps } from './player';
import { promotionRoutes } from './routes';

/**
 * Promotions (README.md): campaigns the operator configures, paying through the bonus engine.
 * Deposits call applyDepositPromotions in their credit transaction and bonusEventOffer for the
 * Deposit page; nothing here imports the deposits module.
 */
export {
  applyDepositPromotions,
  applyDepositsPromotions,
  bonusEventOffer,
  type CreditedDeposit,
} from './deposit-promotions';
export { listPromotions, SIGNUP_MESSAGES } from './player';
export type { PromotionsDeps } from './player';

/** The player endpoints and the back office's campaigns (and the promotions' cost summary). */
export function registerPromotions(
  api: FastifyInstance,
  deps: PromotionsDeps,
  options: { admin: OperatorsDeps },
) {
  promotionRoutes(api, deps);
  adminCampaignRoutes(api, options.admin);
}
