import { historyEndpoint } from '@khel/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { listHistory, type HistoryDeps } from './service';

export function historyRoutes(app: FastifyInstance, deps: HistoryDeps) {
  registerEndpoint(app, historyEndpoint, (input, req) =>
    listHistory(deps, req.player!.player.id, input),
  );
}
