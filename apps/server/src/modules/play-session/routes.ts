import { playSessionEndpoint, realityCheckEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import type { PlaySessionDeps } from './deps';
import { answerRealityCheck, readPlaySession } from './play-session';

/** The player's play-session clock and reality-check answers. */
export function playSessionRoutes(app: FastifyInstance, deps: PlaySessionDeps) {
  registerEndpoint(app, playSessionEndpoint, (_input, req) => readPlaySession(deps, req.player!));
  registerEndpoint(app, realityCheckEndpoint, (input, req) =>
    answerRealityCheck(deps, req.player!, input.answer),
  );
}
