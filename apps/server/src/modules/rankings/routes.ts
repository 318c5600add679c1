import { rankingListEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { getRankingList, type RankingReadDeps } from './list';

export function rankingRoutes(app: FastifyInstance, deps: RankingReadDeps) {
  // Open to visitors (no own place then); a logged-in player's sign adds their own row.
  registerEndpoint(
    app,
    rankingListEndpoint,
    (input, req) =>
      getRankingList(deps, {
        period: input.period,
        scope: input.scope,
        playerId: req.player?.player.id ?? null,
      }),
    { optionalAuth: true },
  );
}
