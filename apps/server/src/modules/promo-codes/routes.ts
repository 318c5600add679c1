import {
  jiliCodeRedeemEndpoint,
  promoCodeRecordsEndpoint,
  promoCodeRedeemEndpoint,
} from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import type { PromoCodeDeps } from './deps';
import { listRedeemed, redeemCode } from './redeem';

export function promoCodeRoutes(app: FastifyInstance, deps: PromoCodeDeps) {
  registerEndpoint(app, promoCodeRedeemEndpoint, (input, req) =>
    redeemCode(deps, req.player!.player, 'promo', input.code),
  );
  registerEndpoint(app, jiliCodeRedeemEndpoint, (input, req) =>
    redeemCode(deps, req.player!.player, 'jili', input.code),
  );
  registerEndpoint(app, promoCodeRecordsEndpoint, (input, req) =>
    listRedeemed(deps, req.player!.player.id, input.scope),
  );
}
