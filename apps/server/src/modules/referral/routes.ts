import {
  inviteBonusListEndpoint,
  inviteClaimEndpoint,
  inviteInfoEndpoint,
  inviteRanksEndpoint,
  inviteTeamEndpoint,
} from '@khel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { claimReferralRewards, getAgentInfo, type ReferralDeps } from './info';
import { readInviteRanks } from './ranks';
import { listBonuses, listTeam } from './team';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const playerOf = (request: FastifyRequest) => request.player!.player.id;

export function referralRoutes(app: FastifyInstance, deps: ReferralDeps) {
  registerEndpoint(app, inviteInfoEndpoint, (_input, req) =>
    getAgentInfo(deps, playerOf(req), originOf(req)),
  );
  registerEndpoint(app, inviteClaimEndpoint, (_input, req) =>
    claimReferralRewards(deps, playerOf(req)),
  );
  registerEndpoint(app, inviteTeamEndpoint, (input, req) =>
    listTeam(deps.db, playerOf(req), input),
  );
  registerEndpoint(app, inviteBonusListEndpoint, (input, req) =>
    listBonuses(deps.db, playerOf(req), input, deps.now()),
  );
  registerEndpoint(app, inviteRanksEndpoint, (input, req) =>
    readInviteRanks(deps.db, playerOf(req), input.period, deps.now()),
  );
}
