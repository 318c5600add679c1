import {
  cashbackInfoEndpoint,
  cashbackRecordsEndpoint,
  promoListEndpoint,
  signupBonusClaimEndpoint,
  signupBonusInfoEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import {
  cashbackInfo,
  cashbackRecords,
  listPromotions,
  signupBonusInfo,
  takeSignupBonus,
  type PromotionsDeps,
} from './player';

export function promotionRoutes(app: FastifyInstance, deps: PromotionsDeps) {
  registerEndpoint(app, promoListEndpoint, (input) => listPromotions(deps, input.language));
  registerEndpoint(app, signupBonusInfoEndpoint, (_input, req) =>
    signupBonusInfo(deps, req.player!.player.id),
  );
  registerEndpoint(app, signupBonusClaimEndpoint, (_input, req) =>
    takeSignupBonus(deps, req.player!.player.id),
  );
  registerEndpoint(app, cashbackInfoEndpoint, (_input, req) =>
    cashbackInfo(deps, req.player!.player.id),
  );
  registerEndpoint(app, cashbackRecordsEndpoint, (input, req) =>
    cashbackRecords(deps, req.player!.player.id, input),
  );
}
