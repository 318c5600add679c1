import { rewardClaimEndpoint, rewardListEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { claimReward, listRewards, type RewardsDeps } from './service';

export function rewardRoutes(app: FastifyInstance, deps: RewardsDeps) {
  registerEndpoint(app, rewardListEndpoint, (input, req) =>
    listRewards(deps, req.player!.player.id, input),
  );
  registerEndpoint(app, rewardClaimEndpoint, (input, req) =>
    claimReward(deps, req.player!.player.id, input.rewardId),
  );
}
