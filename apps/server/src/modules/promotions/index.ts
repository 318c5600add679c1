import type { FastifyInstance } from 'fastify';
import { operatorCampaignRoutes } from './operator-routes';
import type { PromotionsDeps } from './player';
import { promotionRoutes } from './routes';

/**
 * Promotions (README.md): campaigns the operator configures, paying through the bonus engine.
 * Deposits call applyDepositPromotions in their credit transaction and bonusEventOffer for the
 * Deposit page; nothing here imports the deposits module.
 */
export {
  applyDepositPromotions,
  bonusEventOffer,
  type CreditedDeposit,
} from './deposit-promotions';
export { SIGNUP_MESSAGES } from './player';
export type { PromotionsDeps } from './player';

/** The player endpoints, and the operator's campaign API when OPERATOR_TOKEN is set. */
export async function registerPromotions(
  api: FastifyInstance,
  deps: PromotionsDeps,
  options: { operatorToken: string | undefined },
) {
  promotionRoutes(api, deps);
  const token = options.operatorToken;
  if (token) await api.register(async (scope) => operatorCampaignRoutes(scope, deps, { token }));
}
